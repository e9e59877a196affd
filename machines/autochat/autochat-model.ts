/**
 * Test model of the autochat machine: the visitor's actions (open, close,
 * retry, send, send again), the site's answers (start, send, stream), a
 * chunk of a streamed answer, and the journal events a reload restores.
 * Danish descriptions for QA paths, charts and /statecharts.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import {
  autochatMachine,
  autochatState,
  type AutochatMachine,
  type AutochatSnapshot,
  type ChatEntry,
  type OutgoingMessage,
  type SendResult,
  type StartResult,
  type StreamResult,
} from './autochat-machine.ts'

export const modelSessionId = 'chat-0123456789abcdef'

export const modelGreeting: ChatEntry = {
  id: 'msg-0001',
  role: 'assistant',
  text: 'Hej, og velkommen til Bilhuset Nord! Hvad kan jeg hjælpe med?',
  links: [],
  suggestions: ['Hvad har I af elbiler på lager?'],
}

export const modelMessage: OutgoingMessage = { key: 'chat-msg-model-0001', text: 'Har I elbiler under 300.000 kr.?' }
/** A second message, for the sends the machine must ignore while one is on its way. */
export const secondMessage: OutgoingMessage = { key: 'chat-msg-model-0002', text: 'Hvornår har I åbent i Greve?' }

export const modelReply: ChatEntry = {
  id: 'msg-0003',
  role: 'assistant',
  text: 'Vi har 2 elbiler under 300.000 kr. på lager lige nu.',
  links: [{ label: 'Renault Megane E-Tech', href: '/lager/100002-1-renault-megane-e-tech' }],
  suggestions: [],
}

export const startAnswers: Record<StartResult['outcome'], StartResult> = {
  ready: { outcome: 'ready', sessionId: modelSessionId, messages: [modelGreeting] },
  unavailable: { outcome: 'unavailable' },
  failed: { outcome: 'failed' },
}

export const sendAnswers: Record<SendResult['outcome'], SendResult> = {
  sent: { outcome: 'sent', messageId: 'msg-0002' },
  unavailable: { outcome: 'unavailable' },
  'rate-limited': { outcome: 'rate-limited' },
}

export const streamAnswers: Record<StreamResult['outcome'], StreamResult> = {
  complete: { outcome: 'complete', messages: [modelReply] },
  cut: { outcome: 'cut', messages: [{ ...modelReply, text: 'Vi har 2 elbiler', links: [], incomplete: true }] },
}

export const modelChunk = 'Vi har 2 '

function autochatModelEvents(snapshot: AutochatSnapshot): AnyEventObject[] {
  const { messages, outbox, partial, sessionId } = snapshot.context
  // Close and send are tried everywhere: only some states take them.
  const events: AnyEventObject[] = [{ type: 'chat.close' }]
  const fresh = messages.length <= 1
  if (fresh) events.push({ type: 'message.send', message: outbox ? secondMessage : modelMessage })
  switch (autochatState(snapshot)) {
    case 'closed':
      events.push({
        type: 'chat.open',
        context: { pagePath: '/lager/104233-1-mercedes-benz-glc-300e-4matic', vehicleId: '104233-1-mercedes-benz-glc-300e-4matic' },
      })
      if (sessionId === null) events.push({ type: 'chat.started', sessionId: modelSessionId, messages: [modelGreeting] })
      break
    case 'loading':
      for (const output of Object.values(startAnswers)) events.push({ type: 'xstate.done.actor.startChat', output })
      events.push({ type: 'xstate.error.actor.startChat', error: new TypeError('Failed to fetch') })
      break
    case 'error':
    case 'fallback':
      events.push({ type: 'chat.retry' })
      break
    case 'idle':
      events.push({ type: 'message.retry' }, { type: 'chat.open', context: {} })
      if (fresh && !outbox) events.push({ type: 'message.queued', message: modelMessage })
      if (fresh && outbox)
        events.push({ type: 'answer.received', messages: [{ id: 'msg-0002', role: 'visitor', text: outbox.text, links: [], suggestions: [] }, modelReply] })
      break
    case 'sending':
      for (const output of Object.values(sendAnswers)) events.push({ type: 'xstate.done.actor.sendMessage', output })
      events.push({ type: 'xstate.error.actor.sendMessage', error: new TypeError('Failed to fetch') })
      break
    case 'streaming':
      if (partial === '') events.push({ type: 'answer.chunk', text: modelChunk })
      for (const output of Object.values(streamAnswers)) events.push({ type: 'xstate.done.actor.streamAnswer', output })
      events.push({ type: 'xstate.error.actor.streamAnswer', error: new TypeError('network error') })
      break
  }
  return events
}

/**
 * What a Playwright path test can drive in a real browser (tests/autochat-paths.spec.ts,
 * `node scripts/machines-paths.ts autochat --ui`): the visitor opens and closes the panel (also
 * while it opens), tries again after an open that failed, sends one message and sends it again.
 * The site's answers are steps the test takes on a request it holds (`page.route`): the real
 * answer, or for this page only the answer of a site whose product API failed (start failed), whose
 * chat is turned off (start unavailable), that cannot be reached (an aborted request), whose product
 * API is down for this conversation (send unavailable), that rate-limits the visitor, or whose answer
 * stream ends early (after a chunk: cut) or breaks before any chunk (error).
 */
export function autochatUiEvents(snapshot: AutochatSnapshot): AnyEventObject[] {
  const { messages, outbox, partial } = snapshot.context
  switch (autochatState(snapshot)) {
    case 'closed':
      return [{ type: 'chat.open', context: {} }]
    case 'loading':
      return [
        { type: 'chat.close' },
        ...Object.values(startAnswers).map((output) => ({ type: 'xstate.done.actor.startChat', output })),
        { type: 'xstate.error.actor.startChat', error: new TypeError('Failed to fetch') },
      ]
    case 'error':
      return [{ type: 'chat.retry' }, { type: 'chat.close' }]
    case 'fallback':
      return [{ type: 'chat.close' }]
    case 'idle': {
      const events: AnyEventObject[] = [{ type: 'chat.close' }]
      if (outbox) events.push({ type: 'message.retry' })
      else if (messages.length <= 1) events.push({ type: 'message.send', message: modelMessage })
      return events
    }
    case 'sending':
      return [
        ...Object.values(sendAnswers).map((output) => ({ type: 'xstate.done.actor.sendMessage', output })),
        { type: 'xstate.error.actor.sendMessage', error: new TypeError('Failed to fetch') },
      ]
    case 'streaming':
      // A stream cut after a chunk keeps it (cut); one that breaks before any chunk fails (error).
      return partial === ''
        ? [
            { type: 'answer.chunk', text: modelChunk },
            { type: 'xstate.done.actor.streamAnswer', output: streamAnswers.complete },
            { type: 'xstate.error.actor.streamAnswer', error: new TypeError('network error') },
          ]
        : [{ type: 'xstate.done.actor.streamAnswer', output: streamAnswers.cut }]
  }
}

const stateNames: Record<string, string> = {
  closed: 'lukket (chatboble)',
  loading: 'åbner',
  error: 'fejl ved åbning',
  fallback: 'ikke tilgængelig',
  idle: 'klar',
  sending: 'sender',
  streaming: 'svaret kommer',
}

export const autochatModel: MachineModel<AutochatMachine> = {
  id: 'autochat',
  title: 'Autochat',
  summary:
    'Chatboblen vises efter 1 sekund på alle sider. Når den åbnes, starter sitet en samtale hos produkt-API’et; svar om lager, ' +
    'åbningstider og finansiering kommer fra forhandlerens egne data og streames, mens de kommer. Fejler åbningen: "Der opstod en fejl ved ' +
    'åbning af chatten." med "Prøv igen"; er chatten slået fra: "Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere." med telefon, ' +
    'kontaktformular og "Ring mig op". Samtalen gemmes i browseren (navigation, genindlæsning, andet faneblad), og en besked sendt under et ' +
    'nedbrud står som ikke sendt og sendes præcis én gang, når den sendes igen.',
  machine: autochatMachine,
  persisted: true,
  events: autochatModelEvents,
  stateKey: (snapshot) => {
    const { sessionId, messages, outbox, answering, partial, problem, openedFrom } = snapshot.context
    return JSON.stringify([snapshot.value, sessionId, messages.length, outbox?.key ?? null, answering, partial.length, problem, openedFrom.vehicleId ?? null])
  },
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'chat.open':
        return 'Den besøgende åbner chatten'
      case 'chat.close':
        return 'Den besøgende lukker chatten'
      case 'chat.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'chat.started':
        return 'Genskab fra browseren: samtalen er i gang'
      case 'message.send':
        return `Den besøgende sender "${(e.message as OutgoingMessage).text}"`
      case 'message.retry':
        return 'Den besøgende trykker "Send igen" (eller siden er genindlæst)'
      case 'message.queued':
        return 'Genskab fra browseren: en besked venter'
      case 'answer.received':
        return 'Genskab fra browseren: beskeden er besvaret'
      case 'answer.chunk':
        return 'En bid af svaret kommer'
      case 'xstate.done.actor.startChat':
        return `Sitet svarer på åbning: ${(e.output as StartResult).outcome}`
      case 'xstate.error.actor.startChat':
        return 'Sitet kan ikke nås ved åbning'
      case 'xstate.done.actor.sendMessage':
        return `Sitet svarer på beskeden: ${(e.output as SendResult).outcome}`
      case 'xstate.error.actor.sendMessage':
        return 'Sitet kan ikke nås, da beskeden sendes'
      case 'xstate.done.actor.streamAnswer':
        return (e.output as StreamResult).outcome === 'complete' ? 'Svaret er kommet helt' : 'Svaret blev afbrudt undervejs'
      case 'xstate.error.actor.streamAnswer':
        return 'Forbindelsen røg midt i svaret'
      default:
        return event.type
    }
  },
  describeSnapshot(snapshot) {
    const { messages, outbox, problem } = snapshot.context
    const name = stateNames[autochatState(snapshot)] ?? String(snapshot.value)
    const details = [`${messages.length} beskeder`, outbox ? 'én besked venter' : '', problem ? `problem: ${problem}` : ''].filter(Boolean)
    return `${name} (${details.join(', ')})`
  },
  eventTypes: {
    'chat.open': 'Den besøgende åbner chatten (boblen, chatblokken eller "Spørg om denne bil").',
    'chat.close': 'Den besøgende lukker panelet (luk-knappen eller Escape).',
    'chat.retry': 'Den besøgende trykker "Prøv igen" efter en fejl ved åbning.',
    'chat.started': 'Journal: en samtale er startet (sessions-id og velkomst).',
    'message.send': 'Den besøgende sender en besked med en ny idempotensnøgle (ignoreres, mens en anden besked venter).',
    'message.retry': 'Den besøgende trykker "Send igen", eller siden er genindlæst: den ventende besked sendes med samme nøgle.',
    'message.queued': 'Journal: en besked er gemt og venter på svar.',
    'answer.received': 'Journal: beskeden er besvaret (eller svaret blev afbrudt).',
    'answer.chunk': 'En bid af det streamede svar.',
    'xstate.done.actor.startChat': 'Sitets svar på åbning: startet, slået fra (fallback) eller fejl.',
    'xstate.error.actor.startChat': 'Sitet kunne ikke nås ved åbning.',
    'xstate.done.actor.sendMessage': 'Sitets svar på en besked: modtaget, API nede eller for mange beskeder.',
    'xstate.error.actor.sendMessage': 'Sitet kunne ikke nås, da beskeden blev sendt.',
    'xstate.done.actor.streamAnswer': 'Svaret er streamet helt, eller strømmen endte før tid.',
    'xstate.error.actor.streamAnswer': 'Forbindelsen røg midt i svaret.',
  },
}
