/**
 * chat-runtime.ts: the actors the browser gives the autochat machine (through
 * the server functions, stubbed here) and the edges of reading the answer
 * stream (status, empty lines, a cut after pieces, an abort).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'

const stubs = vi.hoisted(() => ({
  startChat: vi.fn<(opts: unknown) => Promise<unknown>>(),
  sendChatMessage: vi.fn<(opts: unknown) => Promise<unknown>>(),
}))
vi.mock('./chat.functions.ts', () => ({ startChat: stubs.startChat, sendChatMessage: stubs.sendChatMessage }))

// Files may share one module graph (vitest --no-isolate): another file may have loaded
// chat-runtime.ts with the real server functions, so this file loads it afresh, with the stubs.
vi.resetModules()
const { ZodError } = await import('zod')
const { loadedAutochat, readAnswer } = await import('./chat-runtime.ts')
const { autochatDefinition, autochatMachine } = await import('#machines/autochat/autochat-machine.ts')

afterEach(() => {
  vi.unstubAllGlobals()
  stubs.startChat.mockReset()
  stubs.sendChatMessage.mockReset()
})

const sessionId = 'chat-0123456789abcdef'
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing')
  return value
}
const actorsOf = () => defined(loadedAutochat().machine).implementations.actors
const run = (logic: unknown, input: unknown) => toPromise(createActor(logic as AnyActorLogic, { input }).start())

function responseOf(lines: string[], { fail = false, status = 200 } = {}) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(line))
      if (fail) controller.error(new TypeError('network error'))
      else controller.close()
    },
  })
  return new Response(body, { status })
}

describe('loadedAutochat', () => {
  it('is the autochat definition, and retries a saved, unanswered message at start', () => {
    const loaded = loadedAutochat()
    expect(loaded.definition).toBe(autochatDefinition)
    expect(loaded.startEvents).toEqual([{ type: 'message.retry' }])
    expect(loaded.machine?.id).toBe(autochatMachine.id)
  })

  it('starts through the startChat server function', async () => {
    stubs.startChat.mockResolvedValue({ outcome: 'unavailable' })
    const actors = actorsOf()
    expect(await run(actors.startChat, { context: { pagePath: '/' } })).toEqual({ outcome: 'unavailable' })
    expect(stubs.startChat).toHaveBeenCalledWith({ data: { context: { pagePath: '/' } } })
  })

  it('sends through sendChatMessage with the page the question is asked from (≤ 500 characters)', async () => {
    stubs.sendChatMessage.mockResolvedValue({ outcome: 'sent', messageId: 'msg-0003' })
    vi.stubGlobal('window', { location: { pathname: `/${'a'.repeat(600)}` } })
    const actors = actorsOf()
    const message = { key: 'key-12345678', text: 'Hej' }
    expect(await run(actors.sendMessage, { sessionId, message })).toEqual({ outcome: 'sent', messageId: 'msg-0003' })
    expect(stubs.sendChatMessage).toHaveBeenCalledWith({ data: { sessionId, message, pagePath: `/${'a'.repeat(499)}` } })
  })

  it('reads the answer from the site stream', async () => {
    const reply = { id: 'msg-0003', role: 'assistant', text: 'Ja.', links: [], suggestions: [] }
    const fetchStub = vi.fn(async () => responseOf([`${JSON.stringify({ type: 'done', messages: [reply] })}\n`]))
    vi.stubGlobal('fetch', fetchStub)
    const actors = actorsOf()
    const parent = { send: vi.fn() }
    expect(await run(actors.streamAnswer, { sessionId, after: 'msg-0002', parent })).toEqual({ outcome: 'complete', messages: [reply] })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })
})

describe('readAnswer, the edges', () => {
  const parent = () => ({ send: vi.fn() })

  it('asks /api/chat-answer for the session after the last message, as NDJSON, with the signal', async () => {
    const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => responseOf(['{"type":"chunk","text":"Ja"}\n']))
    const signal = new AbortController().signal
    await readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, signal, fetchStub as unknown as typeof fetch)
    const [url, init] = defined(fetchStub.mock.calls[0])
    expect(url).toBe(`/api/chat-answer?session=${sessionId}&after=msg-0002`)
    expect(init.signal).toBe(signal)
    expect(init.headers).toEqual({ accept: 'application/x-ndjson' })
  })

  it('fails on an HTTP error, naming the status', async () => {
    const fetchStub = (async () => new Response('nej', { status: 503 })) as unknown as typeof fetch
    await expect(readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, fetchStub)).rejects.toThrow(
      'chat answer: HTTP 503',
    )
  })

  it('fails on an answer without a body', async () => {
    const fetchStub = (async () => new Response(null, { status: 200 })) as unknown as typeof fetch
    await expect(readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, fetchStub)).rejects.toThrow(
      'chat answer: HTTP 200',
    )
  })

  it('skips empty lines and numbers the cut message after the last (msg-0009 → msg-0010)', async () => {
    const p = parent()
    const fetchStub = (async () => responseOf(['\n  \n{"type":"chunk","text":"Vi "}\n\n{"type":"chunk","text":"har"}\n'])) as unknown as typeof fetch
    const result = await readAnswer({ sessionId, after: 'msg-0009', parent: p }, new AbortController().signal, fetchStub)
    expect(p.send.mock.calls).toEqual([[{ type: 'answer.chunk', text: 'Vi ' }], [{ type: 'answer.chunk', text: 'har' }]])
    expect(result).toEqual({ outcome: 'cut', messages: [{ id: 'msg-0010', role: 'assistant', text: 'Vi har', links: [], suggestions: [], incomplete: true }] })
  })

  it('ignores a piece after the last newline (not a whole line) and ends at done', async () => {
    const reply = { id: 'msg-0003', role: 'assistant', text: 'Ja.', links: [], suggestions: [] }
    const p = parent()
    const fetchStub = (async () =>
      responseOf([`${JSON.stringify({ type: 'done', messages: [reply] })}\n{"type":"chunk","text":"efter"}\n`])) as unknown as typeof fetch
    expect(await readAnswer({ sessionId, after: 'msg-0002', parent: p }, new AbortController().signal, fetchStub)).toEqual({
      outcome: 'complete',
      messages: [reply],
    })
    expect(p.send).not.toHaveBeenCalled()
    const tail = (async () => responseOf(['{"type":"chunk","text":"Ja"}\n{"type":"chunk","text":"halv'])) as unknown as typeof fetch
    const cut = await readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, tail)
    expect(cut.messages[0]?.text).toBe('Ja')
  })

  it('keeps the pieces when a later line is invalid; fails when the first is', async () => {
    const bad = (async () => responseOf(['{"type":"chunk","text":"Ja"}\n{"type":"other"}\n'])) as unknown as typeof fetch
    const cut = await readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, bad)
    expect(cut).toEqual({ outcome: 'cut', messages: [{ id: 'msg-0003', role: 'assistant', text: 'Ja', links: [], suggestions: [], incomplete: true }] })
    const first = (async () => responseOf(['{"type":"other"}\n'])) as unknown as typeof fetch
    await expect(readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, first)).rejects.toBeInstanceOf(ZodError)
  })

  it('fails, not cut, when the visitor aborted after pieces arrived', async () => {
    const controller = new AbortController()
    const p = parent()
    const encoder = new TextEncoder()
    let pulls = 0
    // The first read gives a piece; the visitor aborts; the next read fails.
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        pulls++
        if (pulls === 1) stream.enqueue(encoder.encode('{"type":"chunk","text":"Ja"}\n'))
        else {
          controller.abort()
          stream.error(new DOMException('aborted', 'AbortError'))
        }
      },
    })
    const fetchStub = (async () => new Response(body, { status: 200 })) as unknown as typeof fetch
    await expect(readAnswer({ sessionId, after: 'msg-0002', parent: p }, controller.signal, fetchStub)).rejects.toThrow('aborted')
    expect(p.send).toHaveBeenCalledWith({ type: 'answer.chunk', text: 'Ja' })
  })

  it('fails with a reason when the stream ended with nothing', async () => {
    const fetchStub = (async () => responseOf(['\n'])) as unknown as typeof fetch
    await expect(readAnswer({ sessionId, after: 'msg-0002', parent: parent() }, new AbortController().signal, fetchStub)).rejects.toThrow(
      'chat answer: the stream ended without an answer',
    )
  })
})
