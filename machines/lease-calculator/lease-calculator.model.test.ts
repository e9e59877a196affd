import { createActor, fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createCoverage, formatCoverage } from '../kit/coverage.ts'
import { generatePaths } from '../kit/model-paths.ts'
import { runPath } from '../kit/model-runner.ts'
import { exampleInputs, type QuoteAnswer } from './lease-calculator-inputs.ts'
import { leaseCalculatorMachine } from './lease-calculator-machine.ts'
import { sameInputs } from './lease-calculator-inputs.ts'
import { leaseCalculatorModel } from './lease-calculator-model.ts'
import { recordCoverage } from '../kit/coverage-record.ts'

const coverage = createCoverage(leaseCalculatorModel.machine, leaseCalculatorModel.id)
const paths = generatePaths(leaseCalculatorModel)

describe('lease-calculator machine: model paths (live actor)', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(10)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => leaseCalculatorModel.describeEvent(s.event)).join(' → ')}`, async () => {
      await runPath(path, {
        model: leaseCalculatorModel,
        coverage,
        onStep: ({ after }) => {
          const { quote, quotedInputs, inputs } = after.context
          // The quote shown always answers the inputs it is shown for; in `quoted` those are the visitor's.
          if (quote) expect(quote.forInputs).toBe(sameInputs(quotedInputs, exampleInputs) ? 'A' : 'B')
          if (after.matches('quoted')) expect(sameInputs(quotedInputs, inputs)).toBe(true)
          // Only `error` and `unavailable` carry a problem; every other state has none to show.
          if (!after.matches('error') && !after.matches('unavailable')) expect(after.context.problem).toBeNull()
        },
      })
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

describe('lease-calculator machine: timing with real actors', () => {
  it('ignores the answer to inputs the visitor has left, and shows only the answer to the current ones', async () => {
    const pending: { inputs: number; resolve: (answer: QuoteAnswer<{ forDownPayment: number }>) => void }[] = []
    const machine = leaseCalculatorMachine.provide({
      actors: {
        waitForPause: fromPromise(async () => undefined),
        requestQuote: fromPromise<QuoteAnswer<{ forInputs: string }>, { inputs: typeof exampleInputs }>(
          ({ input }) =>
            new Promise((resolve) => {
              pending.push({
                inputs: input.inputs.downPayment,
                resolve: (answer) =>
                  resolve(answer.outcome === 'quoted' ? { outcome: 'quoted', quote: { forInputs: String(answer.quote.forDownPayment) } } : answer),
              })
            }),
        ),
      },
    })
    const actor = createActor(machine, { input: { inputs: exampleInputs } })
    actor.start()
    actor.send({ type: 'calculator.start', quote: null, problem: null })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('quoting')
    // The visitor changes the down payment while the first request is on its way.
    actor.send({ type: 'inputs.change', inputs: { ...exampleInputs, downPayment: 39_995 } })
    await new Promise((r) => setTimeout(r, 0))
    expect(pending.map((p) => p.inputs)).toEqual([19_995, 39_995])
    // The first (late) answer arrives after the second request started: nothing changes.
    pending[0]?.resolve({ outcome: 'quoted', quote: { forDownPayment: 19_995 } })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('quoting')
    expect(actor.getSnapshot().context.quote).toBeNull()
    pending[1]?.resolve({ outcome: 'quoted', quote: { forDownPayment: 39_995 } })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('quoted')
    expect(actor.getSnapshot().context.quote).toEqual({ forInputs: '39995' })
    actor.stop()
  })
})
