import { fromPromise } from 'xstate'

/**
 * Declares an actor a machine invokes whose implementation depends on the
 * environment (e.g. a server function in the site, a controllable fake in
 * model tests). The feature provides it with `machine.provide({ actors })`;
 * the declared logic only fixes the input and output types and rejects when
 * it was not provided, so a missing implementation fails loudly in the
 * machine's error transition instead of doing something silently.
 */
export function requiredActor<TOutput, TInput>(machineId: string, name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${machineId}: the actor "${name}" was not provided (machine.provide({ actors: { ${name} } }))`)
  })
}
