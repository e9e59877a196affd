/**
 * Test model of the help launcher's chat offer: the page's chat mode changes
 * (a chat block that turns the chat off, one that is the way in, none) and the
 * chat's delay passes.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { chatOfferMachine, type ChatOfferMachine, type ChatOfferSnapshot, type PageChatMode } from './chat-offer-machine.ts'

const modes: PageChatMode[] = ['bubble', 'inline', 'off']

function events(snapshot: ChatOfferSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = modes.map((mode) => ({ type: 'page.mode', mode }))
  if (snapshot.matches('waiting')) list.push({ type: 'xstate.done.actor.wait' })
  return list
}

const stateNames: Record<string, string> = {
  waiting: 'venter 1 sekund',
  offered: '"Chat med os" i menuen',
  withheld: 'ingen "Chat med os"',
}

const modeNames: Record<PageChatMode, string> = {
  bubble: 'ingen chatblok (chatboblen må vises)',
  inline: 'en chatblok er sidens vej ind i chatten',
  off: 'en chatblok slår chatten fra',
}

export const chatOfferModel: MachineModel<ChatOfferMachine> = {
  id: 'chat-offer',
  title: '"Chat med os" i hjælpemenuen',
  summary:
    'Hjælpeknappen ("Hjælp") tilbyder "Chat med os", når siden har kørt i 1 sekund, medmindre en chatblok på siden slår chatten fra ' +
    'eller selv er vejen ind i chatten. "Kontakt os" og telefonnummeret står der altid.',
  machine: chatOfferMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.mode]),
  describeEvent(event) {
    switch (event.type) {
      case 'page.mode':
        return `Siden: ${modeNames[(event as unknown as { mode: PageChatMode }).mode]}`
      case 'xstate.done.actor.wait':
        return 'Der går 1 sekund'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (${modeNames[snapshot.context.mode]})`,
  eventTypes: {
    'page.mode': 'En chatblok på siden kommer eller går (slår chatten fra, er selv vejen ind, eller ingen).',
    'xstate.done.actor.wait': 'Siden har kørt i chattens forsinkelse (1 sekund).',
  },
}

/**
 * What a browser test can make happen (tests/chat-offer-paths.spec.ts): the second passes (the page's clock),
 * and an in-app navigation to a page with another chat mode (the page tells only a change of its mode).
 */
export function chatOfferUiEvents(snapshot: ChatOfferSnapshot): AnyEventObject[] {
  return events(snapshot).filter((e) => e.type !== 'page.mode' || (e as unknown as { mode: PageChatMode }).mode !== snapshot.context.mode)
}
