// @vitest-environment happy-dom
/**
 * The calculator's state in the page (use-lease-calculator.ts): what the
 * server rendered until the visitor acts, then the machine (loaded on the
 * first focus or change) with the `quoteLease` server function stubbed. A
 * failed quote and a chunk that cannot load are both the error with
 * "Prøv igen" (spec 2.1), never "unavailable"; the retry asks again for what
 * the visitor chose last.
 */
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CalculatorInputs } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { LeaseQuote, QuoteResult } from './lease-quote.ts'
import type * as ActorModule from './lease-calculator-actor.ts'

type QuoteRequest = { data: { kind: string; id: string; search: Record<string, string> } }
const quoteLease = vi.hoisted(() => vi.fn<(request: QuoteRequest) => Promise<QuoteResult>>())
vi.mock('../leasing.functions.ts', () => ({ quoteLease }))

/** How many of the next loads of the actor's module fail (offline, a new build removed the chunk). */
const failingLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./lease-calculator-actor.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ActorModule>()
  return {
    ...original,
    startCalculatorActor: (start: Parameters<typeof original.startCalculatorActor>[0]) => {
      if (failingLoads.count > 0) {
        failingLoads.count--
        throw new Error('Failed to fetch dynamically imported module')
      }
      return original.startCalculatorActor(start)
    },
  }
})

const { useLeaseCalculator } = await import('./use-lease-calculator.ts')
// Loaded once here, so the hook's dynamic import does not wait for the module's first transform.
await import('./lease-calculator-actor.ts')
// The pause before a quote is 350 ms; a slow machine (a mutation run) may need longer than the default second.
configure({ asyncUtilTimeout: 5_000 })

const serverInputs: CalculatorInputs = { acquisitionType: 'private_lease', downPayment: 20_000, months: 36, annualDistance: 15_000, residualValue: null }
const changedInputs: CalculatorInputs = { acquisitionType: 'private_lease', downPayment: 30_000, months: 48, annualDistance: 20_000, residualValue: null }
/** What the request for `changedInputs` asks for (hand-checked: the calculator's search parameters). */
const changedSearch = { acquisition: 'private_lease', downPayment: '30000', months: '48', km: '20000' }
const serverSearch = { acquisition: 'private_lease', downPayment: '20000', months: '36', km: '15000' }

const serverQuote = { cashPrice: 400_000, residualValue: 200_000 } as LeaseQuote
const newQuote = { cashPrice: 400_000, residualValue: 180_000 } as LeaseQuote

function renderCalculator(quote: LeaseQuote | null = serverQuote) {
  return renderHook(() => useLeaseCalculator({ subject: { kind: 'stock', id: 'mercedes-glc-123' }, inputs: serverInputs, vat: 'incl', quote, problem: null }))
}

const searches = () => quoteLease.mock.calls.map(([request]) => request.data.search)

afterEach(() => {
  cleanup()
  quoteLease.mockReset()
  failingLoads.count = 0
})

describe('useLeaseCalculator', () => {
  it('shows what the server rendered until the visitor acts, without asking for a quote', () => {
    const { result } = renderCalculator()
    expect(result.current).toMatchObject({ status: 'idle', inputs: serverInputs, quote: serverQuote, problem: null })
    expect(quoteLease).not.toHaveBeenCalled()
  })

  it('takes over the server’s quote when the form is first focused (prepare), still without a request', async () => {
    const { result } = renderCalculator()
    act(() => result.current.prepare())
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(result.current).toMatchObject({ inputs: serverInputs, quote: serverQuote, problem: null })
    expect(quoteLease).not.toHaveBeenCalled()
  })

  it('shows a change at once and quotes the new inputs after the pause', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    const { result } = renderCalculator(null)
    act(() => result.current.change(changedInputs))
    // Before the machine has loaded: the new inputs, waiting for their quote.
    expect(result.current).toMatchObject({ status: 'editing', inputs: changedInputs, quote: null })
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(result.current).toMatchObject({ inputs: changedInputs, quote: newQuote, problem: null })
    expect(searches()).toEqual([changedSearch])
    expect(quoteLease.mock.calls[0]?.[0].data).toMatchObject({ kind: 'stock', id: 'mercedes-glc-123' })
  })

  it('keeps showing the quote (not "editing") while a change to a quoted calculator waits for the machine', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    const { result } = renderCalculator()
    act(() => result.current.prepare())
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    act(() => result.current.change(changedInputs))
    expect(result.current).toMatchObject({ status: 'quoted', inputs: changedInputs, quote: serverQuote })
    await waitFor(() => expect(result.current.quote).toBe(newQuote))
    expect(result.current.status).toBe('quoted')
  })

  it('shows a failed quote as the error with "Prøv igen"; the retry asks again for the same inputs', async () => {
    quoteLease.mockResolvedValueOnce({ outcome: 'failed' })
    const { result } = renderCalculator(null)
    act(() => result.current.change(changedInputs))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.problem).toEqual({ kind: 'failed' })
    quoteLease.mockResolvedValueOnce({ outcome: 'quoted', quote: newQuote })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(result.current).toMatchObject({ inputs: changedInputs, quote: newQuote, problem: null })
    expect(searches()).toEqual([changedSearch, changedSearch])
  })

  it('shows a first change to the server’s quote as stale at once, before the machine has loaded', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    const { result } = renderCalculator()
    act(() => result.current.change(changedInputs))
    // The server's quote is still shown, for inputs that are no longer the visitor's: stale, not "editing".
    expect(result.current).toMatchObject({ status: 'stale', inputs: changedInputs, quote: serverQuote })
    await waitFor(() => expect(result.current.quote).toBe(newQuote))
    expect(result.current.status).toBe('quoted')
  })

  it('shows a change after a failed quote as stale, never "editing", while the earlier quote is still shown', async () => {
    // The machine (machines/lease-calculator): an error with a quote shown goes `stale` on a change, the quote
    // shown dimmed as no longer matching the inputs; `editing` is only for a calculator with no quote to show.
    const otherInputs: CalculatorInputs = { ...changedInputs, months: 24 }
    quoteLease.mockResolvedValueOnce({ outcome: 'failed' })
    const statuses: string[] = []
    const { result } = renderHook(() => {
      const view = useLeaseCalculator({
        subject: { kind: 'stock', id: 'mercedes-glc-123' },
        inputs: serverInputs,
        vat: 'incl',
        quote: serverQuote,
        problem: null,
      })
      statuses.push(view.status)
      return view
    })
    act(() => result.current.prepare())
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    act(() => result.current.change(changedInputs))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current).toMatchObject({ inputs: changedInputs, quote: serverQuote, problem: { kind: 'failed' } })
    statuses.length = 0
    quoteLease.mockResolvedValueOnce({ outcome: 'quoted', quote: newQuote })
    act(() => result.current.change(otherInputs))
    expect(result.current).toMatchObject({ status: 'stale', inputs: otherInputs, quote: serverQuote })
    await waitFor(() => expect(result.current.quote).toBe(newQuote))
    expect(result.current.status).toBe('quoted')
    expect(statuses).not.toContain('editing')
  })

  it('shows a chunk that cannot load as the error; the next change tries again and is shown at once', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    failingLoads.count = 1
    const { result } = renderCalculator()
    act(() => result.current.change(changedInputs))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current).toMatchObject({ inputs: changedInputs, quote: serverQuote, problem: { kind: 'failed' } })
    expect(result.current.problem).toEqual({ kind: 'failed' })
    act(() => result.current.change(serverInputs))
    // The server's quote is still shown: the change is stale at once (the machine's error with a quote), not "editing".
    expect(result.current).toMatchObject({ status: 'stale', inputs: serverInputs, quote: serverQuote })
    // The machine starts from the server's inputs and quote; the change back to them needs no request.
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(result.current).toMatchObject({ inputs: serverInputs, quote: serverQuote, problem: null })
    expect(quoteLease).not.toHaveBeenCalled()
  })

  it('"Prøv igen" after a chunk that could not load asks for what the visitor chose last', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    failingLoads.count = 1
    const { result } = renderCalculator()
    act(() => result.current.change(changedInputs))
    await waitFor(() => expect(result.current.status).toBe('error'))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.quote).toBe(newQuote))
    expect(result.current).toMatchObject({ status: 'quoted', inputs: changedInputs, problem: null })
    expect(searches()).toEqual([changedSearch])
  })

  it('asks for the server’s inputs when the server rendered no quote and the form is focused', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote: newQuote })
    const { result } = renderCalculator(null)
    act(() => result.current.prepare())
    await waitFor(() => expect(result.current.status).toBe('quoted'))
    expect(searches()).toEqual([serverSearch])
  })
})
