/**
 * The calculator's machine in the page (machines/lease-calculator), with its
 * actors: the pause (debounce) and the quote server function. The server and
 * the hydration pass render `idle` with the loader's quote; the page then
 * hands that quote to the machine (`calculator.start`).
 */
import { useCallback, useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { createLeaseCalculatorMachine, type CalculatorProblem, type QuoteAnswer } from '../../../machines/lease-calculator/lease-calculator-machine.ts'
import { type CalculatorInputs } from '../../../machines/lease-calculator/lease-calculator-inputs.ts'
import { quoteLease } from '../leasing.functions.ts'
import type { VatMode } from '../../pricing/price-view.ts'
import { inputsToSearch } from './calculator-inputs.ts'
import type { CalculatorSubject } from './calculator-options.ts'
import type { LeaseQuote } from './lease-quote.ts'

/** How long the visitor may pause between changes before a quote is asked for. */
export const quotePauseMs = 350

const calculatorMachine = createLeaseCalculatorMachine<LeaseQuote>()

export type CalculatorStatus = 'idle' | 'editing' | 'stale' | 'quoting' | 'quoted' | 'error' | 'unavailable'

export interface CalculatorView {
  status: CalculatorStatus
  inputs: CalculatorInputs
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
  change(inputs: CalculatorInputs): void
  retry(): void
}

interface Start {
  subject: Pick<CalculatorSubject, 'kind' | 'id'>
  inputs: CalculatorInputs
  vat: VatMode
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
}

export function useLeaseCalculator(start: Start): CalculatorView {
  const { kind, id } = start.subject
  const machine = useMemo(
    () =>
      calculatorMachine.provide({
        actors: {
          waitForPause: fromPromise<undefined, undefined>(
            ({ signal }) =>
              new Promise((resolve) => {
                const timer = setTimeout(() => resolve(undefined), quotePauseMs)
                signal.addEventListener('abort', () => clearTimeout(timer))
              }),
          ),
          requestQuote: fromPromise<QuoteAnswer<LeaseQuote>, { inputs: CalculatorInputs }>(async ({ input }) => {
            const answer = await quoteLease({ data: { kind, id, search: inputsToSearch(input.inputs, 'incl') } })
            // A failed quote is the machine's error (with retry), as when the site cannot be reached.
            if (answer.outcome === 'failed') throw new Error('quote failed')
            return answer
          }),
        },
      }),
    [kind, id],
  )
  const [snapshot, send] = useMachine(machine, { input: { inputs: start.inputs } })

  const { quote, problem } = start
  useEffect(() => {
    send({ type: 'calculator.start', quote, problem })
    // Once, after hydration: later loader data belongs to a new page (the key of the calculator changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const change = useCallback((inputs: CalculatorInputs) => send({ type: 'inputs.change', inputs }), [send])
  const retry = useCallback(() => send({ type: 'quote.retry' }), [send])
  const idle = snapshot.matches('idle')
  return {
    status: snapshot.value as CalculatorStatus,
    inputs: snapshot.context.inputs,
    // Until the machine has taken over, what the server rendered.
    quote: idle ? start.quote : snapshot.context.quote,
    problem: idle ? start.problem : snapshot.context.problem,
    change,
    retry,
  }
}
