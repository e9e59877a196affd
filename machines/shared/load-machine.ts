/**
 * The one machine behind every "ask for something and show the answer" flow
 * in the browser: the trade-in valuation, a form's data, the visitor's
 * position on /lokationer and the loading of a list machine's code.
 * `createLoadMachine(config)` builds it from the flow's id, its failure
 * reasons and its own Danish texts (like the vehicle lists, one factory and
 * one chart per flow).
 *
 * States: `idle` (nothing asked yet) → `loading` (the invoked `load` actor
 * asks) → `loaded` (the answer) or `failed` (with a reason the flow names,
 * e.g. `rate-limited`; a rejected promise is the flow's `errorReason`).
 * `load.retry` asks again with the same input; `load.start` with a new one.
 * Flows whose answer belongs to an input the visitor can change (the
 * valuation belongs to the car) have `stale`: `load.invalidate` marks the
 * answer as no longer fitting, also while it is being asked for (the answer
 * on its way is for the old input and is dropped). Flows the visitor can undo (the position)
 * have `load.reset` back to `idle`. Flows that load once for good (a
 * machine's code) are not restartable: `load.start` does nothing once loaded.
 *
 * Not persisted: nothing here must survive a reload.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

/** What the `load` actor resolves with: the value, or why there is none. */
export type LoadOutcome<TValue, TReason extends string> = { ok: true; value: TValue } | { ok: false; reason: TReason }

export type LoadEvent<TInput> = { type: 'load.start'; input: TInput } | { type: 'load.retry' } | { type: 'load.invalidate' } | { type: 'load.reset' }

export interface LoadContext<TInput, TValue, TReason extends string> {
  input: TInput | null
  value: TValue | null
  reason: TReason | null
}

export interface LoadMachineConfig<TReason extends string> {
  /** Machine id (and folder name). */
  id: string
  /** The reasons a load can fail with; `errorReason` is used when the actor rejects. */
  reasons: readonly TReason[]
  errorReason: TReason
  /** The answer can stop fitting the input (`load.invalidate` → `stale`). */
  stale: boolean
  /** The visitor can undo the answer (`load.reset` → `idle`). */
  resettable: boolean
  /** A new request replaces a loaded answer (`load.start` in `loaded`); false: loaded once, for good. */
  restartable: boolean
  /** Danish texts for the charts and /statecharts. */
  texts: {
    idle: string
    loading: string
    loaded: string
    failed: string
    stale?: string
    start: string
    retry: string
    invalidate?: string
    reset?: string
    done: string
    refused: string
    error: string
  }
}

export function createLoadMachine<TInput, TValue, const TReason extends string>(config: LoadMachineConfig<TReason>) {
  type Context = LoadContext<TInput, TValue, TReason>
  type Event = LoadEvent<TInput>
  const { texts } = config
  if (!config.reasons.includes(config.errorReason)) throw new Error(`${config.id}: errorReason must be one of the reasons`)
  if (config.stale && !(texts.stale && texts.invalidate)) throw new Error(`${config.id}: stale needs its texts`)
  if (config.resettable && !texts.reset) throw new Error(`${config.id}: resettable needs its text`)

  const start = { target: 'loading', actions: 'takeInput', description: texts.start } as const
  const reset = config.resettable ? { 'load.reset': { target: 'idle', actions: 'forget', description: texts.reset } as const } : {}

  const loadSetup = setup({
    // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
    types: {
      context: {} as Context,
      events: {} as Event,
    },
    actors: {
      // Stryker disable next-line StringLiteral: the name only appears in the error of a page that forgot to provide the actor
      load: requiredActor<LoadOutcome<TValue, TReason>, TInput>(config.id, 'load'),
    },
    guards: {
      succeeded: ({ event }) => (event as unknown as { output: LoadOutcome<TValue, TReason> }).output.ok,
    },
    actions: {
      takeInput: assign(({ event }) => {
        assertEvent(event, 'load.start')
        return { input: event.input, reason: null }
      }),
      takeValue: assign(({ event }) => ({ value: (event as unknown as { output: { value: TValue } }).output.value, reason: null })),
      takeReason: assign(({ event }) => ({ value: null, reason: (event as unknown as { output: { reason: TReason } }).output.reason })),
      takeErrorReason: assign({ value: null, reason: config.errorReason }),
      clearReason: assign({ reason: null }),
      forget: assign({ input: null, value: null, reason: null }),
    },
  })
  // The states depend on the config (stale, resettable), so their keys are not literal types.
  type LoadMachineDefinition = Parameters<typeof loadSetup.createMachine>[0]
  const definition = {
    id: config.id,
    context: { input: null, value: null, reason: null },
    initial: 'idle',
    states: {
      idle: {
        description: texts.idle,
        on: { 'load.start': start },
      },
      loading: {
        description: texts.loading,
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: Context }) => context.input as TInput,
          onDone: [
            { guard: 'succeeded', target: 'loaded', actions: 'takeValue', description: texts.done },
            { target: 'failed', actions: 'takeReason', description: texts.refused },
          ],
          onError: { target: 'failed', actions: 'takeErrorReason', description: texts.error },
        },
        // The input changed while asking: the answer on its way is for the old input (leaving stops the request).
        ...(config.stale ? { on: { 'load.invalidate': { target: 'stale', description: texts.invalidate } } } : {}),
      },
      loaded: {
        description: texts.loaded,
        on: {
          ...(config.restartable ? { 'load.start': start } : {}),
          ...(config.stale ? { 'load.invalidate': { target: 'stale', description: texts.invalidate } } : {}),
          ...reset,
        },
      },
      failed: {
        description: texts.failed,
        on: {
          'load.start': start,
          'load.retry': { target: 'loading', actions: 'clearReason', description: texts.retry },
          ...reset,
        },
      },
      ...(config.stale
        ? {
            stale: {
              description: texts.stale,
              on: { 'load.start': start, ...reset },
            },
          }
        : {}),
    },
  } as const
  return loadSetup.createMachine(definition as unknown as LoadMachineDefinition)
}

export type LoadMachine<TInput, TValue, TReason extends string> = ReturnType<typeof createLoadMachine<TInput, TValue, TReason>>
export type LoadSnapshot<TInput, TValue, TReason extends string> = SnapshotFrom<LoadMachine<TInput, TValue, TReason>>

/** The states a load flow can be in (the `data-state` of its element). */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed' | 'stale'

export function loadState(snapshot: { value: unknown }): LoadState {
  return snapshot.value as LoadState
}
