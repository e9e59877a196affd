/** Labels of the chat-offer machine (machines/chat-offer). */
import type { MachineLabels } from './label-types.ts'

export const chatOfferLabels: MachineLabels = {
  guards: {
    bubbleOnPage: 'chatboblen er slået til, og ingen chatblok på siden siger andet',
    bubbleAgain: 'chatboblen er slået til, og siden har ikke længere en chatblok',
    bubbleGone: 'en chatblok slår chatten fra eller er selv vejen ind',
  },
  actions: {
    takeMode: 'husker, hvad siden siger om chatten',
  },
  states: { waiting: 'venter (chattens forsinkelse)', offered: '»Chat med os« i menuen', withheld: 'chatten tilbydes ikke her' },
  actors: { wait: 'forsinkelsen' },
  events: { 'page.mode': 'en chatblok kommer eller går', 'xstate.done.actor.wait': 'forsinkelsen er gået' },
}
