/**
 * chat-store.ts: how the chat is opened (the event the machine gets) and the
 * analytics events made of the machine's notices (docs/analytics.md: chat_open
 * with vehicle_id, null unless opened from a vehicle; chat_message_sent with
 * message_length, never the text; chat_handoff with handoff_type and chat_state).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as DataLayer from '../analytics/data-layer.ts'

const stubs = vi.hoisted(() => ({
  options: null as null | { machineId: string; load: () => Promise<unknown>; onEmitted: (n: unknown) => void; onLoadError: unknown },
  send: vi.fn<(event: unknown) => void>(),
  push: vi.fn<(event: unknown) => void>(),
  loaded: { loaded: true },
}))
vi.mock('#machines/kit/lazy-machine.ts', () => ({
  lazyMachine: (options: typeof stubs.options) => {
    stubs.options = options
    return { send: stubs.send, preload: vi.fn() }
  },
}))
vi.mock('../analytics/data-layer.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof DataLayer>()
  return { ...actual, pushAnalyticsEvent: (event: unknown) => stubs.push(event) }
})
vi.mock('./chat-runtime.ts', () => ({ loadedAutochat: () => stubs.loaded }))

// Files may share one module graph (vitest --no-isolate): load the store afresh, with the stubs.
vi.resetModules()
const { openChat, pushChatHandoff } = await import('./chat-store.ts')
const { reportLazyStoreError } = await import('../observability/lazy-store-error.ts')

const opened = { type: 'notice.opened' }
const sent = (text: string) => ({ type: 'notice.sent', message: { key: 'key-12345678', text } })

beforeEach(() => {
  vi.stubGlobal('window', { location: { pathname: '/lager/100002-1-renault-megane' } })
})
afterEach(() => {
  vi.unstubAllGlobals()
  stubs.send.mockReset()
  stubs.push.mockReset()
})

describe('the autochat store', () => {
  it('is the autochat machine, loaded from the runtime, with load errors reported', async () => {
    expect(stubs.options?.machineId).toBe('autochat')
    expect(await stubs.options?.load()).toBe(stubs.loaded)
    expect(stubs.options?.onLoadError).toBe(reportLazyStoreError)
  })
})

describe('openChat', () => {
  it('opens with the page path, and the vehicle when opened from one', () => {
    openChat('100002')
    expect(stubs.send).toHaveBeenLastCalledWith({ type: 'chat.open', context: { pagePath: '/lager/100002-1-renault-megane', vehicleId: '100002' } })
    openChat()
    expect(stubs.send).toHaveBeenLastCalledWith({ type: 'chat.open', context: { pagePath: '/lager/100002-1-renault-megane' } })
  })

  it('cuts the page path to 500 characters', () => {
    vi.stubGlobal('window', { location: { pathname: `/${'a'.repeat(600)}` } })
    openChat()
    expect(stubs.send).toHaveBeenLastCalledWith({ type: 'chat.open', context: { pagePath: `/${'a'.repeat(499)}` } })
  })

  it('sends no page path on the server', () => {
    vi.stubGlobal('window', undefined)
    openChat()
    expect(stubs.send).toHaveBeenLastCalledWith({ type: 'chat.open', context: { pagePath: undefined } })
  })
})

describe('analytics from the notices', () => {
  it('chat_open with the vehicle it was opened from, null otherwise', () => {
    openChat('100002')
    stubs.options?.onEmitted(opened)
    expect(stubs.push).toHaveBeenLastCalledWith(expect.objectContaining({ event: 'chat_open', contract_id: 'vm_chat_open', vehicle_id: '100002' }))
    openChat()
    stubs.options?.onEmitted(opened)
    expect(stubs.push).toHaveBeenLastCalledWith(expect.objectContaining({ event: 'chat_open', vehicle_id: null }))
  })

  it('chat_message_sent with the length of the message, not its text', () => {
    stubs.options?.onEmitted(sent('Har I elbiler?'))
    expect(stubs.push).toHaveBeenCalledTimes(1)
    const event = stubs.push.mock.calls[0]?.[0] as Record<string, unknown>
    expect(event).toEqual(expect.objectContaining({ event: 'chat_message_sent', contract_id: 'vm_chat_message_sent', message_length: 14 }))
    expect(JSON.stringify(event)).not.toContain('elbiler')
  })

  it('nothing for other notices', () => {
    stubs.options?.onEmitted({ type: 'notice.failed' })
    expect(stubs.push).not.toHaveBeenCalled()
  })

  it('chat_handoff with its type and the chat state', () => {
    pushChatHandoff('callback', 'fallback')
    expect(stubs.push).toHaveBeenLastCalledWith(expect.objectContaining({ event: 'chat_handoff', handoff_type: 'callback', chat_state: 'fallback' }))
  })
})
