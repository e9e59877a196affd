/**
 * Runs generated model paths against a system under test in Node (vitest):
 * a live actor, or a persistent store on an in-memory storage. Invoked
 * actors are replaced by controllable ones: a path's `xstate.done.actor.<id>`
 * step resolves the pending invocation with the step's output, an
 * `xstate.error.actor.<id>` step rejects it. After every step the live
 * state must equal the model's; for persisted machines the journal must
 * replay to the same projection, and a second "tab" loading the storage
 * must agree.
 */
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyEventObject,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate'
import type { CoverageTracker } from './coverage.ts'
import { journalEvents, parseJournal } from './journal.ts'
import { journalKey } from './journal-key.ts'
import { createMemoryStorageArea, type MemoryStorageArea } from './journal-storage.ts'
import { invokedActorOf, type MachineModel } from './machine-model.ts'
import type { ModelPath } from './model-paths.ts'
import { sameProjection, type PersistedMachineDefinition } from './persisted-machine.ts'
import { createPersistentStore, type PersistentStore } from './persistent-store.ts'
import { replay } from './replay.ts'

interface Pending {
  resolve(output: unknown): void
  reject(error: unknown): void
}

/** Implementations of every declared actor that wait for the path's done/error step. */
function controllableActors(machine: AnyStateMachine, pending: Map<string, Pending>) {
  const actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>> = {}
  for (const name of Object.keys(machine.implementations.actors)) {
    actors[name] = fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          pending.set(self.id, { resolve, reject })
        }),
    )
  }
  return actors
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export interface StepContext<TMachine extends AnyStateMachine> {
  stepNumber: number
  event: AnyEventObject
  before: SnapshotFrom<TMachine>
  after: SnapshotFrom<TMachine>
  /** Events the machine emitted during the step (journal records excluded). */
  emitted: EmittedFrom<TMachine>[]
}

export interface RunPathsOptions<TMachine extends AnyStateMachine> {
  model: MachineModel<TMachine>
  /** Given for persisted machines: the store and its journal are the system under test. */
  definition?: PersistedMachineDefinition<TMachine, EventFromLogic<TMachine>>
  coverage: CoverageTracker
  /** Machine-specific checks after each step (e.g. the notices emitted). Throw to fail. */
  onStep?: (context: StepContext<TMachine>) => void
}

class PathFailure extends Error {
  override name = 'PathFailure'
}

/** The concrete state: value and context, as JSON. */
function concrete(snapshot: { value: unknown; context: unknown }): string {
  return JSON.stringify([snapshot.value, snapshot.context])
}

function expectSame(actual: string, expected: string, what: string) {
  if (actual !== expected) throw new PathFailure(`${what}: expected ${expected}, got ${actual}`)
}

interface Sut<TMachine extends AnyStateMachine> {
  snapshot(): SnapshotFrom<TMachine>
  send(event: AnyEventObject): void
  verify(): void
  stop(): void
}

function actorSut<TMachine extends AnyStateMachine>(machine: AnyStateMachine, coverage: CoverageTracker, emitted: unknown[]): Sut<TMachine> {
  const actor = createActor(machine, { inspect: coverage.inspect }) as unknown as Actor<TMachine>
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return {
    snapshot: () => actor.getSnapshot() as SnapshotFrom<TMachine>,
    send: (event) => actor.send(event as EventFromLogic<TMachine>),
    verify: () => undefined,
    stop: () => actor.stop(),
  }
}

function storeSut<TMachine extends AnyStateMachine>(
  definition: PersistedMachineDefinition<TMachine, EventFromLogic<TMachine>>,
  machine: AnyStateMachine,
  coverage: CoverageTracker,
  emitted: unknown[],
): Sut<TMachine> {
  const area: MemoryStorageArea = createMemoryStorageArea()
  const warnings: string[] = []
  const logger = { warn: (message: string) => warnings.push(message) }
  const store: PersistentStore<TMachine> = createPersistentStore(definition, {
    storage: area.handle(),
    machine: machine as TMachine,
    inspect: coverage.inspect,
    logger,
  })
  store.onEmitted((e) => emitted.push(e))
  store.start()
  const live = () => {
    const view = store.getView()
    if (view.status !== 'ready') throw new PathFailure('store not ready after start')
    return view.snapshot
  }
  return {
    snapshot: live,
    send: (event) => store.send(event as EventFromLogic<TMachine>),
    verify() {
      if (warnings.length) throw new PathFailure(`store warned: ${warnings.join('; ')}`)
      const raw = area.data.get(journalKey(definition.journal.machineId)) ?? null
      const read = parseJournal(definition.journal, raw)
      if (read.status === 'discarded') throw new PathFailure(`stored journal invalid: ${read.detail}`)
      const events = read.status === 'ok' ? journalEvents(read.journal) : []
      const replayed = replay(definition.machine, events)
      if (!sameProjection(definition, replayed, live())) {
        throw new PathFailure(
          `journal replay differs from the live state: ${JSON.stringify(definition.project(replayed))} vs ${JSON.stringify(definition.project(live()))}`,
        )
      }
      // A second tab loading the same storage sees the same state.
      const other = createPersistentStore(definition, { storage: area.handle(), logger })
      other.start()
      const view = other.getView()
      other.stop()
      if (view.status !== 'ready' || !sameProjection(definition, view.snapshot, live())) {
        throw new PathFailure('a store loading the journal does not see the live state')
      }
    },
    stop: () => store.stop(),
  }
}

/** Runs one path; throws PathFailure with the step number on the first mismatch. */
export async function runPath<TMachine extends AnyStateMachine>(path: ModelPath<TMachine>, options: RunPathsOptions<TMachine>) {
  const { model, definition, coverage, onStep } = options
  const pending = new Map<string, Pending>()
  const machine = model.machine.provide({ actors: controllableActors(model.machine, pending) }) as AnyStateMachine
  const emitted: unknown[] = []
  const sut = definition ? storeSut(definition, machine, coverage, emitted) : actorSut<TMachine>(machine, coverage, emitted)
  try {
    coverage.recordSnapshot(sut.snapshot())
    expectSame(model.stateKey(sut.snapshot()), model.stateKey(path.initial), 'initial state')
    for (const [index, step] of path.steps.entries()) {
      const before = sut.snapshot()
      emitted.length = 0
      const invoked = invokedActorOf(step.event)
      if (invoked) {
        const waiting = pending.get(invoked.id)
        if (!waiting) throw new PathFailure(`step ${index + 1}: no pending invocation of ${invoked.id}`)
        pending.delete(invoked.id)
        if (invoked.kind === 'done') waiting.resolve((step.event as { output?: unknown }).output)
        else waiting.reject((step.event as { error?: unknown }).error ?? new Error('model: the actor failed'))
      } else {
        sut.send(step.event)
      }
      await settle()
      const after = sut.snapshot()
      coverage.recordSnapshot(after)
      const what = `step ${index + 1} (${model.describeEvent(step.event)})`
      expectSame(model.stateKey(after), model.stateKey(step.state), what)
      expectSame(concrete(after), concrete(step.state), `${what}, value and context`)
      sut.verify()
      onStep?.({ stepNumber: index + 1, event: step.event, before, after, emitted: [...emitted] as EmittedFrom<TMachine>[] })
    }
  } finally {
    sut.stop()
  }
}
