/**
 * QA's "path tests from machines" for the autochat (issue 15, issue 32 item 7): the paths
 * generated from the autochat machine with the events a browser can cause
 * (`autochatUiEvents`, printed by `npm run machines:paths -- autochat --ui`; the fewest of them
 * that take every transition they take together) drive the real chat on /lokationer. The
 * visitor's steps are clicks and keys. The site's answers are steps too: the test holds the
 * start, send and answer requests (`page.route`) and answers each when the path says so, with the
 * real site (the mock product API; for "the API is down when the message is sent", a fault on this
 * conversation's session only) or, for this page alone, with the answer of a site that failed, is
 * turned off, rate-limits or cannot be reached (a fulfilled or aborted request). So every state,
 * also those that last one request (loading, sending, streaming), stays on the page until the test
 * has seen it, and the page must show what the model expects: the panel, the messages, the
 * spec's Danish texts for each problem.
 *
 * One more path reloads the page with a conversation in the browser: the journal's events
 * (started, queued, answered) restore it, and the page must show it again.
 *
 * The states the page went through are recorded from the panel's `data-chat-state` (a
 * MutationObserver installed before the page's scripts) and printed as the coverage observed in
 * the browser.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { autochatModel, autochatUiEvents, modelGreeting, modelMessage, modelReply, modelSessionId } from '#machines/autochat/autochat-model.ts'
import { autochatState, type AutochatSnapshot, type SendResult, type StartResult, type StreamResult } from '#machines/autochat/autochat-machine.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { expect, hydrated, productApiUrl, test } from './fixtures.ts'
import { HeldRequests, pageCoverageTest, pathsCoveringTransitions, savePathRecord, withPageSteps, type GapReasons } from './machine-paths-support.ts'
import { serverFunctionAnswer, serverFunctions } from './server-functions.ts'

const allPaths = generatePaths(autochatModel, { events: (s) => autochatUiEvents(s) })
/** The fewest generated paths that take every transition the browser can cause. */
const paths = pathsCoveringTransitions(autochatModel.machine, allPaths)

/**
 * The page is loaded again after a conversation: the journal's events restore it (closed → ready, the
 * message that was queued, its answer), as the machine replays them.
 */
const initial = allPaths[0]?.initial as AutochatSnapshot
const restoreEvents: AnyEventObject[] = [
  { type: 'chat.started', sessionId: modelSessionId, messages: [modelGreeting] },
  { type: 'message.queued', message: modelMessage },
  { type: 'answer.received', messages: [{ id: 'msg-0002', role: 'visitor', text: modelMessage.text, links: [], suggestions: [] }, modelReply] },
]
const restorePath = { number: allPaths.length + 1, ...withPageSteps(autochatModel.machine, { initial, steps: [] }, restoreEvents) }

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

/** The chat's requests, held until the path's next step answers them. */
interface ChatRequests {
  starts: HeldRequests
  sends: HeldRequests
  answers: HeldRequests
}

async function holdChatRequests(page: Page): Promise<ChatRequests> {
  const fn = (name: string) => {
    const found = serverFunctions().find((f) => f.name === name)
    if (!found) throw new Error(`no server function ${name} in the build`)
    return `**/_serverFn/${found.id}*`
  }
  return {
    starts: await HeldRequests.on(page, fn('startChat')),
    sends: await HeldRequests.on(page, fn('sendChatMessage')),
    answers: await HeldRequests.on(page, '**/api/chat-answer?*'),
  }
}

async function passThrough(requests: ChatRequests): Promise<void> {
  await requests.starts.passThrough()
  await requests.sends.passThrough()
  await requests.answers.passThrough()
}

/** The visitor's step, or the site's answer to the request the page is waiting on. */
async function perform(page: Page, event: AnyEventObject, before: AutochatSnapshot, requests: ChatRequests, outage: SessionOutage): Promise<void> {
  const output = (event as unknown as { output: unknown }).output
  switch (event.type) {
    case 'chat.open':
      await chooseChat(page)
      return
    case 'chat.close':
      await panel(page).press('Escape')
      return
    case 'chat.retry':
      await panel(page).getByRole('button', { name: 'Prøv igen' }).click()
      return
    case 'message.send':
      await panel(page)
        .getByLabel('Din besked')
        .fill((event as unknown as { message: { text: string } }).message.text)
      await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
      return
    case 'message.retry':
      await outage.set(page, false)
      await panel(page).getByRole('button', { name: 'Send igen' }).click()
      return
    case 'xstate.done.actor.startChat': {
      const route = await requests.starts.next()
      const { outcome } = output as StartResult
      // Ready: the real site starts the chat. Failed and turned off: that site's answer, to this page only.
      if (outcome === 'ready') await route.fallback()
      else await route.fulfill(serverFunctionAnswer({ outcome }))
      return
    }
    case 'xstate.error.actor.startChat':
      await (await requests.starts.next()).abort('failed')
      return
    case 'xstate.done.actor.sendMessage': {
      const route = await requests.sends.next()
      const { outcome } = output as SendResult
      if (outcome === 'rate-limited') return route.fulfill(serverFunctionAnswer({ outcome }))
      // Unavailable: the product API is down for this conversation, and the real site answers.
      await outage.set(page, outcome === 'unavailable')
      await route.fallback()
      return
    }
    case 'xstate.error.actor.sendMessage':
      await (await requests.sends.next()).abort('failed')
      return
    case 'answer.chunk':
      // The chunk comes with the stream's end (the next step): a held response cannot be sent in parts.
      return
    case 'xstate.done.actor.streamAnswer': {
      const route = await requests.answers.next()
      if ((output as StreamResult).outcome === 'complete') return route.fallback()
      // The stream ends after what arrived so far, without its closing line.
      await route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: `${JSON.stringify({ type: 'chunk', text: before.context.partial })}\n` })
      return
    }
    case 'xstate.error.actor.streamAnswer':
      await (await requests.answers.next()).abort('failed')
      return
    default:
      throw new Error(`no browser step for ${event.type}`)
  }
}

const openFailed = 'Der opstod en fejl ved åbning af chatten.'
const unavailable = 'Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere.'

/** The page shows the model's state: the panel, its messages and the spec's texts. */
async function expectState(page: Page, state: AutochatSnapshot): Promise<void> {
  const name = autochatState(state)
  if (name === 'closed') {
    await expect(panel(page)).toBeHidden()
    // The chat is offered again, and the launcher is back from the panel's corner.
    await expect(chatEntry(page)).toHaveCount(1)
    await expect(page.locator('html')).not.toHaveAttribute('data-chat-open')
    return
  }
  await expect(panel(page)).toHaveAttribute('data-chat-state', name, { timeout: 20_000 })
  switch (name) {
    case 'loading':
      await expect(panel(page).getByRole('status')).toHaveText('Åbner chatten …')
      return
    case 'error':
      await expect(panel(page).getByRole('alert')).toHaveText(openFailed)
      await expect(panel(page).getByRole('button', { name: 'Prøv igen' })).toBeVisible()
      return
    case 'fallback':
      await expect(panel(page).getByRole('alert')).toHaveText(unavailable)
      await expect(panel(page).getByRole('link', { name: 'Skriv til os' })).toHaveAttribute('href', '/directcontact')
      await expect(panel(page).getByRole('link', { name: 'Ring mig op' })).toBeVisible()
      await expect(panel(page).getByRole('link', { name: /^Ring til os på / })).toHaveAttribute('href', /^tel:\+45\d{8}$/)
      return
    case 'sending':
      await expect(panel(page)).toContainText('Sender …')
      return
    case 'streaming':
      return
    case 'idle':
      break
  }
  const { messages, outbox, problem } = state.context
  const assistant = messages.filter((m) => m.role === 'assistant').length
  const visitor = messages.filter((m) => m.role === 'visitor').length
  await expect(log(page).locator('li.chat-message--assistant')).toHaveCount(assistant)
  await expect(log(page).locator('li.chat-message--visitor')).toHaveCount(visitor)
  await expect(log(page).getByText('Svaret er ufuldstændigt.')).toHaveCount(messages.filter((m) => m.incomplete).length)
  if (outbox) await expect(panel(page)).toContainText(outbox.text)
  if (outbox && problem === 'send-failed') await expect(panel(page).getByRole('alert')).toContainText('Ikke sendt: chatten kunne ikke nås.')
  if (outbox && problem === 'rate-limited') {
    await expect(panel(page).getByRole('alert')).toContainText('Du har sendt mange beskeder på kort tid. Vent et minut, og send så igen.')
  }
  if (!outbox) await expect(panel(page).getByText('Ikke sendt')).toHaveCount(0)
  const cut = panel(page).getByText('Svaret blev afbrudt undervejs. Det modtagne er vist – spørg gerne igen.')
  await expect(cut).toHaveCount(problem === 'stream-cut' && !outbox ? 1 : 0)
}

/**
 * The panel's `data-chat-state` (closed while there is no panel) as the machine's state value in
 * `data-state` form (machines/kit/state-attribute.ts), for the coverage measured in the page.
 */
function asStateValue(chatState: string): string {
  return chatState === 'idle' || chatState === 'sending' || chatState === 'streaming' ? `ready.${chatState}` : chatState
}

/** What the page showed since it was (last) loaded. */
async function chatStatesSeen(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { chatStatesSeen: string[] }).chatStatesSeen)
  return seen.map(asStateValue)
}

/** Why the page cannot show these (the test prints each gap with its reason). */
const reasons: GapReasons = {}

test.describe('autochat: model paths in the browser', () => {
  // In order in one worker, so the coverage printed at the end is the whole file's; a failure does not skip the rest.
  test.describe.configure({ mode: 'default' })
  // An aborted request (the site cannot be reached) is logged by the browser.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
  for (const path of paths) {
    const title = path.steps.map((s) => autochatModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page, request }) => {
      // Each path is its own visitor (the chat's rate limit is per address; the e2e site trusts one proxy hop).
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${path.number}` })
      await page.addInitScript(recordChatStates)
      const outage = new SessionOutage(request)
      const requests = await holdChatRequests(page)
      try {
        await page.goto('/lokationer')
        await hydrated(page)
        await expectState(page, path.initial)
        let before = path.initial
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${autochatModel.describeEvent(step.event)}`, async () => {
            await perform(page, step.event, before, requests, outage)
            await expectState(page, step.state)
          })
          before = step.state
        }
        // A path may end while the site has yet to answer: the real site then answers.
        const last = autochatState(before)
        if (last === 'loading' || last === 'sending' || last === 'streaming') {
          await outage.set(page, false)
          await passThrough(requests)
          await expect(panel(page)).toHaveAttribute('data-chat-state', 'idle', { timeout: 20_000 })
          await expect(log(page)).toContainText(last === 'loading' ? 'velkommen til Bilhuset Nord' : 'under 300.000 kr. på lager lige nu')
        }
      } finally {
        await outage.set(page, false)
        await passThrough(requests)
      }
      savePathRecord(test.info(), 'autochat', path.number, await chatStatesSeen(page))
    })
  }

  test(`path ${restorePath.number}: ${restorePath.steps.map((s) => autochatModel.describeEvent(s.event)).join(' → ')}`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${restorePath.number}` })
    await page.addInitScript(recordChatStates)
    await page.goto('/lokationer')
    await hydrated(page)
    // A conversation in this browser: the chat started, a message sent and answered.
    await chooseChat(page)
    await expect(panel(page)).toHaveAttribute('data-chat-state', 'idle', { timeout: 20_000 })
    await panel(page).getByLabel('Din besked').fill(modelMessage.text)
    await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect(log(page)).toContainText('under 300.000 kr. på lager lige nu', { timeout: 20_000 })
    await expect(panel(page)).toHaveAttribute('data-chat-state', 'idle')
    // Loaded again: the page shows the conversation the journal restores (the recorder starts afresh).
    await page.reload()
    await hydrated(page)
    await expectState(page, restorePath.steps.at(-1)?.state as AutochatSnapshot)
    await expect(log(page)).toContainText('under 300.000 kr. på lager lige nu')
    savePathRecord(test.info(), 'autochat', restorePath.number, await chatStatesSeen(page))
  })

  pageCoverageTest(autochatModel.machine, 'autochat', [...paths, restorePath], reasons)
})
