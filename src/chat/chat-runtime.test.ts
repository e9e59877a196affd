import { describe, expect, it } from 'vitest'
import { readAnswer } from './chat-runtime.ts'
import { createChatLimiter } from './chat-limiter.server.ts'
import { chunksOf } from './chat-stream.server.ts'

function streamOf(lines: string[], { fail = false } = {}): typeof fetch {
  return (async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const line of lines) controller.enqueue(encoder.encode(line))
        // The connection drops a moment after the last piece (midway through the answer).
        if (fail) setTimeout(() => controller.error(new TypeError('network error')), 20)
        else controller.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
}

const reply = {
  id: 'msg-0003',
  role: 'assistant',
  text: 'Vi har 2 elbiler.',
  links: [{ label: 'Renault Megane', href: '/lager/100002-1-renault-megane' }],
  suggestions: [],
}

describe('reading the answer stream', () => {
  it('passes each piece to the machine and ends complete with the validated messages', async () => {
    const chunks: string[] = []
    const parent = { send: (e: { text: string }) => chunks.push(e.text) }
    const lines = ['{"type":"chunk","text":"Vi har "}\n{"type":"chu', 'nk","text":"2 elbiler."}\n', `${JSON.stringify({ type: 'done', messages: [reply] })}\n`]
    const result = await readAnswer({ sessionId: 'chat-0123456789abcdef', after: 'msg-0002', parent }, new AbortController().signal, streamOf(lines))
    expect(chunks).toEqual(['Vi har ', '2 elbiler.'])
    expect(result).toEqual({ outcome: 'complete', messages: [reply] })
  })

  it('keeps what arrived, marked incomplete, when the stream is cut midway', async () => {
    const parent = { send: () => undefined }
    const result = await readAnswer(
      { sessionId: 'chat-0123456789abcdef', after: 'msg-0002', parent },
      new AbortController().signal,
      streamOf(['{"type":"chunk","text":"Vi har "}\n'], { fail: true }),
    )
    expect(result).toEqual({ outcome: 'cut', messages: [{ id: 'msg-0003', role: 'assistant', text: 'Vi har ', links: [], suggestions: [], incomplete: true }] })
  })

  it('fails when nothing arrived, and refuses links off the site', async () => {
    const parent = { send: () => undefined }
    const signal = new AbortController().signal
    await expect(readAnswer({ sessionId: 'chat-0123456789abcdef', after: 'msg-0002', parent }, signal, streamOf([]))).rejects.toThrow()
    const offSite = { ...reply, links: [{ label: 'Ondt', href: 'https://evil.example' }] }
    await expect(
      readAnswer(
        { sessionId: 'chat-0123456789abcdef', after: 'msg-0002', parent },
        signal,
        streamOf([`${JSON.stringify({ type: 'done', messages: [offSite] })}\n`]),
      ),
    ).rejects.toThrow()
  })
})

describe('the answer in pieces and the rate limit', () => {
  it('splits the text in two-word pieces that add up to the text', () => {
    const text = 'Vi har 53 elbiler under 300.000 kr. på lager.'
    expect(chunksOf(text).join('')).toBe(text)
    expect(chunksOf(text)[0]).toBe('Vi har ')
  })

  it('allows 20 new messages a minute per address; a retry of a known key always passes', () => {
    let now = 0
    const limiter = createChatLimiter({ limit: 20, windowMs: 60_000, maxAddresses: 10 }, () => now)
    for (let i = 0; i < 20; i++) expect(limiter.allow('10.0.0.1', `key-${i}`)).toBe(true)
    expect(limiter.allow('10.0.0.1', 'key-20')).toBe(false)
    expect(limiter.allow('10.0.0.1', 'key-3')).toBe(true)
    expect(limiter.allow('10.0.0.2', 'key-20')).toBe(true)
    now = 60_001
    expect(limiter.allow('10.0.0.1', 'key-20')).toBe(true)
  })
})
