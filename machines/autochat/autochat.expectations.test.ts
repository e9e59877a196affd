/**
 * Autochat checked against tables written by hand from spec 4, 8 and 9 and
 * issue 15 (issue 16), not from the machine: what an answer may link to,
 * the shapes of messages, keys and sessions as the product API gives them,
 * where the chat was opened from, what is kept of a cut answer, and what the
 * browser's journal holds after each step.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate'
import { journalKey } from '../kit/journal-key.ts'
import { replay } from '../kit/replay.ts'
import {
  autochatDefinition,
  autochatJournalEventSchema,
  autochatMachine,
  autochatState,
  chatEntrySchema,
  chatHrefSchema,
  outgoingMessageSchema,
  sessionIdSchema,
  type ChatEntry,
  type ChatOpenContext,
  type OutgoingMessage,
  type SendResult,
  type StartResult,
  type StreamResult,
} from './autochat-machine.ts'

const sessionId = 'chat-00112233445566ff'
const greeting: ChatEntry = { id: 'msg-0001', role: 'assistant', text: 'Hej! Hvad kan jeg hjælpe med?', links: [], suggestions: [] }
const message: OutgoingMessage = { key: 'chat-msg-0001', text: 'Har I elbiler?' }
const reply: ChatEntry = { id: 'msg-0003', role: 'assistant', text: 'Ja, 2 på lager.', links: [], suggestions: ['Vis dem'] }

describe('links in answers go only to the site’s own pages or a phone number', () => {
  const table: [string, boolean][] = [
    ['/', true],
    ['/lager/100002-1-renault-megane-e-tech?fra=chat', true],
    ['tel:+4543901234', true],
    ['tel:43901234', true],
    ['tel:123456', true],
    ['tel:+123456789012345', true],
    ['tel:12345', false],
    ['tel:+1234567890123456', false],
    ['tel:+45 43 90 12 34', false],
    ['tel:+4543901234x', false],
    ['/lager /x', false],
    ['/lager\n', false],
    ['//evil.example', false],
    ['x/lager', false],
    ['lager', false],
    ['https://evil.example/lager', false],
  ]
  for (const [href, ok] of table) {
    it(`${JSON.stringify(href)}: ${ok ? 'allowed' : 'refused'}`, () => {
      expect(chatHrefSchema.safeParse(href).success).toBe(ok)
    })
  }

  it('keeps a vehicle card with its title, price, details and image', () => {
    const link = {
      label: 'Renault Megane E-Tech',
      href: '/lager/100002-1-renault-megane-e-tech',
      vehicle: { title: 'Renault Megane E-Tech 60 kWh', price: '249.900 kr.', details: '2023 · 12.000 km · El', imageUrl: null },
    }
    expect(chatEntrySchema.parse({ ...reply, links: [link] }).links).toEqual([link])
  })

  it('says why a link is refused, in Danish', () => {
    expect(chatHrefSchema.safeParse('https://evil.example').error?.issues[0]?.message).toBe('Kun links til sitets egne sider.')
  })
})

describe('messages, keys and sessions as the product API gives them', () => {
  it.each([
    ['msg-0001', true],
    ['msg-123456', true],
    ['msg-001', false],
    ['msg-00a1', false],
    ['xmsg-0001', false],
    ['msg-0001x', false],
  ])('message id %s: %s', (id, ok) => {
    expect(chatEntrySchema.safeParse({ ...greeting, id }).success).toBe(ok)
  })

  it.each([
    ['visitor', true],
    ['assistant', true],
    ['system', false],
  ])('role %s: %s', (role, ok) => {
    expect(chatEntrySchema.safeParse({ ...greeting, role }).success).toBe(ok)
  })

  it.each([
    ['chat-0123456789abcdef', true],
    ['chat-0123456789ABCDEF', false],
    ['chat-0123456789abcde', false],
    ['chat-0123456789abcdef0', false],
    ['xchat-0123456789abcdef', false],
    ['chat-0123456789abcdeg', false],
  ])('session id %s: %s', (id, ok) => {
    expect(sessionIdSchema.safeParse(id).success).toBe(ok)
  })

  it.each([
    ['abcdefgh', true],
    ['A-Z_a-z_0-9', true],
    ['abcdefg', false],
    ['x'.repeat(101), false],
    ['abc.defgh', false],
    [' abcdefgh', false],
    ['abcdefgh ', false],
  ])('message key %s: %s', (key, ok) => {
    expect(outgoingMessageSchema.safeParse({ key, text: 'Hej' }).success).toBe(ok)
  })

  it('a message is sent without the spaces around it', () => {
    expect(outgoingMessageSchema.parse({ key: 'abcdefgh', text: '  Hej  ' }).text).toBe('Hej')
  })

  it('the journal holds the five restorable events', () => {
    const events = [
      { type: 'chat.started', sessionId, messages: [greeting] },
      { type: 'chat.open', context: { pagePath: '/lager/104233', vehicleId: '104233' } },
      { type: 'chat.open', context: {} },
      { type: 'chat.close' },
      { type: 'message.queued', message },
      { type: 'answer.received', messages: [reply] },
    ]
    for (const event of events) expect(autochatJournalEventSchema.safeParse(event).data, event.type).toEqual(event)
    for (const event of [{ type: 'chat.retry' }, { type: 'message.send', message }, { type: 'answer.chunk', text: 'x' }])
      expect(autochatJournalEventSchema.safeParse(event).success, event.type).toBe(false)
  })
})

/** A chat whose site the test answers by hand. */
function chat() {
  const asked = { starts: [] as ChatOpenContext[], sends: [] as { sessionId: string; message: OutgoingMessage }[], streams: [] as string[] }
  const answers: {
    start?: (r: StartResult) => void
    send?: (r: SendResult) => void
    stream?: { done: (r: StreamResult | Error) => void; parent: AnyActorRef }
  } = {}
  const machine = autochatMachine.provide({
    actors: {
      startChat: fromPromise<StartResult, { context: ChatOpenContext }>(({ input }) => {
        asked.starts.push(input.context)
        return new Promise((resolve) => (answers.start = resolve))
      }),
      sendMessage: fromPromise<SendResult, { sessionId: string; message: OutgoingMessage }>(({ input }) => {
        asked.sends.push(input)
        return new Promise((resolve) => (answers.send = resolve))
      }),
      streamAnswer: fromPromise<StreamResult, { sessionId: string; after: string; parent: AnyActorRef }>(({ input }) => {
        asked.streams.push(`${input.sessionId} ${input.after}`)
        return new Promise((resolve, reject) => {
          answers.stream = { done: (r) => (r instanceof Error ? reject(r) : resolve(r)), parent: input.parent }
        })
      }),
    },
  })
  const actor = createActor(machine).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e as AnyEventObject))
  const tick = () => new Promise((r) => setTimeout(r, 0))
  const journaled = () => emitted.filter((e) => e.type === 'journal.record').map((e) => (e as unknown as { event: AnyEventObject }).event)
  const notices = () => emitted.filter((e) => e.type.startsWith('notice.'))
  const state = () => autochatState(actor.getSnapshot())
  const context = () => actor.getSnapshot().context
  /** Opens the chat, the site starts a session, the visitor sends `message` and the site takes it. */
  async function toStreaming() {
    actor.send({ type: 'chat.open', context: { pagePath: '/lager/104233', vehicleId: '104233' } })
    answers.start?.({ outcome: 'ready', sessionId, messages: [greeting] })
    await tick()
    actor.send({ type: 'message.send', message })
    answers.send?.({ outcome: 'sent', messageId: 'msg-0009' })
    await tick()
  }
  return { actor, asked, answers, tick, journaled, notices, state, context, toStreaming }
}

describe('a conversation with the site', () => {
  it('the session starts for the page the chat was opened on, and the message goes to that session', async () => {
    const c = chat()
    expect(c.context()).toMatchObject({ sessionId: null, messages: [], outbox: null, answering: null, partial: '', problem: null, openedFrom: {} })
    await c.toStreaming()
    expect(c.asked.starts).toEqual([{ pagePath: '/lager/104233', vehicleId: '104233' }])
    expect(c.context().openedFrom).toEqual({ pagePath: '/lager/104233', vehicleId: '104233' })
    expect(c.asked.sends).toEqual([{ sessionId, message }])
    expect(c.asked.streams).toEqual([`${sessionId} msg-0009`])
    expect(c.state()).toBe('streaming')
    expect(c.journaled()).toEqual([
      { type: 'chat.started', sessionId, messages: [greeting] },
      { type: 'message.queued', message },
    ])
    expect(c.notices()).toEqual([{ type: 'notice.opened' }, { type: 'notice.sent', message }])
    c.actor.stop()
  })

  it('a complete answer follows the visitor’s own message, stored under its id', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.done({ outcome: 'complete', messages: [reply] })
    await c.tick()
    const visitor = { id: 'msg-0009', role: 'visitor', text: message.text, links: [], suggestions: [] }
    expect(c.context().messages).toEqual([greeting, visitor, reply])
    expect(c.context()).toMatchObject({ outbox: null, answering: null, partial: '', problem: null })
    expect(c.journaled().at(-1)).toEqual({ type: 'answer.received', messages: [visitor, reply] })
    expect(c.notices().at(-1)).toEqual({ type: 'notice.answered', messages: [reply] })
    c.actor.stop()
  })

  it('an answer cut by the connection keeps what arrived (capped at 4 000 characters), marked incomplete, under the next id', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.parent.send({ type: 'answer.chunk', text: 'Ja, ' })
    c.answers.stream?.parent.send({ type: 'answer.chunk', text: 'x'.repeat(4_100) })
    expect(c.context().partial).toBe(`Ja, ${'x'.repeat(3_996)}`)
    c.answers.stream?.done(new Error('connection reset'))
    await c.tick()
    const visitor = { id: 'msg-0009', role: 'visitor', text: message.text, links: [], suggestions: [] }
    const partial = { id: 'msg-0010', role: 'assistant', text: `Ja, ${'x'.repeat(3_996)}`, links: [], suggestions: [], incomplete: true }
    expect(c.context().messages).toEqual([greeting, visitor, partial])
    expect(c.context().partial).toBe('')
    expect(c.context().problem).toBe('stream-cut')
    expect(c.journaled().at(-1)).toEqual({ type: 'answer.received', messages: [visitor, partial] })
    expect(c.notices().at(-1)).toEqual({ type: 'notice.cut' })
    c.actor.stop()
  })

  it('a cut answer that streamed nothing keeps only the visitor’s message', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.done(new Error('connection reset'))
    await c.tick()
    expect(c.context().messages).toEqual([greeting, { id: 'msg-0009', role: 'visitor', text: message.text, links: [], suggestions: [] }])
    c.actor.stop()
  })

  it('the next message after a cut answer clears the problem while it is sent', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.done(new Error('connection reset'))
    await c.tick()
    expect(c.context().problem).toBe('stream-cut')
    c.actor.send({ type: 'message.send', message: { key: 'chat-msg-0002', text: 'Og varevogne?' } })
    expect(c.state()).toBe('sending')
    expect(c.context().problem).toBeNull()
    c.actor.stop()
  })

  it('a message sent again after the panel was closed mid-answer streams its answer afresh', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.parent.send({ type: 'answer.chunk', text: 'Ja, vi har' })
    c.actor.send({ type: 'chat.close' })
    c.actor.send({ type: 'chat.open', context: {} })
    expect(c.state()).toBe('idle')
    c.actor.send({ type: 'message.retry' })
    c.answers.send?.({ outcome: 'sent', messageId: 'msg-0009' })
    await c.tick()
    expect(c.state()).toBe('streaming')
    expect(c.context().partial).toBe('')
    c.actor.stop()
  })

  it('a complete answer marked incomplete by the site is shown as cut', async () => {
    const c = chat()
    await c.toStreaming()
    c.answers.stream?.done({ outcome: 'complete', messages: [{ ...reply, incomplete: true }] })
    await c.tick()
    expect(c.context().problem).toBe('stream-cut')
    c.actor.stop()
  })
})

describe('the journal', () => {
  it('is autochat', () => {
    expect(journalKey(autochatDefinition.journal.machineId)).toBe('bilhuset-nord:machine:autochat')
  })

  const started = { type: 'chat.started', sessionId, messages: [greeting] } as const
  const queued = { type: 'message.queued', message } as const
  const table: { what: string; events: AnyEventObject[]; projection: unknown; compact: AnyEventObject[] }[] = [
    { what: 'no conversation', events: [], projection: { open: false, sessionId: null, messages: [], outbox: null }, compact: [] },
    { what: 'an open conversation', events: [started], projection: { open: true, sessionId, messages: [greeting], outbox: null }, compact: [started] },
    {
      what: 'a closed conversation with an unsent message',
      events: [started, queued, { type: 'chat.close' }],
      projection: { open: false, sessionId, messages: [greeting], outbox: message },
      compact: [started, queued, { type: 'chat.close' }],
    },
    {
      what: 'an answered message',
      events: [started, queued, { type: 'answer.received', messages: [reply] }],
      projection: { open: true, sessionId, messages: [greeting, reply], outbox: null },
      compact: [{ type: 'chat.started', sessionId, messages: [greeting, reply] }],
    },
  ]
  for (const row of table) {
    it(row.what, () => {
      const snapshot = replay(autochatMachine, row.events as never)
      expect(autochatDefinition.project(snapshot)).toEqual(row.projection)
      expect(autochatDefinition.compact(snapshot)).toEqual(row.compact)
    })
  }
})

describe('an actor the page forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['startChat', 'sendMessage', 'streamAnswer']) {
    it(name, async () => {
      const logic = (autochatMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: {} }).start())).rejects.toThrow(`autochat: the actor "${name}" was not provided`)
    })
  }
})
