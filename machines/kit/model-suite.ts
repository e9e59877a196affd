/**
 * The vitest suite of a machine's model test (`<id>.model.test.ts`): one test
 * per generated path, run by model-runner.ts (against the persistent store
 * and its journal when a definition is given), and a last test that fails
 * below 100 % state and transition coverage.
 */
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, EventFromLogic } from 'xstate'
import { createCoverage, formatCoverage } from './coverage.ts'
import type { MachineModel } from './machine-model.ts'
import { generatePaths } from './model-paths.ts'
import { runPath, type StepContext } from './model-runner.ts'
import type { PersistedMachineDefinition } from './persisted-machine.ts'
import { recordCoverage } from './coverage-record.ts'

export interface ModelSuiteOptions<TMachine extends AnyStateMachine> {
  model: MachineModel<TMachine>
  /** Persisted machines: the store and its journal are the system under test. */
  definition?: PersistedMachineDefinition<TMachine, EventFromLogic<TMachine>>
  /** Machine-specific checks after each step (e.g. the notices emitted). Throw or fail an expect to fail. */
  onStep?: (context: StepContext<TMachine>) => void
  /** The model must generate more paths than this (guards against a model that stopped exploring). */
  minPaths: number
}

export function describeModelPaths<TMachine extends AnyStateMachine>({ model, definition, onStep, minPaths }: ModelSuiteOptions<TMachine>): void {
  const coverage = createCoverage(model.machine, model.id)
  const paths = generatePaths(model)

  describe(`${model.id} machine: model paths${definition ? ' (store + journal)' : ''}`, () => {
    it('has generated paths', () => {
      expect(paths.length).toBeGreaterThan(minPaths)
    })

    for (const path of paths) {
      it(`path ${path.number}: ${path.steps.map((s) => model.describeEvent(s.event)).join(' → ')}`, async () => {
        await runPath(path, { model, definition, coverage, onStep })
      })
    }

    it('covers every state and transition', () => {
      const report = coverage.report()
      console.log(formatCoverage(report, 'model coverage'))
      recordCoverage(report, 'model', { paths: paths.length })
      expect(report.states.missing).toEqual([])
      expect(report.transitions.missing).toEqual([])
    })
  })
}
