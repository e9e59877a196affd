/**
 * Autochat (spec 1, 4 "loading, ready, error, fallback", 8, 9): the chat the
 * bubble opens. The browser talks only to the site; the site calls the
 * product API's chat calls and streams the answer back.
 *
 * - closed: only the bubble. Opening starts a chat session (loading), or,
 *   when the conversation already has a session, shows it at once (ready).
 * - loading: the site starts the session. Fails → error ('Der opstod en fejl
 *   ved åbning af chatten.', retry); the dealer has the chat turned off →
 *   fallback ('Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere.'
 *   with phone, contact form and "Ring mig op").
 * - ready.idle → sending (the visitor's message, with its idempotency key) →
 *   streaming (the answer arrives in chunks) → idle. A message that cannot be
 *   sent stays in the outbox, marked unsent, and is sent again with the same
 *   key (the product API stores it exactly once). A stream cut midway keeps
 *   the partial answer, marked incomplete.
 *
 * Persisted (localStorage journal `autochat`): the conversation, the unsent
 * message and whether the panel is open survive navigation, a reload and a
 * second tab. Journaled events only lead into resting states (closed,
 * ready.idle); after a reload the feature sends `message.retry`, so a queued
 * message goes out again with its key.
 */
import { assertEvent, assign, emit, setup, type AnyActorRef, type SnapshotFrom } from 'xstate'
import { z } from 'zod'
import { journalRecordType, type JournalRecordEmitted, type PersistedMachineDefinition } from '../kit/persisted-machine.ts'
import { requiredActor } from '../kit/required-actor.ts'

// ---------------------------------------------------------------------------
// The conversation
// ---------------------------------------------------------------------------

/** Links in answers point only to the site's own pages (or a phone number). */
export const chatHrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|tel:\+?[0-9]{6,15})$/, 'Kun links til sitets egne sider.')

export const chatEntryLinkSchema = z.object({
  label: z.string().min(1).max(200),
  href: chatHrefSchema,
  /** A vehicle card: the vehicle on the site's stock page. */
  vehicle: z
    .object({
      title: z.string().max(200),
      price: z.string().max(60),
      /** Energy class and WLTP figures beside the price (issue 30); absent in cards saved before. */
      energy: z.string().max(200).optional(),
      details: z.string().max(200),
      imageUrl: z.string().max(500).nullable(),
    })
    .optional(),
})
export type ChatEntryLink = z.infer<typeof chatEntryLinkSchema>

export const chatEntrySchema = z.object({
  id: z.string().regex(/^msg-[0-9]{4,}$/),
  role: z.enum(['visitor', 'assistant']),
  text: z.string().max(4_000),
  links: z.array(chatEntryLinkSchema).max(12),
  suggestions: z.array(z.string().max(200)).max(6),
  /** The stream was cut before the answer was complete. */
  incomplete: z.boolean().optional(),
})
export type ChatEntry = z.infer<typeof chatEntrySchema>

/** The most a visitor may write in one message (the product API's limit). */
export const maxMessageLength = 1_000

export const outgoingMessageSchema = z.object({
  /** Idempotency key, reused for every attempt. */
  key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  text: z.string().trim().min(1).max(maxMessageLength),
})
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>

export const sessionIdSchema = z.string().regex(/^chat-[0-9a-f]{16}$/)

/** Where the chat was opened (the vehicle page it was asked from). */
export interface ChatOpenContext {
  pagePath?: string
  vehicleId?: string
}

/** The site's answer to "start a chat". */
export type StartResult =
  | { outcome: 'ready'; sessionId: string; messages: ChatEntry[] }
  /** The dealer has the chat turned off: the fallback. */
  | { outcome: 'unavailable' }
  /** The product API failed: the open-failed error. */
  | { outcome: 'failed' }

/** The site's answer to a posted message. */
export type SendResult = { outcome: 'sent'; messageId: string } | { outcome: 'unavailable' } | { outcome: 'rate-limited' }

/** How the streamed answer ended. */
export type StreamResult = { outcome: 'complete'; messages: ChatEntry[] } | { outcome: 'cut'; messages: ChatEntry[] }

export type ChatProblem = 'send-failed' | 'rate-limited' | 'stream-cut'

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/** Journaled events: each leads into a resting state, so replay starts no actor. */
export const autochatJournalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.started'), sessionId: sessionIdSchema, messages: z.array(chatEntrySchema).max(200) }),
  z.object({ type: z.literal('chat.open'), context: z.object({ pagePath: z.string().max(500).optional(), vehicleId: z.string().max(200).optional() }) }),
  z.object({ type: z.literal('chat.close') }),
  z.object({ type: z.literal('message.queued'), message: outgoingMessageSchema }),
  z.object({ type: z.literal('answer.received'), messages: z.array(chatEntrySchema).max(50) }),
])
export type AutochatJournalEvent = z.infer<typeof autochatJournalEventSchema>

export type AutochatEvent =
  | AutochatJournalEvent
  | { type: 'chat.retry' }
  | { type: 'message.send'; message: OutgoingMessage }
  | { type: 'message.retry' }
  /** A piece of the answer as it streams in (sent by the streaming actor). */
  | { type: 'answer.chunk'; text: string }

export type AutochatNotice =
  { type: 'notice.opened' } | { type: 'notice.sent'; message: OutgoingMessage } | { type: 'notice.answered'; messages: ChatEntry[] } | { type: 'notice.cut' }

export interface AutochatContext {
  sessionId: string | null
  messages: ChatEntry[]
  /** The visitor's message until its answer has arrived: unsent, sending or being answered. */
  outbox: OutgoingMessage | null
  /** The stored id of the message being answered (the stream asks for what follows it). */
  answering: string | null
  /** The answer streamed so far. */
  partial: string
  problem: ChatProblem | null
  /** Where the chat was last opened. */
  openedFrom: ChatOpenContext
}

function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output
}

// ---------------------------------------------------------------------------
// Machine
// ---------------------------------------------------------------------------

export const autochatMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as AutochatContext,
    events: {} as AutochatEvent,
    emitted: {} as JournalRecordEmitted<AutochatJournalEvent> | AutochatNotice,
  },
  actors: {
    /** Starts a chat session through the site. */
    startChat: requiredActor<StartResult, { context: ChatOpenContext }>('autochat', 'startChat'),
    /** Posts the visitor's message through the site, with its idempotency key. */
    sendMessage: requiredActor<SendResult, { sessionId: string; message: OutgoingMessage }>('autochat', 'sendMessage'),
    /** Streams the answer from the site; sends `answer.chunk` to `parent` as text arrives. */
    streamAnswer: requiredActor<StreamResult, { sessionId: string; after: string; parent: AnyActorRef }>('autochat', 'streamAnswer'),
  },
  guards: {
    hasSession: ({ context }) => context.sessionId !== null,
    canSend: ({ context }) => context.outbox === null,
    hasOutbox: ({ context }) => context.outbox !== null,
    isStarted: ({ event }) => outputOf<StartResult>(event).outcome === 'ready',
    isTurnedOff: ({ event }) => outputOf<StartResult>(event).outcome === 'unavailable',
    isSent: ({ event }) => outputOf<SendResult>(event).outcome === 'sent',
    isRateLimited: ({ event }) => outputOf<SendResult>(event).outcome === 'rate-limited',
    isComplete: ({ event }) => outputOf<StreamResult>(event).outcome === 'complete',
  },
  actions: {
    takeOpenContext: assign(({ event }) => {
      assertEvent(event, 'chat.open')
      return { openedFrom: event.context }
    }),
    takeSession: assign(({ event }) => {
      if (event.type === 'chat.started') return { sessionId: event.sessionId, messages: event.messages, problem: null }
      const result = outputOf<Extract<StartResult, { outcome: 'ready' }>>(event)
      return { sessionId: result.sessionId, messages: result.messages, problem: null }
    }),
    takeOutbox: assign(({ event }) => {
      assertEvent(event, ['message.send', 'message.queued'])
      return { outbox: event.message, problem: null }
    }),
    clearProblem: assign({ problem: null }),
    takeSent: assign(({ event }) => ({ answering: outputOf<Extract<SendResult, { outcome: 'sent' }>>(event).messageId, partial: '' })),
    failSend: assign({ problem: 'send-failed' as const }),
    limitSend: assign({ problem: 'rate-limited' as const }),
    appendChunk: assign(({ context, event }) => {
      assertEvent(event, 'answer.chunk')
      return { partial: (context.partial + event.text).slice(0, 4_000) }
    }),
    takeAnswer: assign(({ context, event }) => {
      const messages = event.type === 'answer.received' ? event.messages : answeredEntries(context, outputOf<StreamResult>(event).messages)
      const cut = messages.some((m) => m.incomplete === true)
      return {
        messages: [...context.messages, ...messages],
        outbox: null,
        answering: null,
        partial: '',
        problem: cut ? ('stream-cut' as const) : null,
      }
    }),
    /** The stream failed outright: keep what arrived, marked incomplete. */
    keepPartial: assign(({ context }) => ({
      messages: [...context.messages, ...partialEntries(context)],
      outbox: null,
      answering: null,
      partial: '',
      problem: 'stream-cut' as const,
    })),

    record: emit(({ event }) => ({ type: journalRecordType, event: event as AutochatJournalEvent })),
    recordStarted: emit(({ context }) => ({
      type: journalRecordType,
      event: { type: 'chat.started' as const, sessionId: context.sessionId as string, messages: context.messages },
    })),
    recordQueued: emit(({ context }) => ({
      type: journalRecordType,
      event: { type: 'message.queued' as const, message: context.outbox as OutgoingMessage },
    })),
    recordAnswer: emit(({ context, event }) => ({
      type: journalRecordType,
      event: { type: 'answer.received' as const, messages: answeredEntries(context, outputOf<StreamResult>(event).messages) },
    })),
    recordPartial: emit(({ context }) => ({
      type: journalRecordType,
      // Written before keepPartial runs: the entries are built from the same context.
      event: { type: 'answer.received' as const, messages: partialEntries(context) },
    })),
    recordClose: emit({ type: journalRecordType, event: { type: 'chat.close' } }),

    notifyOpened: emit({ type: 'notice.opened' }),
    notifySent: emit(({ context }) => ({ type: 'notice.sent' as const, message: context.outbox as OutgoingMessage })),
    notifyAnswered: emit(({ event }) => ({ type: 'notice.answered' as const, messages: outputOf<StreamResult>(event).messages })),
    notifyCut: emit({ type: 'notice.cut' }),
  },
}).createMachine({
  id: 'autochat',
  context: { sessionId: null, messages: [], outbox: null, answering: null, partial: '', problem: null, openedFrom: {} },
  initial: 'closed',
  states: {
    closed: {
      description: 'Kun chatboblen vises (efter 1 sekund, spec 9). Samtalen er gemt, hvis der er en.',
      on: {
        'chat.open': [
          {
            guard: 'hasSession',
            target: 'ready',
            actions: ['takeOpenContext', 'record', 'notifyOpened'],
            description: 'Den besøgende åbner chatten igen: samtalen vises straks.',
          },
          {
            target: 'loading',
            actions: ['takeOpenContext', 'notifyOpened'],
            description: 'Den besøgende åbner chatten første gang: en samtale startes.',
          },
        ],
        'chat.started': {
          target: 'ready',
          actions: ['takeSession', 'record'],
          description: 'Genskabt fra browseren: en samtale er i gang.',
        },
      },
    },
    loading: {
      description: 'Chatten åbnes: sitet starter en samtale hos produkt-API’et. "Åbner chatten …"',
      invoke: {
        id: 'startChat',
        src: 'startChat',
        input: ({ context }) => ({ context: context.openedFrom }),
        onDone: [
          {
            guard: 'isStarted',
            target: 'ready',
            actions: ['takeSession', 'recordStarted'],
            description: 'Samtalen er startet: velkomsten vises.',
          },
          { guard: 'isTurnedOff', target: 'fallback', description: 'Forhandleren har slået chatten fra.' },
          { target: 'error', description: 'Produkt-API’et fejlede.' },
        ],
        onError: { target: 'error', description: 'Sitet kunne ikke nås.' },
      },
      on: { 'chat.close': { target: 'closed', description: 'Den besøgende lukker panelet, før chatten er klar.' } },
    },
    error: {
      description: '"Der opstod en fejl ved åbning af chatten." med "Prøv igen" (spec 8).',
      on: {
        'chat.retry': { target: 'loading', description: 'Den besøgende trykker "Prøv igen".' },
        'chat.close': { target: 'closed', description: 'Den besøgende lukker panelet.' },
      },
    },
    fallback: {
      description: '"Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere." med telefonnummer, kontaktformular og "Ring mig op" i stedet (spec 8).',
      on: { 'chat.close': { target: 'closed', description: 'Den besøgende lukker panelet.' } },
    },
    ready: {
      description: 'Samtalen vises; svar læses op gennem et live-område.',
      initial: 'idle',
      on: {
        'chat.close': {
          target: 'closed',
          actions: 'recordClose',
          description: 'Den besøgende lukker panelet (Escape eller luk-knappen); samtalen gemmes.',
        },
      },
      states: {
        idle: {
          description: 'Klar til en besked. En besked, der ikke kunne sendes, står som "Ikke sendt" med "Send igen".',
          on: {
            'message.send': {
              guard: 'canSend',
              target: 'sending',
              actions: ['takeOutbox', 'recordQueued', 'notifySent'],
              description: 'Den besøgende sender en besked (med en ny idempotensnøgle); den gemmes, før den sendes.',
            },
            'message.retry': {
              guard: 'hasOutbox',
              target: 'sending',
              actions: 'clearProblem',
              description: 'Den besøgende trykker "Send igen", eller siden er genindlæst: samme nøgle sendes igen.',
            },
            'message.queued': {
              actions: ['takeOutbox', 'record'],
              description: 'Genskabt fra browseren: en besked venter på at blive sendt.',
            },
            'answer.received': {
              actions: ['takeAnswer', 'record'],
              description: 'Genskabt fra browseren: beskeden blev besvaret.',
            },
          },
        },
        sending: {
          description: 'Beskeden sendes til sitet, som sender den til produkt-API’et med idempotensnøglen.',
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ sessionId: context.sessionId as string, message: context.outbox as OutgoingMessage }),
            onDone: [
              { guard: 'isSent', target: 'streaming', actions: 'takeSent', description: 'Beskeden er modtaget; svaret streames.' },
              {
                guard: 'isRateLimited',
                target: 'idle',
                actions: 'limitSend',
                description: 'For mange beskeder på kort tid: venlig besked; beskeden står som ikke sendt.',
              },
              { target: 'idle', actions: 'failSend', description: 'Produkt-API’et er nede: beskeden står som ikke sendt.' },
            ],
            onError: { target: 'idle', actions: 'failSend', description: 'Sitet kunne ikke nås: beskeden står som ikke sendt.' },
          },
        },
        streaming: {
          description: 'Svaret vises, mens det kommer.',
          invoke: {
            id: 'streamAnswer',
            src: 'streamAnswer',
            input: ({ context, self }) => ({ sessionId: context.sessionId as string, after: context.answering as string, parent: self }),
            onDone: [
              {
                guard: 'isComplete',
                target: 'idle',
                actions: ['recordAnswer', 'takeAnswer', 'notifyAnswered'],
                description: 'Svaret er kommet helt; links og bilkort vises.',
              },
              {
                target: 'idle',
                actions: ['recordAnswer', 'takeAnswer', 'notifyAnswered'],
                description: 'Strømmen blev afbrudt: det modtagne svar beholdes, markeret ufuldstændigt.',
              },
            ],
            onError: {
              target: 'idle',
              actions: ['recordPartial', 'keepPartial', 'notifyCut'],
              description: 'Forbindelsen røg midt i svaret: det modtagne beholdes, markeret ufuldstændigt.',
            },
          },
          on: { 'answer.chunk': { actions: 'appendChunk', description: 'En bid af svaret er kommet.' } },
        },
      },
    },
  },
})

/**
 * The visitor's message as the product API stored it, followed by the answer's messages. Only used
 * while streaming, where the message is in the outbox and has its stored id.
 */
function answeredEntries(context: AutochatContext, replies: ChatEntry[]): ChatEntry[] {
  const answering = context.answering as string
  const outbox = context.outbox as OutgoingMessage
  return [{ id: answering, role: 'visitor', text: outbox.text, links: [], suggestions: [] }, ...replies]
}

/** The visitor's message and what arrived of the answer, marked incomplete (while streaming, as above). */
function partialEntries(context: AutochatContext): ChatEntry[] {
  const next = Number((context.answering as string).slice(4)) + 1
  if (context.partial === '') return answeredEntries(context, [])
  return answeredEntries(context, [
    {
      id: `msg-${String(next).padStart(4, '0')}`,
      role: 'assistant',
      text: context.partial,
      links: [],
      suggestions: [],
      incomplete: true,
    },
  ])
}

export type AutochatMachine = typeof autochatMachine
export type AutochatSnapshot = SnapshotFrom<AutochatMachine>

/** The machine's state as one name (the spec's states, ready split into its three). */
export type AutochatState = 'closed' | 'loading' | 'error' | 'fallback' | 'idle' | 'sending' | 'streaming'

export function autochatState(snapshot: AutochatSnapshot): AutochatState {
  if (typeof snapshot.value === 'string') return snapshot.value as AutochatState
  return (snapshot.value as { ready: 'idle' | 'sending' | 'streaming' }).ready
}

export const autochatMachineId = 'autochat'

export const autochatDefinition: PersistedMachineDefinition<AutochatMachine, AutochatJournalEvent> = {
  machine: autochatMachine,
  journal: { machineId: autochatMachineId, version: 1, eventSchema: autochatJournalEventSchema, compactAfter: 30 },
  project: (snapshot) => ({
    // loading, error and fallback are not journaled: after a reload the panel starts closed.
    open: snapshot.matches('ready'),
    sessionId: snapshot.context.sessionId,
    messages: snapshot.context.messages,
    outbox: snapshot.context.outbox,
  }),
  compact: (snapshot): AutochatJournalEvent[] => {
    const { sessionId, messages, outbox } = snapshot.context
    if (sessionId === null) return []
    const events: AutochatJournalEvent[] = [{ type: 'chat.started', sessionId, messages }]
    if (outbox) events.push({ type: 'message.queued', message: outbox })
    if (autochatState(snapshot) === 'closed') events.push({ type: 'chat.close' })
    return events
  },
}
