/**
 * The calculator's state in the page. Until the visitor first focuses or
 * changes the form, it is what the server rendered (`idle` with the loader's
 * quote), and neither xstate nor the machine is loaded (first-load
 * JavaScript: the calculator page stays within the vehicle page's budget).
 * Then the machine (lease-calculator-actor.ts, machines/lease-calculator)
 * takes over (machines/kit/use-lazy-actor.ts): changes made while it loads
 * are sent to it in order.
 */
import { useCallback, useRef } from 'react'
import { useLazyActor } from '#machines/kit/use-lazy-actor.ts'
import type { CalculatorInputs, CalculatorProblem } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { VatMode } from '#src/pricing/price-view.ts'
import type { CalculatorSubject } from './calculator-options.ts'
import type { LeaseQuote } from './lease-quote.ts'
import type { CalculatorActor } from './lease-calculator-actor.ts'

export type CalculatorStatus = 'idle' | 'editing' | 'stale' | 'quoting' | 'quoted' | 'error' | 'unavailable'

export interface CalculatorView {
  status: CalculatorStatus
  inputs: CalculatorInputs
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
  change(inputs: CalculatorInputs): void
  retry(): void
  /** Loads the machine ahead of the first change (call on the form's first focus). */
  prepare(): void
}

interface Start {
  subject: Pick<CalculatorSubject, 'kind' | 'id'>
  inputs: CalculatorInputs
  vat: VatMode
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
}

type State = Pick<CalculatorView, 'status' | 'inputs' | 'quote' | 'problem'>

export function useLeaseCalculator(start: Start): CalculatorView {
  const { view, setView, ensure, isFresh } = useLazyActor<CalculatorActor, State>(
    { status: 'idle', inputs: start.inputs, quote: start.quote, problem: start.problem },
    {
      start: () => import('./lease-calculator-actor.ts').then((module) => module.startCalculatorActor(start)),
      toView: ({ value, context: { inputs, quote, problem } }) => ({ status: value as CalculatorStatus, inputs, quote, problem }),
      // The chunk could not load (offline, new build): the next change tries again.
      onLoadFailed: (s) => ({ ...s, status: 'error', problem: { kind: 'failed' } }),
    },
  )
  /** The last inputs asked for: a machine started by a retry after a failed load takes them. */
  const latestInputs = useRef(start.inputs)

  const change = useCallback(
    (inputs: CalculatorInputs) => {
      latestInputs.current = inputs
      // Shown at once, as the machine takes a change from the server's answer or an error: a quote still shown is
      // stale (it answers other inputs); without one the calculator is editing.
      setView((s) => (s.status === 'idle' || s.status === 'error' ? { ...s, inputs, status: s.quote ? 'stale' : 'editing' } : { ...s, inputs }))
      ensure()
        .then((running) => running.send({ type: 'inputs.change', inputs }))
        .catch(() => undefined)
    },
    // Stryker disable next-line ArrayDeclaration: equivalent; ensure and setView never change (useLazyActor's callback has no dependencies; setView is React's setter)
    [ensure, setView],
  )
  const retry = useCallback(
    () => {
      const fresh = isFresh()
      ensure()
        .then((running) => running.send(fresh ? { type: 'inputs.change', inputs: latestInputs.current } : { type: 'quote.retry' }))
        .catch(() => undefined)
    },
    // Stryker disable next-line ArrayDeclaration: equivalent; ensure and isFresh never change (useLazyActor's callbacks have no dependencies)
    [ensure, isFresh],
  )
  const prepare = useCallback(
    () => {
      ensure().catch(() => undefined)
    },
    // Stryker disable next-line ArrayDeclaration: equivalent; ensure never changes (useLazyActor's callback has no dependencies)
    [ensure],
  )

  return { ...view, change, retry, prepare }
}
