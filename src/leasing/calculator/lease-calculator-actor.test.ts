/**
 * The calculator's actor as the page runs it: the machine wired to the pause
 * and to the `quoteLease` server function. Issue 32: a failed quote that was
 * returned instead of thrown left the calculator saying "unavailable/sold"
 * instead of the error with "Prøv igen", and no test noticed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { exampleInputs } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { QuoteResult } from './lease-quote.ts'

const quoteLease = vi.hoisted(() => vi.fn<(request: { data: { kind: string; id: string; search: Record<string, string> } }) => Promise<QuoteResult>>())
vi.mock('../leasing.functions.ts', () => ({ quoteLease }))

const { startCalculatorActor } = await import('./lease-calculator-actor.ts')

const quote = { monthly: 3999 } as never

function start() {
  return startCalculatorActor({ subject: { kind: 'stock', id: 'mercedes-glc-123' }, inputs: exampleInputs, quote: null, problem: null })
}

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches('quoted') || s.matches('error') || s.matches('unavailable'), { timeout: 3_000 })

afterEach(() => quoteLease.mockReset())

describe('the lease calculator actor', () => {
  it('asks quoteLease for the page’s vehicle with the inputs (incl. VAT)', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote })
    const actor = start()
    expect((await settled(actor)).value).toBe('quoted')
    expect(quoteLease).toHaveBeenCalledTimes(1)
    const data = quoteLease.mock.calls[0]?.[0].data
    expect(data).toMatchObject({ kind: 'stock', id: 'mercedes-glc-123' })
    expect(data?.search).toMatchObject({ months: String(exampleInputs.months), downPayment: String(exampleInputs.downPayment) })
    actor.stop()
  })

  it('asks for the inputs the page started with, and for the prices incl. VAT also for a business lease', async () => {
    quoteLease.mockResolvedValue({ outcome: 'quoted', quote })
    const inputs = { acquisitionType: 'business_lease', downPayment: 25_000, months: 24, annualDistance: 10_000, residualValue: null } as const
    const actor = startCalculatorActor({ subject: { kind: 'lease', id: 'vw-id4-erhverv' }, inputs, quote: null, problem: null })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('quoted')
    expect(snapshot.context.inputs).toEqual(inputs)
    // Hand-checked: the calculator's search parameters for these inputs.
    expect(quoteLease.mock.calls.map(([request]) => request.data)).toEqual([
      { kind: 'lease', id: 'vw-id4-erhverv', search: { acquisition: 'business_lease', downPayment: '25000', months: '24', km: '10000', vat: 'incl' } },
    ])
    actor.stop()
  })

  it('shows a failed quote as the error with "Prøv igen", not as an unavailable car', async () => {
    quoteLease.mockResolvedValueOnce({ outcome: 'failed' })
    const actor = start()
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('error')
    expect(snapshot.context.problem).toEqual({ kind: 'failed' })
    expect(snapshot.can({ type: 'quote.retry' })).toBe(true)
    // "Prøv igen" asks again, and a good answer is shown.
    quoteLease.mockResolvedValueOnce({ outcome: 'quoted', quote })
    actor.send({ type: 'quote.retry' })
    expect((await settled(actor)).value).toBe('quoted')
    actor.stop()
  })

  it('shows a sold car as unavailable', async () => {
    quoteLease.mockResolvedValueOnce({ outcome: 'unavailable', reason: 'not-found' })
    const actor = start()
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('unavailable')
    expect(snapshot.context.problem).toEqual({ kind: 'unavailable', reason: 'not-found' })
    actor.stop()
  })
})
