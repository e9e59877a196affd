// @vitest-environment happy-dom
/**
 * The layout's start of the lead courier (outbox-courier.ts): the outbox
 * (browser-outbox.ts, with xstate) is loaded only when a lead waits in
 * localStorage, once per page; a load that fails is tried again on the next
 * call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const startOutboxCourier = vi.hoisted(() => vi.fn<() => void>())
vi.mock('./browser-outbox.ts', () => ({ startOutboxCourier }))

/** A fresh page: the module's "started" flag starts false. */
async function freshPage() {
  vi.resetModules()
  return import('./outbox-courier.ts')
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function queueLead() {
  const { leadJournalPrefix } = await import('./outbox-courier.ts')
  localStorage.setItem(`${leadJournalPrefix}contact`, JSON.stringify({ entries: [{ seq: 0, event: { type: 'lead.queued' } }] }))
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  startOutboxCourier.mockReset()
})

describe('starting the lead courier from the layout', () => {
  it('loads nothing when no lead waits', async () => {
    const page = await freshPage()
    page.startLeadCourierWhenWaiting()
    await settle()
    expect(startOutboxCourier).not.toHaveBeenCalled()
  })

  it('loads the outbox and starts its courier once per page when a lead waits', async () => {
    await queueLead()
    const page = await freshPage()
    page.startLeadCourierWhenWaiting()
    page.startLeadCourierWhenWaiting()
    await settle()
    page.startLeadCourierWhenWaiting()
    await settle()
    expect(startOutboxCourier).toHaveBeenCalledTimes(1)
  })

  it('tries again on the next call when the outbox could not be loaded, and says so in the console', async () => {
    await queueLead()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const chunkError = new Error('Failed to fetch dynamically imported module')
    startOutboxCourier.mockImplementationOnce(() => {
      throw chunkError
    })
    const page = await freshPage()
    page.startLeadCourierWhenWaiting()
    await settle()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/udbakken/i), chunkError)
    page.startLeadCourierWhenWaiting()
    await settle()
    expect(startOutboxCourier).toHaveBeenCalledTimes(2)
  })

  it('does nothing when storage is disabled', async () => {
    await queueLead()
    const page = await freshPage()
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => page.startLeadCourierWhenWaiting()).not.toThrow()
    await settle()
    expect(startOutboxCourier).not.toHaveBeenCalled()
  })

  it('does nothing on the server, and still starts in the browser afterwards', async () => {
    await queueLead()
    const page = await freshPage()
    vi.stubGlobal('window', undefined)
    page.startLeadCourierWhenWaiting()
    vi.unstubAllGlobals()
    await settle()
    expect(startOutboxCourier).not.toHaveBeenCalled()
    page.startLeadCourierWhenWaiting()
    await settle()
    expect(startOutboxCourier).toHaveBeenCalledTimes(1)
  })
})
