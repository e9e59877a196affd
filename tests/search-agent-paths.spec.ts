/**
 * QA's "path tests from machines" for the search agent ("Gem søgning og få besked om nye biler" on /lager;
 * issue 32, item 7): the machine's generated paths, restricted to what a browser test can make happen
 * (`searchAgentUiEvents`, printed by `npm run machines:paths -- search-agent --ui`; the fewest that take
 * every transition they take together), drive the real panel on a /lager search.
 *
 * - Every request the outbox posts (the `postSearchAgent` server function) is held in the page until the
 *   path's next step is the site's answer. Then it goes to the real site and mock backend: accepted and
 *   pending (the confirmation mail arrives at the mock's SMTP catcher), accepted and already active (the
 *   same search was saved and confirmed meanwhile: a copy of the request with its own key, and its
 *   confirmation link opened, before the held one goes on), the fields refused (the request's e-mail
 *   changed on its way: the site's own 422) or refused as spam (its spam trap filled on its way: the site's
 *   own 400). Held back by the site's limit is, for this page only, the site's 429 answer with its time;
 *   the outbox posts the request again when Playwright's clock passes that time.
 * - A site that is down (its 503 answer) or cannot be reached (the request cut) changes nothing the
 *   visitor is told to do: the page stays at "Gemmer …" and the outbox posts the same key again; the first
 *   path with a first answer checks that before the real one.
 * - The confirmation link is opened in a second tab, which tells the form's tab (BroadcastChannel).
 *
 * After every step the panel's `data-state` and what the visitor sees (texts hand-written from
 * messages/da.json) must be the model's. Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import type { DeliveryOutcome, SearchAgentSnapshot } from '#machines/search-agent/search-agent-machine.ts'
import { searchAgentModel, searchAgentUiEvents } from '#machines/search-agent/search-agent-model.ts'
import { expect, hydrated, productApiUrl, test } from './fixtures.ts'
import { fixedNow } from './clock.ts'
import { HeldRequests, pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'
import { serverFunctionAnswer, serverFunctions } from './server-functions.ts'

const paths = pathsCoveringTransitions(searchAgentModel.machine, generatePaths(searchAgentModel, { events: searchAgentUiEvents }))

const postSearchAgent = serverFunctions().find((f) => f.name === 'postSearchAgent')
if (!postSearchAgent) throw new Error('postSearchAgent is not in the build')
const postUrl = `**/_serverFn/${postSearchAgent.id}*`

const reasons: GapReasons = {
  events: {
    'xstate.error.actor.deliver':
      "the page's deliver actor rejects only when the request is gone from the page's memory or there is no outbox (on the server): " +
      'neither can happen in a browser. A site that is down (503) or cannot be reached (the request cut) keeps the request in the outbox, ' +
      'still "Gemmer …" (the first path with an answer checks it); the model test takes "Udbakken kunne ikke bruges"',
  },
}

/** A /lager search with filters (a search without any cannot be saved). */
const searchPath = '/lager?type=used&brand=renault'
const openLabel = 'Gem søgning og få besked om nye biler'

// ---------------------------------------------------------------------------
// What the visitor sees (messages/da.json, written out by hand)
// ---------------------------------------------------------------------------

const panel = (page: Page) => page.locator('[data-flow="search-agent"]')
const emailField = (page: Page) => panel(page).getByLabel('Din e-mailadresse')
const invalidEmailText = 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'
/** The time a held-back request goes, for the n-th hold-back (the test's answers: 10 minutes each, from the suite's 10.00). */
const heldBackTimes = ['10.10', '10.20', '10.30']

async function expectState(page: Page, state: SearchAgentSnapshot, run: Run): Promise<void> {
  const value = stateAttribute(state.value)
  if (value === 'idle') {
    await expect(panel(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: openLabel })).toHaveAttribute('aria-expanded', 'false')
    if (run.opened) await expect(page.getByRole('button', { name: openLabel })).toBeFocused()
    return
  }
  await expect(panel(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Få besked om nye biler i denne søgning')
  await expect(panel(page).locator('.search-agent__what')).toHaveText('Søgning: Brugte biler, Renault')
  const status = panel(page).getByRole('status')
  const summary = panel(page).getByRole('alert')
  const submit = panel(page).getByRole('button', { name: value === 'editing' ? 'Gem' : 'Gemmer …', exact: true })
  switch (value) {
    case 'editing':
      await expect(submit).toBeEnabled()
      await expect(emailField(page)).toBeEnabled()
      if (state.context.invalid || state.context.rejection) {
        // The error summary (focused) links to the field, which says what is wrong.
        await expect(summary).toContainText('Ret dette, før du gemmer:')
        await expect(summary.getByRole('link', { name: invalidEmailText })).toBeVisible()
        await expect(summary).toBeFocused()
        await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
      } else {
        await expect(summary).toHaveCount(0)
        await expect(emailField(page)).toBeFocused()
      }
      return
    case 'submitting':
      await expect(submit).toBeDisabled()
      await expect(emailField(page)).toBeDisabled()
      await expect(status).toHaveText('')
      return
    case 'rateLimited':
      await expect(submit).toBeDisabled()
      await expect(status).toHaveText(
        `Du har bedt om mange beskeder på kort tid. Vi gemmer denne kl. ${heldBackTimes[run.heldBack - 1]} (den venter i din browser).`,
      )
      return
    case 'awaitingConfirmation':
      await expect(status.getByRole('heading', { level: 3 })).toHaveText('Tjek din e-mail')
      await expect(status).toContainText(
        `Vi har sendt et link til ${run.email}. Din besked gemmes først, når du har åbnet linket, og vi sender ikke andet, før du har bekræftet.`,
      )
      await expect(status).toBeFocused()
      return
    case 'saved':
      await expect(status.getByRole('heading', { level: 3 })).toHaveText('Din besked er gemt')
      await expect(status).toContainText(`Du får besked på ${run.email}. Hver mail har et link til at afmelde med ét klik.`)
      await expect(status).toBeFocused()
      return
    case 'failed':
      // The only failure a browser can be given is a refusal ("unavailable" is the model test's).
      await expect(status.locator('p')).toHaveText('Din besked kunne ikke gemmes. Prøv igen, eller ret oplysningerne.')
      await expect(status.getByRole('button', { name: 'Prøv igen' })).toBeVisible()
      await expect(status.getByRole('button', { name: 'Ret oplysningerne' })).toBeVisible()
      await expect(status.getByRole('button', { name: 'Luk' })).toBeVisible()
      return
    default:
      throw new Error(`no check for ${value}`)
  }
}

/**
 * The panel exists only while the form is open: the page without it (the button alone, `aria-expanded`
 * false) is the machine's idle, as `expectState` checks. Closing the form from "editing" unmounts its
 * fields, and React removes the panel in the same task as it shows idle, so the page's record says
 * "absent" there; read as idle, and one value where the two meet.
 */
function asIdle(seen: readonly string[]): string[] {
  const values = seen.map((value) => (value === 'absent' ? 'idle' : value))
  return values.filter((value, i) => i === 0 || value !== values[i - 1])
}

// ---------------------------------------------------------------------------
// The site's answers
// ---------------------------------------------------------------------------

/** A property of the seroval-encoded lead the outbox posts (the first object that has it): read, or set to a string. */
function leadProperty(body: string, property: string, value?: string): { body: string; value: string } {
  const tree = JSON.parse(body) as unknown
  let found: string | undefined
  const visit = (node: unknown): void => {
    if (found !== undefined || typeof node !== 'object' || node === null) return
    if (Array.isArray(node)) return node.forEach(visit)
    const n = node as { t?: number; p?: { k?: string[]; v?: unknown[] } }
    const keys = n.p?.k
    if (n.t === 10 && keys && n.p?.v && keys.includes(property)) {
      const i = keys.indexOf(property)
      found = String((n.p.v[i] as { s?: unknown }).s)
      if (value !== undefined) n.p.v[i] = { t: 1, s: value }
      return
    }
    Object.values(node).forEach(visit)
  }
  visit(tree)
  if (found === undefined) throw new Error(`the request has no ${property}`)
  return { body: JSON.stringify(tree), value: found }
}

type Answer = 'pending' | 'active' | 'rejected' | 'deferred' | 'refused'

function answerOf(event: AnyEventObject): Answer {
  const output = (event as unknown as { output: DeliveryOutcome }).output
  if (output.outcome === 'accepted') return output.receipt.status === 'pending' ? 'pending' : 'active'
  if (output.outcome === 'failed') return 'refused'
  return output.outcome
}

interface Mail {
  text: string
}

async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`${productApiUrl}/__qa/mails?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { items: Mail[] }).items
}

/** The confirmation link of the n-th mail to the address, once it has arrived (site-relative). */
async function confirmationLink(page: Page, email: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(page, email)).length).toBe(count)
  const text = (await mailsTo(page, email))[count - 1]?.text ?? ''
  const found = text.split(/\s/).find((word) => word.includes('/soegeagent/bekraeft?token='))
  if (!found) throw new Error(`no confirmation link in: ${text}`)
  const url = new URL(found)
  return `${url.pathname}${url.search}`
}

/**
 * For this page only, the site's answer when its limit per address holds the request back (429,
 * `retry-after`, `{ outcome: 'deferred', retryAt, retryAfterSeconds }`): ten minutes from the browser's
 * clock, which the test moves on when the path's next answer comes.
 */
function heldBackAnswer(n: number): ReturnType<typeof serverFunctionAnswer> {
  const retryAt = new Date(Date.parse(fixedNow) + n * 600_000).toISOString()
  const answer = serverFunctionAnswer({ outcome: 'deferred', retryAt })
  const body = JSON.parse(answer.body) as { p: { v: [{ p: { k: string[]; v: unknown[] } }] } }
  body.p.v[0].p.k.push('retryAfterSeconds')
  body.p.v[0].p.v.push({ t: 0, s: 600 })
  return { ...answer, status: 429, headers: { ...answer.headers, 'retry-after': '600' }, body: JSON.stringify(body) }
}

/** The request goes on to the site (changed on its way, or not), and the test waits until its answer is in. */
async function through(route: Route, postData?: string): Promise<void> {
  const request = route.request()
  await route.continue(postData === undefined ? undefined : { postData })
  await (await request.response())?.finished()
}

interface Run {
  email: string
  /** The request keys the page posted, in order. */
  keys: string[]
  /** Hold-backs answered so far. */
  heldBack: number
  /** The panel has been opened (focus goes back to the button when it closes). */
  opened: boolean
  /** The site's answer to wait for first: down, then cut (only on the first path with a first answer). */
  downFirst: boolean
}

/**
 * Before the path's answer to a first request: the site is down (its 503), then cannot be reached (the
 * request cut). The page stays at "Gemmer …", and the outbox posts the same request again after its pause
 * (2 s, then 5 s on Playwright's clock).
 */
async function siteDownThenCut(page: Page, requests: HeldRequests, run: Run, state: SearchAgentSnapshot): Promise<void> {
  const down = await requests.next()
  await down.fulfill({ ...serverFunctionAnswer({ outcome: 'unavailable' }), status: 503 })
  await (await down.request().response())?.finished()
  await expectState(page, state, run)
  await page.clock.runFor(2_000)
  const cut = await requests.next()
  const failed = page.waitForEvent('requestfailed', (r) => r === cut.request())
  await cut.abort('failed')
  await failed
  await expectState(page, state, run)
  await page.clock.runFor(5_000)
  // (Had the outbox not yet set its pause when the clock moved, the pause passes in real time.)
  await expect.poll(() => run.keys.length, { timeout: 15_000 }).toBe(3)
  expect(new Set(run.keys).size, 'the outbox posts the same request (one key) each time').toBe(1)
}

async function answer(page: Page, requests: HeldRequests, run: Run, event: AnyEventObject, before: SearchAgentSnapshot): Promise<void> {
  const kind = answerOf(event)
  if (run.downFirst && before.matches('submitting')) {
    run.downFirst = false
    await siteDownThenCut(page, requests, run, before)
  }
  // Held back before: the site's time has come (the outbox posts the request again, with its key).
  if (before.matches('rateLimited')) await page.clock.runFor(600_000)
  const route = await requests.next()
  const body = route.request().postData() ?? ''
  switch (kind) {
    case 'pending':
      return through(route)
    case 'active': {
      // The same search saved and confirmed meanwhile (a copy of the request with its own key, and its link opened).
      const mails = (await mailsTo(page, run.email)).length
      const copy = await route.fetch({ postData: leadProperty(body, 'key', `sa-elsewhere-${Date.now()}`).body })
      expect(copy.status()).toBe(201)
      const confirmed = await page.request.get(await confirmationLink(page, run.email, mails + 1))
      expect(await confirmed.text()).toContain('Tak, din besked er bekræftet')
      return through(route)
    }
    case 'rejected':
      return through(route, leadProperty(body, 'email', 'sofie-ved-eksempel').body)
    case 'refused':
      return through(route, leadProperty(body, 'honeypot', 'https://billige-hjul.example').body)
    case 'deferred':
      run.heldBack++
      return route.fulfill(heldBackAnswer(run.heldBack))
  }
}

// ---------------------------------------------------------------------------
// The visitor's steps
// ---------------------------------------------------------------------------

async function perform(page: Page, requests: HeldRequests, run: Run, event: AnyEventObject, before: SearchAgentSnapshot): Promise<void> {
  switch (event.type) {
    case 'agent.open':
      await page.getByRole('button', { name: openLabel }).click()
      run.opened = true
      return
    case 'agent.close':
      // From the form with the keyboard (Escape), from a message with "Luk".
      if (before.matches('editing')) await emailField(page).press('Escape')
      else await panel(page).getByRole('button', { name: 'Luk' }).click()
      return
    case 'form.submit':
      await emailField(page).fill(run.email)
      await panel(page).getByRole('radio', { name: 'Ugentligt (samlet mandag kl. 7)' }).check()
      await panel(page).getByRole('button', { name: 'Gem', exact: true }).click()
      return
    case 'form.invalid':
      await emailField(page).fill('sofie@eksempel')
      await panel(page).getByRole('button', { name: 'Gem', exact: true }).click()
      return
    case 'agent.retry': {
      const sent = run.keys.length
      await panel(page).getByRole('button', { name: 'Prøv igen' }).click()
      // The same request again: the key of the refused one.
      await expect.poll(() => run.keys.length).toBe(sent + 1)
      expect(run.keys.at(-1)).toBe(run.keys.at(-2))
      return
    }
    case 'agent.edit':
      await panel(page).getByRole('button', { name: 'Ret oplysningerne' }).click()
      return
    case 'xstate.done.actor.deliver':
      return answer(page, requests, run, event, before)
    case 'xstate.done.actor.awaitConfirmation': {
      // The link in the mail, opened in another tab: that page confirms, and tells this one.
      const tab = await page.context().newPage()
      await tab.goto(await confirmationLink(page, run.email, 1))
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Tak, din besked er bekræftet')
      // The page tells the other tabs once it runs (after hydration), not from the server's HTML.
      await hydrated(tab)
      await expect(panel(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 })
      await tab.close()
      return
    }
    default:
      throw new Error(`no step for ${event.type}`)
  }
}

test.describe('search agent: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // The site's refusals (400, 422), its hold-back (429) and a site that is down (503), and a cut request,
  // are the browser's own log lines, not page errors. (One pattern: Playwright reads a two-element array
  // as a value with its options.)
  test.use({ allowedConsoleErrors: [/Failed to load resource: (net::ERR_FAILED|the server responded with a status of (400|422|429|503))/] })

  const firstAnswered = paths.find((p) => p.steps.some((s) => s.event.type === 'xstate.done.actor.deliver'))?.number

  for (const path of paths) {
    const title = path.steps.map((s) => searchAgentModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      // An address of its own: the site's limit (10 requests per address) is not shared with other tests.
      const n = () => Math.floor(Math.random() * 250) + 1
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
      const run: Run = {
        email: `soegeagent-sti-${path.number}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`,
        keys: [],
        heldBack: 0,
        opened: false,
        downFirst: path.number === firstAnswered,
      }
      page.on('request', (request) => {
        if (request.url().includes(`/_serverFn/${postSearchAgent.id}`)) run.keys.push(leadProperty(request.postData() ?? '', 'key').value)
      })
      const requests = await HeldRequests.on(page, postUrl)
      await recordStates(page, '[data-flow="search-agent"]')
      // The browser's clock at the suite's instant; it runs, and the test moves it on past the outbox's pauses.
      await page.clock.install({ time: new Date(fixedNow) })
      await page.goto(searchPath)
      await hydrated(page)
      await expectState(page, path.initial, run)
      let before = path.initial
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${searchAgentModel.describeEvent(step.event)}`, async () => {
          await perform(page, requests, run, step.event, before)
          await expectState(page, step.state, run)
          before = step.state
        })
      }
      savePathRecord(test.info(), 'search-agent', path.number, asIdle(await statesSeen(page)))
    })
  }

  pageCoverageTest(searchAgentModel.machine, 'search-agent', paths, reasons)
})
