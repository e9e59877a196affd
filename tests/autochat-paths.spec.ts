/**
 * QA's "path tests from machines" for the autochat (issue 15): the paths
 * generated from the autochat machine with the events a browser can cause
 * (`autochatUiEvents`, printed by `npm run machines:paths -- autochat --ui`)
 * drive the real chat on /lokationer against the mock product API. The
 * visitor's steps are clicks and keys; the site's answers are the mock's own
 * (for "the API is down when the message is sent", a fault on this
 * conversation's session only). After every step whose state the visitor can
 * see for longer than a request (closed, ready), the page must show what the
 * model expects: panel open or closed, the messages, the unsent mark.
 *
 * The states the page went through are recorded from the panel's
 * `data-chat-state` (a MutationObserver installed before the page's scripts)
 * and printed as the coverage observed in the browser. Open-failed and
 * turned-off need the chat failing for every visitor and are tested by the
 * chat-faults projects (tests/autochat.spec.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { autochatModel, autochatUiEvents } from '#machines/autochat/autochat-model.ts'
import { autochatState, type AutochatSnapshot, type SendResult } from '#machines/autochat/autochat-machine.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { expect, hydrated, productApiUrl, test } from './fixtures.ts'
import { pageCoverageTest, savePathRecord, type GapReasons } from './machine-paths-support.ts'

const paths = generatePaths(autochatModel, { events: (s) => autochatUiEvents(s) })

/** States the visitor sees until they act (the others last one request). */
const settled = new Set(['closed', 'idle'])

/** One floating "Hjælp" opens the chat and the contact ways (issue 29); its "Chat med os" opens the chat. */
const launcher = (page: Page) => page.getByRole('button', { name: 'Hjælp', exact: true })
const chatEntry = (page: Page) => page.locator('#help-menu').getByRole('button', { name: 'Chat med os', includeHidden: true })
async function chooseChat(page: Page): Promise<void> {
  await launcher(page).click()
  await chatEntry(page).click()
}
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat med Bilhuset Nord' })
const log = (page: Page) => panel(page).getByRole('log', { name: 'Samtale' })

/** Records every value of the panel's data-chat-state, and "closed" when the panel goes away. */
function recordChatStates(): void {
  const seen: string[] = []
  Object.assign(window, { chatStatesSeen: seen })
  const note = (value: string) => {
    if (seen.at(-1) !== value) seen.push(value)
  }
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.oldValue) note(r.oldValue)
    }
    const el = document.querySelector('[data-chat-state]')
    note(el?.getAttribute('data-chat-state') ?? 'closed')
  })
  const start = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-chat-state'],
      attributeOldValue: true,
    })
  if (document.documentElement) start()
  else document.addEventListener('DOMContentLoaded', start)
}

async function sessionIdOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('bilhuset-nord:machine:autochat'))
  const id = /"sessionId":"(chat-[0-9a-f]{16})"/.exec(raw ?? '')?.[1]
  if (!id) throw new Error('no chat session in the journal')
  return id
}

/** The outage of this conversation's messages (only this session's requests fail). */
class SessionOutage {
  private id: string | null = null
  private readonly request: APIRequestContext
  constructor(request: APIRequestContext) {
    this.request = request
  }
  async set(page: Page, down: boolean): Promise<void> {
    if (down && !this.id) {
      const path = `/chat/sessions/${await sessionIdOf(page)}/messages`
      const response = await this.request.post(`${productApiUrl}/__control/faults`, { data: { path, method: 'POST', kind: 'status', status: 503 } })
      expect(response.status()).toBe(201)
      this.id = ((await response.json()) as { fault: { id: string } }).fault.id
    } else if (!down && this.id) {
      await this.request.delete(`${productApiUrl}/__control/faults/${encodeURIComponent(this.id)}`)
      this.id = null
    }
  }
}

/**
 * The site's answer to opening takes a moment longer (a delay of the product API's start, once), so
 * the page shows the machine's loading state before it is ready. Without it the start answers before
 * the panel's code has loaded and the page goes from closed straight to ready.
 */
async function slowStart(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${productApiUrl}/__control/faults`, {
    data: { path: '/chat/sessions', method: 'POST', kind: 'delay', delayMs: 2_500, times: 1 },
  })
  expect(response.status()).toBe(201)
}

/** The site answers the opening when the model's next step says so (else the conversation is resumed). */
function startsChat(next: AnyEventObject | undefined): boolean {
  return next?.type === 'xstate.done.actor.startChat'
}

/** The product API is down for the send this step starts when the model's next step says so. */
function sendFails(next: AnyEventObject | undefined): boolean {
  return next?.type === 'xstate.done.actor.sendMessage' && (next as unknown as { output: SendResult }).output.outcome === 'unavailable'
}

async function perform(page: Page, event: AnyEventObject, next: AnyEventObject | undefined, outage: SessionOutage, request: APIRequestContext): Promise<void> {
  switch (event.type) {
    case 'chat.open':
      if (startsChat(next)) await slowStart(request)
      await chooseChat(page)
      return
    case 'chat.close':
      await panel(page).press('Escape')
      return
    case 'message.send':
      await outage.set(page, sendFails(next))
      await panel(page)
        .getByLabel('Din besked')
        .fill((event as unknown as { message: { text: string } }).message.text)
      await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
      return
    case 'message.retry':
      await outage.set(page, sendFails(next))
      await panel(page).getByRole('button', { name: 'Send igen' }).click()
      return
    default:
      // The site's answers (start, send, stream): nothing to do but wait for the state they lead to.
      return
  }
}

/** The page shows the model's settled state. */
async function expectState(page: Page, state: AutochatSnapshot): Promise<void> {
  const name = autochatState(state)
  if (name === 'closed') {
    await expect(panel(page)).toBeHidden()
    // The chat is offered again, and the launcher is back from the panel's corner.
    await expect(chatEntry(page)).toHaveCount(1)
    await expect(page.locator('html')).not.toHaveAttribute('data-chat-open')
    return
  }
  const { messages, outbox, problem } = state.context
  await expect(panel(page)).toHaveAttribute('data-chat-state', name, { timeout: 20_000 })
  const assistant = messages.filter((m) => m.role === 'assistant').length
  const visitor = messages.filter((m) => m.role === 'visitor').length
  await expect(log(page).locator('li.chat-message--assistant')).toHaveCount(assistant)
  await expect(log(page).locator('li.chat-message--visitor')).toHaveCount(visitor)
  if (outbox && problem === 'send-failed') {
    await expect(panel(page).getByRole('alert')).toContainText('Ikke sendt')
    await expect(panel(page)).toContainText(outbox.text)
  }
  if (!outbox) await expect(panel(page).getByText('Ikke sendt')).toHaveCount(0)
}

/**
 * The panel's `data-chat-state` (closed while there is no panel) as the machine's state value in
 * `data-state` form (machines/kit/state-attribute.ts), for the coverage measured in the page.
 */
function asStateValue(chatState: string): string {
  return chatState === 'idle' || chatState === 'sending' || chatState === 'streaming' ? `ready.${chatState}` : chatState
}

const chatFaults =
  'needs the chat failing or turned off for every visitor: tested by the chat-faults projects (tests/autochat.spec.ts), not by paths on the shared site'
const restore = 'a conversation restored from the journal when the page loads; tested by tests/autochat.spec.ts (reload keeps the conversation)'
const noUiStep = 'not a visitor step in autochatUiEvents: the journal and the answer poller send it, the page shows no change of state for it'
const midRequest = 'the visitor cannot act inside the one request the state lasts'

/** Why the page cannot show these (the test prints each gap with its reason). */
const reasons: GapReasons = {
  states: { 'autochat.error': chatFaults, 'autochat.fallback': chatFaults },
  transitions: {
    'autochat.closed chat.started': restore,
    'autochat.loading chat.close': midRequest,
    'autochat.loading xstate.done.actor.startChat [isTurnedOff]': chatFaults,
    'autochat.loading xstate.done.actor.startChat': chatFaults,
    'autochat.loading xstate.error.actor.startChat': chatFaults,
    'autochat.error chat.retry': chatFaults,
    'autochat.error chat.close': chatFaults,
    'autochat.fallback chat.close': chatFaults,
    'autochat.ready.idle message.queued': noUiStep,
    'autochat.ready.idle answer.received': noUiStep,
    'autochat.ready.sending xstate.done.actor.sendMessage [isRateLimited]':
      'the rate limit (spec 9) takes more messages than a path sends; covered by src/chat/chat-runtime.test.ts and the unit tests',
    'autochat.ready.sending xstate.error.actor.sendMessage':
      'the send actor reports a failed send as a result (unavailable), it does not throw: covered by the unit tests',
    'autochat.ready.streaming answer.chunk': 'a self-transition while the answer streams in; the page shows the growing answer, not a change of state',
    'autochat.ready.streaming xstate.done.actor.streamAnswer':
      'an answer that ends before it is complete needs a broken stream from the mock; covered by the unit tests',
    'autochat.ready.streaming xstate.error.actor.streamAnswer': 'a stream that fails needs a broken connection mid-answer; covered by the unit tests',
  },
}

test.describe('autochat: model paths in the browser', () => {
  // In order in one worker, so the coverage printed at the end is the whole file's; a failure does not skip the rest.
  test.describe.configure({ mode: 'default' })
  for (const path of paths) {
    const title = path.steps.map((s) => autochatModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page, request }) => {
      // Each path is its own visitor (the chat's rate limit is per address; the e2e site trusts one proxy hop).
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${path.number}` })
      await page.addInitScript(recordChatStates)
      const outage = new SessionOutage(request)
      try {
        await page.goto('/lokationer')
        await hydrated(page)
        await expectState(page, path.initial)
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${autochatModel.describeEvent(step.event)}`, async () => {
            await perform(page, step.event, path.steps[i + 1]?.event, outage, request)
            if (settled.has(autochatState(step.state))) await expectState(page, step.state)
          })
        }
        // A path may end while a message is on its way (the API is back): the answer then arrives.
        const last = path.steps.at(-1)?.state ?? path.initial
        if (!settled.has(autochatState(last))) {
          await expect(panel(page)).toHaveAttribute('data-chat-state', 'idle', { timeout: 20_000 })
          await expect(log(page)).toContainText('under 300.000 kr. på lager lige nu')
        }
      } finally {
        await outage.set(page, false)
      }
      const seen = await page.evaluate(() => (window as unknown as { chatStatesSeen: string[] }).chatStatesSeen)
      savePathRecord(test.info(), 'autochat', path.number, seen.map(asStateValue))
    })
  }

  pageCoverageTest(autochatModel.machine, 'autochat', paths, reasons)
})
