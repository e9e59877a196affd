import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import {
  autochatDefinition,
  autochatState,
  maxMessageLength,
  outgoingMessageSchema,
  chatHrefSchema,
  type AutochatMachine,
  type AutochatState,
} from './autochat-machine.ts'
import { autochatModel, modelChunk } from './autochat-model.ts'

/**
 * Hand-written from spec 4 ("loading, ready, error, fallback") and issue 15 (not read from the
 * machine): for each state, where each event leads. Missing entries: the event changes nothing.
 */
const expected: Record<AutochatState, Record<string, AutochatState>> = {
  closed: { 'chat.open': 'loading', 'chat.open+session': 'idle', 'chat.started': 'idle' },
  loading: {
    'start.ready': 'idle',
    'start.unavailable': 'fallback',
    'start.failed': 'error',
    'start.error': 'error',
    'chat.close': 'closed',
  },
  error: { 'chat.retry': 'loading', 'chat.close': 'closed' },
  fallback: { 'chat.close': 'closed' },
  idle: {
    'message.send': 'sending',
    'message.send+outbox': 'idle',
    'message.retry+outbox': 'sending',
    'message.queued': 'idle',
    'answer.received': 'idle',
    'chat.close': 'closed',
  },
  sending: {
    'send.sent': 'streaming',
    'send.unavailable': 'idle',
    'send.rate-limited': 'idle',
    'send.error': 'idle',
    'chat.close': 'closed',
  },
  streaming: {
    'answer.chunk': 'streaming',
    'stream.complete': 'idle',
    'stream.cut': 'idle',
    'stream.error': 'idle',
    'chat.close': 'closed',
  },
}

/** What the visitor is told in idle after each outcome (problem shown beside the conversation). */
const expectedProblem: Record<string, string | null> = {
  'send.unavailable': 'send-failed',
  'send.error': 'send-failed',
  'send.rate-limited': 'rate-limited',
  'stream.complete': null,
  'stream.cut': 'stream-cut',
  'stream.error': 'stream-cut',
  'message.retry+outbox': null,
}

function tableKey(event: AnyEventObject, before: StepContext<AutochatMachine>['before']): string {
  const e = event as AnyEventObject & { output?: { outcome: string } }
  const actor = /^xstate\.(done|error)\.actor\.(startChat|sendMessage|streamAnswer)$/.exec(event.type)
  if (actor) {
    const prefix = { startChat: 'start', sendMessage: 'send', streamAnswer: 'stream' }[actor[2] as 'startChat']
    return `${prefix}.${actor[1] === 'error' ? 'error' : e.output?.outcome}`
  }
  if (event.type === 'chat.open' && before.context.sessionId !== null) return 'chat.open+session'
  if ((event.type === 'message.send' || event.type === 'message.retry') && before.context.outbox !== null) return `${event.type}+outbox`
  return event.type
}

function checkStep({ event, before, after, emitted }: StepContext<AutochatMachine>) {
  const from = autochatState(before)
  const key = tableKey(event, before)
  const to = expected[from][key] ?? from
  expect(autochatState(after), `${from} + ${key}`).toBe(to)
  const notices = emitted.map((n) => n.type)
  if (from !== to || key in expected[from]) {
    if (key in expectedProblem && to === 'idle') expect(after.context.problem, `${from} + ${key}`).toBe(expectedProblem[key])
  } else {
    // Ignored: nothing changes and nothing is announced.
    expect(after.context).toEqual(before.context)
    expect(notices).toEqual([])
  }
  // Analytics: an open, a sent message and an answer are announced exactly when they happen.
  if (event.type === 'chat.open' && from === 'closed') expect(notices).toContain('notice.opened')
  if (key === 'message.send' && from === 'idle') expect(notices).toEqual(['notice.sent'])
  // The visitor's message is kept (marked unsent) until its answer arrives: nothing is lost.
  if (['sending', 'streaming'].includes(from) && to === 'idle' && !key.startsWith('stream.')) expect(after.context.outbox).toEqual(before.context.outbox)
  if (key === 'send.sent') expect(after.context.outbox).toEqual(before.context.outbox)
  // Once answered, the visitor's own message is in the conversation, followed by the answer.
  if (key.startsWith('stream.')) {
    const added = after.context.messages.slice(before.context.messages.length)
    expect(added[0]).toMatchObject({ role: 'visitor', text: before.context.outbox?.text })
    expect(after.context.outbox).toBeNull()
    // A cut stream keeps what arrived of the answer, marked incomplete (nothing arrived: only the visitor's message).
    if (key === 'stream.error' && before.context.partial !== '')
      expect(added[1]).toMatchObject({ role: 'assistant', text: before.context.partial, incomplete: true })
    if (key === 'stream.error' && before.context.partial === '') expect(added).toHaveLength(1)
    if (key === 'stream.cut') expect(added[1]?.incomplete).toBe(true)
  }
  if (key === 'answer.chunk') expect(after.context.partial).toBe(before.context.partial + modelChunk)
}

describe('autochat limits and links', () => {
  it('caps a message at 1,000 characters and refuses an empty one', () => {
    expect(maxMessageLength).toBe(1_000)
    expect(outgoingMessageSchema.safeParse({ key: 'chat-msg-00000001', text: 'x'.repeat(1_001) }).success).toBe(false)
    expect(outgoingMessageSchema.safeParse({ key: 'chat-msg-00000001', text: '   ' }).success).toBe(false)
  })

  it("allows links only to the site's own pages and phone numbers", () => {
    for (const ok of ['/lager/100002-1-renault-megane-e-tech', '/lokationer/greve', 'tel:+4543901234'])
      expect(chatHrefSchema.safeParse(ok).success, ok).toBe(true)
    for (const bad of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', 'mailto:a@b.dk'])
      expect(chatHrefSchema.safeParse(bad).success, bad).toBe(false)
  })
})

describeModelPaths({ model: autochatModel, definition: autochatDefinition, onStep: checkStep, minPaths: 20 })
