/**
 * The calculator's state in the page. Until the visitor first focuses or
 * changes the form, it is what the server rendered (`idle` with the loader's
 * quote), and neither xstate nor the machine is loaded (first-load
 * JavaScript: the calculator page stays within the vehicle page's budget).
 * Then the machine (lease-calculator-actor.ts, machines/lease-calculator)
 * takes over: changes made while it loads are sent to it in order.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
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
  const [state, setState] = useState<State>({ status: 'idle', inputs: start.inputs, quote: start.quote, problem: start.problem })
  const actor = useRef<Promise<CalculatorActor> | null>(null)
  const startRef = useRef(start)
  /** The last inputs asked for: a machine started by a retry after a failed load takes them. */
  const latestInputs = useRef(start.inputs)
  const stopped = useRef(false)

  const ensure = useCallback((): Promise<CalculatorActor> => {
    actor.current ??= import('./lease-calculator-actor.ts').then(
      (module) => {
        const running = module.startCalculatorActor(startRef.current)
        const show = (snapshot: ReturnType<CalculatorActor['getSnapshot']>) => {
          const { inputs, quote, problem } = snapshot.context
          setState({ status: snapshot.value as CalculatorStatus, inputs, quote, problem })
        }
        running.subscribe(show)
        // The actor has already taken the server's quote (calculator.start): show the state it is in now,
        // not only the next change (the page said "idle" while the machine was "quoted").
        show(running.getSnapshot())
        if (stopped.current) running.stop()
        return running
      },
      (error: unknown) => {
        // The chunk could not load (offline, new build): the next change tries again.
        actor.current = null
        setState((s) => ({ ...s, status: 'error', problem: { kind: 'failed' } }))
        throw error
      },
    )
    return actor.current
  }, [])

  useEffect(
    () => () => {
      stopped.current = true
      void actor.current?.then((running) => running.stop()).catch(() => undefined)
    },
    [],
  )

  const change = useCallback(
    (inputs: CalculatorInputs) => {
      latestInputs.current = inputs
      setState((s) => (s.status === 'idle' || s.status === 'error' ? { ...s, inputs, status: 'editing' } : { ...s, inputs }))
      ensure()
        .then((running) => running.send({ type: 'inputs.change', inputs }))
        .catch(() => undefined)
    },
    [ensure],
  )
  const retry = useCallback(() => {
    const fresh = actor.current === null
    ensure()
      .then((running) => running.send(fresh ? { type: 'inputs.change', inputs: latestInputs.current } : { type: 'quote.retry' }))
      .catch(() => undefined)
  }, [ensure])
  const prepare = useCallback(() => {
    ensure().catch(() => undefined)
  }, [ensure])

  return { ...state, change, retry, prepare }
}
