/**
 * The chat's server functions called as the site calls them (through Start's
 * server-side execution, src/server/server-fn-test-support.ts), with the
 * product API, the page context, the entry projection and the rate limiter
 * stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Start from '@tanstack/react-start'
import { serverFnsAfresh } from '../server/server-fn-test-support.ts'

const stubs = vi.hoisted(() => ({
  bubbleEnabled: true,
  allow: vi.fn<(address: string, key: string) => boolean>(),
  address: vi.fn<() => string>(),
  chatContextFor: vi.fn<(api: unknown, page: { pagePath?: string; vehicleId?: string }) => Promise<unknown>>(),
  toChatEntry: vi.fn<(message: { id: string }) => Promise<unknown>>(),
  api: {
    startChat: vi.fn<(body: unknown, options: { idempotencyKey: string }) => Promise<{ status: string; sessionId: string; messages: { id: string }[] }>>(),
    sendChatMessage: vi.fn<(sessionId: string, body: unknown, options: { idempotencyKey: string }) => Promise<{ message: { id: string } }>>(),
  },
}))
vi.mock('#app.config', async (importOriginal) => {
  const actual = await importOriginal<{ constants: { autochat: object } }>()
  const autochat = new Proxy(actual.constants.autochat, {
    get: (target, property, receiver) => (property === 'bubbleEnabled' ? stubs.bubbleEnabled : Reflect.get(target, property, receiver)),
  })
  return { ...actual, constants: { ...actual.constants, autochat } }
})
vi.mock('../server/product-api.server.ts', () => ({ productApi: () => stubs.api }))
vi.mock('../server/client-address.server.ts', () => ({ requestClientAddress: () => stubs.address() }))
vi.mock('./chat-context.server.ts', () => ({ chatContextFor: (api: unknown, page: object) => stubs.chatContextFor(api, page) }))
vi.mock('./chat-entries.server.ts', () => ({ toChatEntry: (message: { id: string }) => stubs.toChatEntry(message) }))
vi.mock('./chat-limiter.server.ts', () => ({ createChatLimiter: () => ({ allow: (a: string, k: string) => stubs.allow(a, k) }) }))
// The server build's createServerFn (src/server/server-fn-test-support.ts).
vi.mock('@tanstack/react-start', async (importOriginal) => {
  const { asServerBuild } = await import('../server/server-fn-test-support.ts')
  return asServerBuild(await importOriginal<typeof Start>())
})

const { onServer, call } = await serverFnsAfresh()
const { startChat, sendChatMessage } = await import('./chat.functions.ts')

const pageContext = { vehicle: { id: 'bil-1' } }
const sessionId = 'chat-0123456789abcdef'
const message = { key: 'key-12345678', text: 'Har I elbiler?' }
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  stubs.bubbleEnabled = true
  stubs.allow.mockReturnValue(true)
  stubs.address.mockReturnValue('10.0.0.1')
  stubs.chatContextFor.mockResolvedValue(pageContext)
  stubs.toChatEntry.mockImplementation(async (m) => ({ entry: m.id }))
  stubs.api.startChat.mockResolvedValue({ status: 'open', sessionId, messages: [{ id: 'msg-0001' }, { id: 'msg-0002' }] })
  stubs.api.sendChatMessage.mockResolvedValue({ message: { id: 'msg-0003' } })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.resetAllMocks()
  warn.mockRestore()
})

describe('startChat', () => {
  it('opens a session with the page context and a fresh idempotency key, and gives the entries', async () => {
    const result = await call(startChat, { context: { pagePath: '/lager/bil-1', vehicleId: 'bil-1' } })
    expect(result).toEqual({ outcome: 'ready', sessionId, messages: [{ entry: 'msg-0001' }, { entry: 'msg-0002' }] })
    expect(stubs.chatContextFor).toHaveBeenCalledWith(stubs.api, { pagePath: '/lager/bil-1', vehicleId: 'bil-1' })
    expect(stubs.api.startChat).toHaveBeenCalledTimes(1)
    const [body, options] = stubs.api.startChat.mock.calls[0] ?? []
    expect(body).toEqual({ context: pageContext })
    expect(options?.idempotencyKey).toMatch(/^chat-start-[0-9a-f-]{36}$/)
    await call(startChat, { context: {} })
    expect(stubs.api.startChat.mock.calls[1]?.[1].idempotencyKey).not.toBe(options?.idempotencyKey)
  })

  it('is unavailable when the dealer has the chat off (no session is opened)', async () => {
    stubs.bubbleEnabled = false
    expect(await call(startChat, { context: {} })).toEqual({ outcome: 'unavailable' })
    expect(stubs.api.startChat).not.toHaveBeenCalled()
  })

  it('is unavailable when the product API answers with a closed session', async () => {
    stubs.api.startChat.mockResolvedValue({ status: 'closed', sessionId, messages: [] })
    expect(await call(startChat, { context: {} })).toEqual({ outcome: 'unavailable' })
  })

  it('fails (and logs why) when the product API fails', async () => {
    stubs.api.startChat.mockRejectedValue(new Error('boom'))
    expect(await call(startChat, { context: {} })).toEqual({ outcome: 'failed' })
    expect(warn).toHaveBeenCalledWith('[autochat] start failed:', 'boom')
    stubs.api.startChat.mockRejectedValue('plain')
    expect(await call(startChat, { context: {} })).toEqual({ outcome: 'failed' })
    expect(warn).toHaveBeenLastCalledWith('[autochat] start failed:', 'plain')
  })

  it('is a POST that takes only the context (page path ≤ 500, vehicle id ≤ 200)', async () => {
    expect(startChat.method).toBe('POST')
    expect((await onServer(startChat, { context: { pagePath: 'a'.repeat(500), vehicleId: 'b'.repeat(200) } })).error).toBeUndefined()
    expect((await onServer(startChat, { context: { pagePath: 'a'.repeat(501) } })).error).toBeInstanceOf(Error)
    expect((await onServer(startChat, { context: { vehicleId: 'b'.repeat(201) } })).error).toBeInstanceOf(Error)
    expect((await onServer(startChat, { context: {}, extra: 1 })).error).toBeInstanceOf(Error)
    expect((await onServer(startChat, { context: { other: 1 } })).error).toBeInstanceOf(Error)
    expect((await onServer(startChat, {})).error).toBeInstanceOf(Error)
    expect(stubs.api.startChat).toHaveBeenCalledTimes(1)
  })
})

describe('sendChatMessage', () => {
  it('sends the text with the page context and the message key as idempotency key', async () => {
    expect(await call(sendChatMessage, { sessionId, message, pagePath: '/lager/bil-1' })).toEqual({ outcome: 'sent', messageId: 'msg-0003' })
    expect(stubs.allow).toHaveBeenCalledWith('10.0.0.1', message.key)
    expect(stubs.chatContextFor).toHaveBeenCalledWith(stubs.api, { pagePath: '/lager/bil-1' })
    expect(stubs.api.sendChatMessage).toHaveBeenCalledWith(sessionId, { text: message.text, context: pageContext }, { idempotencyKey: message.key })
  })

  it('sends without a context when no page is given', async () => {
    expect(await call(sendChatMessage, { sessionId, message })).toEqual({ outcome: 'sent', messageId: 'msg-0003' })
    expect(stubs.chatContextFor).not.toHaveBeenCalled()
    expect(stubs.api.sendChatMessage).toHaveBeenCalledWith(sessionId, { text: message.text }, { idempotencyKey: message.key })
  })

  it('is rate-limited when the limiter says no (nothing is sent)', async () => {
    stubs.allow.mockReturnValue(false)
    expect(await call(sendChatMessage, { sessionId, message, pagePath: '/' })).toEqual({ outcome: 'rate-limited' })
    expect(stubs.api.sendChatMessage).not.toHaveBeenCalled()
  })

  it('is unavailable (and logs why) when the product API fails', async () => {
    stubs.api.sendChatMessage.mockRejectedValue(new Error('boom'))
    expect(await call(sendChatMessage, { sessionId, message })).toEqual({ outcome: 'unavailable' })
    expect(warn).toHaveBeenCalledWith('[autochat] send failed:', 'boom')
    stubs.api.sendChatMessage.mockRejectedValue('plain')
    expect(await call(sendChatMessage, { sessionId, message })).toEqual({ outcome: 'unavailable' })
    expect(warn).toHaveBeenLastCalledWith('[autochat] send failed:', 'plain')
  })

  it('is a POST that validates the session, the message and the page path (≤ 500)', async () => {
    expect(sendChatMessage.method).toBe('POST')
    expect((await onServer(sendChatMessage, { sessionId, message, pagePath: 'a'.repeat(500) })).error).toBeUndefined()
    expect((await onServer(sendChatMessage, { sessionId, message, pagePath: 'a'.repeat(501) })).error).toBeInstanceOf(Error)
    expect((await onServer(sendChatMessage, { sessionId: 'chat-1', message })).error).toBeInstanceOf(Error)
    expect((await onServer(sendChatMessage, { sessionId, message: { key: 'k', text: 'x' } })).error).toBeInstanceOf(Error)
  })
})
