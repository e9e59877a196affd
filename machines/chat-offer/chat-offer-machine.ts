/**
 * The help launcher's "Chat med os" (spec 9: "Autochat: chat bubble enabled,
 * delay 1"; issue 29 put the chat bubble into the help launcher's menu; issue
 * 32 made its delay a machine): the chat is offered once the page has run for
 * the chat's delay, and only while the page leaves the bubble on.
 *
 * - `waiting`: the page has just started; the delay runs (an invoked actor,
 *   so model tests control it). "Chat med os" is not in the menu yet.
 * - `offered`: "Chat med os" is in the help menu.
 * - `withheld`: the delay has passed, but the page's chat block turned the
 *   chat off (`off`) or is itself the page's way into the chat (`inline`), or
 *   the site has the bubble turned off (`constants.autochat.bubbleEnabled`).
 *   The other ways to help ("Kontakt os", the phone number) stay.
 *
 * This machine is the specification of src/shell/chat-offer.ts, which the
 * help launcher uses on every page's first load and therefore stays without
 * xstate (ADR 0011, as the lazy store and machines/lazy-loader/):
 * src/shell/chat-offer.conformance.test.ts walks every path of this machine's
 * model on it.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { constants } from '#app.config'
import { requiredActor } from '../kit/required-actor.ts'

/** What the page says about the chat (src/channels/chat-presence.ts): the bubble, a block that is the way in, or off. */
export type PageChatMode = 'bubble' | 'inline' | 'off'

export type ChatOfferEvent = { type: 'page.mode'; mode: PageChatMode }

export interface ChatOfferContext {
  mode: PageChatMode
  bubbleEnabled: boolean
  delayMs: number
}

export interface ChatOfferInput {
  mode?: PageChatMode
  bubbleEnabled?: boolean
  delayMs?: number
}

export type ChatOfferState = 'waiting' | 'offered' | 'withheld'

export const chatOfferMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as ChatOfferContext,
    events: {} as ChatOfferEvent,
    input: {} as ChatOfferInput | undefined,
  },
  actors: {
    /** Resolves after `delayMs` (the chat's delay). */
    wait: requiredActor<undefined, { delayMs: number }>('chat-offer', 'wait'),
  },
  guards: {
    bubbleOnPage: ({ context }) => context.bubbleEnabled && context.mode === 'bubble',
    bubbleAgain: ({ context, event }) => {
      assertEvent(event, 'page.mode')
      return context.bubbleEnabled && event.mode === 'bubble'
    },
    bubbleGone: ({ event }) => {
      assertEvent(event, 'page.mode')
      return event.mode !== 'bubble'
    },
  },
  actions: {
    takeMode: assign({
      mode: ({ event }) => {
        assertEvent(event, 'page.mode')
        return event.mode
      },
    }),
  },
}).createMachine({
  id: 'chat-offer',
  context: ({ input }) => ({
    mode: input?.mode ?? 'bubble',
    bubbleEnabled: input?.bubbleEnabled ?? constants.autochat.bubbleEnabled,
    delayMs: input?.delayMs ?? constants.autochat.delay * 1_000,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Siden er lige startet: "Chat med os" kommer i hjælpemenuen efter 1 sekund.',
      invoke: {
        id: 'wait',
        src: 'wait',
        input: ({ context }) => ({ delayMs: context.delayMs }),
        onDone: [
          { guard: 'bubbleOnPage', target: 'offered', description: 'Sekundet er gået: "Chat med os" vises i hjælpemenuen.' },
          { target: 'withheld', description: 'Sekundet er gået, men siden har slået chatboblen fra eller har sin egen vej ind i chatten.' },
        ],
      },
      on: {
        'page.mode': { actions: 'takeMode', description: 'En chatblok på siden siger, om chatboblen skal vises.' },
      },
    },
    offered: {
      description: '"Chat med os" står i hjælpemenuen og åbner chatten.',
      on: {
        'page.mode': {
          guard: 'bubbleGone',
          target: 'withheld',
          actions: 'takeMode',
          description: 'En chatblok slår chatboblen fra eller er selv vejen ind: "Chat med os" forsvinder fra menuen.',
        },
      },
    },
    withheld: {
      description: '"Chat med os" vises ikke: siden har slået chatboblen fra eller har sin egen vej ind. "Kontakt os" og telefonnummeret står der stadig.',
      on: {
        'page.mode': [
          {
            guard: 'bubbleAgain',
            target: 'offered',
            actions: 'takeMode',
            description: 'Chatblokken er væk (en anden side): "Chat med os" vises igen.',
          },
          { actions: 'takeMode', description: 'Siden skifter mellem "slået fra" og "egen vej ind": stadig ingen "Chat med os".' },
        ],
      },
    },
  },
})

export type ChatOfferMachine = typeof chatOfferMachine
export type ChatOfferSnapshot = SnapshotFrom<ChatOfferMachine>
