/**
 * The minilease configurator's machine (machines/minilease-configurator) as a
 * running actor, with its actors: the pause (debounce) and the price server
 * function. Loaded by use-minilease-configurator.ts at the visitor's first
 * change, so xstate and the machine stay off the page's first load (the
 * server-rendered price needs neither).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { MinileaseChoice } from '#content-model/block-data.ts'
import type { MinileasePrice } from '#src/product-api/contract/minilease.ts'
import {
  createMinileaseConfiguratorMachine,
  type MinileaseAnswer,
  type MinileaseProblem,
} from '#machines/minilease-configurator/minilease-configurator-machine.ts'
import { quoteMinilease } from '../leasing.functions.ts'
import { pauseActor } from '#machines/kit/wait-actor.ts'

/** How long the visitor may pause between changes before a price is asked for (as the lease calculator's). */
export const pricePauseMs = 350

const configuratorMachine = createMinileaseConfiguratorMachine<MinileaseChoice, MinileasePrice>()

export type MinileaseActor = ActorRefFrom<typeof configuratorMachine>

export interface MinileaseActorStart {
  choice: MinileaseChoice
  notices: string[]
  price: MinileasePrice | null
  problem: MinileaseProblem | null
}

/** A started actor that has taken over what the server rendered (`configurator.start`). */
export function startMinileaseActor(start: MinileaseActorStart): MinileaseActor {
  const machine = configuratorMachine.provide({
    actors: {
      waitForPause: pauseActor(pricePauseMs),
      requestPrice: fromPromise<MinileaseAnswer<MinileasePrice>, { choice: MinileaseChoice }>(async ({ input }) => {
        const answer = await quoteMinilease({ data: input.choice })
        if ('price' in answer) return { outcome: 'priced', price: answer.price }
        // Refused with messages: the machine shows them; without, the site or the product API failed (retry).
        if (answer.messages.length > 0) return { outcome: 'rejected', messages: answer.messages }
        throw new Error('minilease price failed')
      }),
    },
  })
  const actor = createActor(machine, { input: { choice: start.choice, notices: start.notices } })
  actor.start()
  actor.send({ type: 'configurator.start', price: start.price, problem: start.problem })
  return actor
}
