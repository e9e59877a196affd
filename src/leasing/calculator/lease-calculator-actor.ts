/**
 * The calculator's machine (machines/lease-calculator) as a running actor,
 * with its actors: the pause (debounce) and the quote server function.
 * Loaded by use-lease-calculator.ts when the visitor first focuses or
 * changes the form, so xstate and the machine stay off the page's first-load
 * JavaScript (the server-rendered quote needs neither).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { createLeaseCalculatorMachine } from '#machines/lease-calculator/lease-calculator-machine.ts'
import { pauseActor } from '#machines/kit/wait-actor.ts'
import type { CalculatorInputs, CalculatorProblem, QuoteAnswer } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { quoteLease } from '../leasing.functions.ts'
import { inputsToSearch } from './calculator-inputs.ts'
import type { CalculatorSubject } from './calculator-options.ts'
import type { LeaseQuote } from './lease-quote.ts'

/** How long the visitor may pause between changes before a quote is asked for. */
export const quotePauseMs = 350

const calculatorMachine = createLeaseCalculatorMachine<LeaseQuote>()

export type CalculatorActor = ActorRefFrom<typeof calculatorMachine>

export interface ActorStart {
  subject: Pick<CalculatorSubject, 'kind' | 'id'>
  inputs: CalculatorInputs
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
}

/** A started actor that has taken over what the server rendered (`calculator.start`). */
export function startCalculatorActor(start: ActorStart): CalculatorActor {
  const { kind, id } = start.subject
  const machine = calculatorMachine.provide({
    actors: {
      waitForPause: pauseActor(quotePauseMs),
      requestQuote: fromPromise<QuoteAnswer<LeaseQuote>, { inputs: CalculatorInputs }>(async ({ input }) => {
        const answer = await quoteLease({ data: { kind, id, search: inputsToSearch(input.inputs, 'incl') } })
        // A failed quote is the machine's error (with retry), as when the site cannot be reached.
        if (answer.outcome === 'failed') {
          // Stryker disable next-line StringLiteral: equivalent; the machine's onError keeps only that it failed, never the message
          throw new Error('quote failed')
        }
        return answer
      }),
    },
  })
  const actor = createActor(machine, { input: { inputs: start.inputs } })
  actor.start()
  actor.send({ type: 'calculator.start', quote: start.quote, problem: start.problem })
  return actor
}
