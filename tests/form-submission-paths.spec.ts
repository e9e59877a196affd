/**
 * QA's "path tests from machines" for form submission (issue 16, item 4;
 * issue 32, item 7): the machine's generated paths, restricted to what a
 * browser test can make happen (`formSubmissionUiEvents`, printed by
 * `npm run machines:paths -- form-submission --ui`), drive the real contact
 * form on /directcontact. Faults are this page's own, so no other test sees
 * them: "unavailable" is the browser offline (the outbox sends nothing and
 * waits), "the site cannot be reached" is this page's lead request cut by the
 * test; "accepted" is the real site and mock product API. The retry is the
 * real timer or the browser coming back online. Of the generated paths, the
 * fewest that take every transition run.
 *
 * Then scenarios written as the machine's events: the test holds the lead
 * requests (page.route) until it answers them, and the site answers for real,
 * also to a lead whose spam trap is filled or whose e-mail is not an address
 * (the request changed on its way); a second tab on the same form follows the
 * first through the browser's outbox.
 *
 * After each step whose state lasts until the visitor acts or a timer fires
 * (editing, waiting, succeeded; in the scenarios every state) the form's
 * `data-state` and what it says must be the model's. Coverage is measured
 * from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'
import { createActor, transition, type AnyEventObject } from 'xstate'
import type { FormSubmissionSnapshot, LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { formSubmissionModel, formSubmissionUiEvents } from '#machines/form-submission/form-submission-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, phoneFor, test } from './fixtures.ts'
import { fixedNow } from './clock.ts'
import { leadsWithEmail } from './forms-support.ts'
import {
  HeldRequests,
  pageCoverageTest,
  pathsCoveringTransitions,
  recordStates,
  savePathRecord,
  statesSeen,
  withPageSteps,
  type PathRecord,
} from './machine-paths-support.ts'

const paths = pathsCoveringTransitions(formSubmissionModel.machine, generatePaths(formSubmissionModel, { events: (s) => formSubmissionUiEvents(s) }))

/**
 * What the page cannot show, and why. The rest is reached: the generated paths, and the scenarios below
 * (held lead requests, the site's refusals and lead limit, a second tab that follows the first through the outbox).
 */
const reasons = {
  transitions: {
    'formSubmission.editing lead.delivered':
      'a page that loads with a delivered lead shows it at once ("loading", then "succeeded"): the restored machine passes "editing" inside the replay, never on the page; a delivery in another tab reaches a tab that showed the lead queued (queued → succeeded, covered)',
    'formSubmission.queued outbox.resume':
      'the page sends outbox.resume in the same task in which it restores a queued lead (machines/kit/persistent-store.ts, start), so after a reload it shows "submitting" straight after "loading", never "queued"; forms-contact.spec.ts reloads a queued lead, vitest replays it',
  },
}

/** States that last until the visitor acts or a timer fires; submitting lasts one request. */
const settled = new Set(['editing', 'waiting', 'succeeded'])
const form = (page: Page) => page.locator('.lead-form')

type Answer = 'accepted' | 'unavailable' | 'unreachable'

/** This page's network for its lead requests: offline, cut, or through. */
class LeadNetwork {
  private cut = false
  private readonly context: BrowserContext
  constructor(context: BrowserContext) {
    this.context = context
  }
  async install(page: Page, marker: string): Promise<void> {
    await page.route('**/_serverFn/**', async (route: Route) => {
      const request = route.request()
      if (this.cut && `${request.url()} ${request.postData() ?? ''}`.includes(marker)) await route.abort('failed')
      else await route.fallback()
    })
  }
  async prepare(answer: Answer | null): Promise<void> {
    this.cut = answer === 'unreachable'
    await this.context.setOffline(answer === 'unavailable')
  }
}

function answerOf(event: AnyEventObject): Answer | null {
  if (event.type === 'xstate.error.actor.submitLead') return 'unreachable'
  if (event.type !== 'xstate.done.actor.submitLead') return null
  return (event as unknown as { output: LeadPostResult }).output.outcome === 'unavailable' ? 'unavailable' : 'accepted'
}

/** The site's next answer in the path after step `index`. */
function nextAnswer(steps: readonly { event: AnyEventObject }[], index: number): Answer | null {
  for (const step of steps.slice(index + 1)) {
    const answer = answerOf(step.event)
    if (answer) return answer
  }
  return null
}

async function fillValid(page: Page, email: string): Promise<void> {
  await page.getByLabel('Andet').check()
  await page.getByRole('textbox', { name: /^Besked/ }).fill('Ring mig op, tak.')
  await page.getByLabel('Navn').fill('Jens Nielsen')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
}

async function perform(page: Page, event: AnyEventObject, email: string): Promise<void> {
  switch (event.type) {
    case 'form.submit':
      await fillValid(page, email)
      await page.getByRole('button', { name: 'Send henvendelse' }).click()
      return
    case 'form.invalid':
      await page.getByRole('textbox', { name: /^Besked/ }).fill('')
      await page.getByRole('button', { name: 'Send henvendelse' }).click()
      return
    case 'lead.retry':
      await form(page).getByRole('button', { name: 'Prøv igen nu' }).click()
      return
    case 'form.reset':
      await form(page).getByRole('button', { name: 'Send en ny henvendelse' }).click()
      return
    case 'xstate.done.actor.waitForRetry':
      // The retry timer (2 s on the first retry), or the browser back online: the network is already set for the next answer.
      return
    default:
      // The site's answer: nothing to do but wait for the state it leads to.
      return
  }
}

async function expectState(page: Page, state: FormSubmissionSnapshot): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(form(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  if (value === 'waiting') await expect(form(page)).toContainText('Din henvendelse er gemt og sendes automatisk')
  if (value === 'succeeded') await expect(form(page)).toContainText('Tak – din henvendelse er sendt')
  if (value === 'editing' && state.context.problem) await expect(page.getByRole('alert').first()).toBeVisible()
}

// ---------------------------------------------------------------------------
// Scenarios beyond the generated paths (issue 32, item 7), written as the
// machine's events: the test holds this page's lead requests (page.route)
// until it answers them, and the site answers for real, also to a lead whose
// spam trap is filled or whose e-mail is not an address (the request changed
// on its way). A second tab on the same form follows the first through the
// browser's outbox (the journal in localStorage): "i kø … i et andet
// faneblad".
// ---------------------------------------------------------------------------

/** How the test answers a held lead request: the site's own answer, or the site's answer to the lead changed on its way. */
type LeadAnswerKind = 'through' | 'spam' | 'bad-email'

/** Sets a string property of the seroval-encoded lead (the first object that has it). */
function withLeadProperty(body: string, property: string, value: string): string {
  const tree = JSON.parse(body) as unknown
  let done = false
  const visit = (node: unknown): void => {
    if (done || typeof node !== 'object' || node === null) return
    if (Array.isArray(node)) return node.forEach(visit)
    const n = node as { t?: number; p?: { k?: string[]; v?: unknown[] } }
    const keys = n.p?.k
    if (n.t === 10 && keys && n.p?.v && keys.includes(property)) {
      n.p.v[keys.indexOf(property)] = { t: 1, s: value }
      done = true
      return
    }
    Object.values(node).forEach(visit)
  }
  visit(tree)
  if (!done) throw new Error(`the lead has no ${property}`)
  return JSON.stringify(tree)
}

/** What the test does with a held lead request for each kind of answer. */
async function respondToLead(route: Route, kind: LeadAnswerKind): Promise<void> {
  const body = route.request().postData() ?? ''
  if (kind === 'spam') await route.continue({ postData: withLeadProperty(body, 'honeypot', 'https://billige-hjul.example') })
  else if (kind === 'bad-email') await route.continue({ postData: withLeadProperty(body, 'email', 'jens.nielsen-ved-eksempel') })
  else await route.continue()
}

type Tab = 'A' | 'B'

interface FormRun {
  pages: Record<Tab, Page>
  leads: Record<Tab, HeldRequests>
  email: string
}

interface FormStep {
  title: string
  act: (r: FormRun) => Promise<void>
  /** The events each tab's machine gets from this step (B follows A through the journal). */
  events: Partial<Record<Tab, AnyEventObject[]>>
}

interface FormScenario {
  title: string
  tabs: Tab[]
  steps: FormStep[]
  /** The browser's clock at the suite's instant, with timers the test runs forward (page.clock). */
  clock?: boolean
}

const modelLead = { key: 'model-lead-1', formId: 'direct-contact', subject: {}, values: {}, honeypot: '', locale: 'da-DK' }
const modelReceipt = { submissionId: 'model-1', receivedAt: '2026-11-24T09:00:00.000Z', message: 'Tak.' }
const submit: AnyEventObject = { type: 'form.submit', lead: modelLead }
const siteAnswer = (output: LeadPostResult): AnyEventObject => ({ type: 'xstate.done.actor.submitLead', output })
const accepted = siteAnswer({ outcome: 'accepted', receipt: modelReceipt })
const spam = siteAnswer({ outcome: 'refused', reason: 'spam' })
const badEmail = siteAnswer({ outcome: 'rejected', fieldErrors: { email: ['Skriv en gyldig e-mailadresse.'] }, formErrors: [] })
const journal = {
  queued: { type: 'lead.queued', lead: modelLead },
  delivered: { type: 'lead.delivered', receipt: modelReceipt },
  failed: { type: 'lead.failed', reason: 'spam' },
  rejected: { type: 'lead.rejected' },
} satisfies Record<string, AnyEventObject>

/** The visitor in tab A fills the form and presses "Send"; the request is held. */
const submitInA = (sent: number) => async (r: FormRun) => {
  await fillValid(r.pages.A, r.email)
  await r.pages.A.getByRole('button', { name: 'Send henvendelse' }).click()
  await r.leads.A.waitForSent(sent)
}
const answerA = (kind: LeadAnswerKind) => async (r: FormRun) => r.leads.A.answer(r.pages.A, (route) => respondToLead(route, kind))

/** Five leads from one sender, each sent and received, and the form started anew after each. */
const fiveLeads: FormStep[] = Array.from({ length: 5 }, (_, i) => [
  { title: `Send henvendelse ${i + 1}`, act: submitInA(i + 1), events: { A: [submit] } },
  { title: `sitet modtager henvendelse ${i + 1}`, act: answerA('through'), events: { A: [accepted] } },
  {
    title: 'Send en ny henvendelse',
    act: async (r: FormRun) => form(r.pages.A).getByRole('button', { name: 'Send en ny henvendelse' }).click(),
    events: { A: [{ type: 'form.reset' }] },
  },
]).flat()
const heldBackAnswer = siteAnswer({ outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z', retryAfterSeconds: 600 })

const formScenarios: FormScenario[] = [
  {
    title: 'den sjette henvendelse fra samme afsender holdes tilbage og sendes igen til tiden',
    tabs: ['A'],
    clock: true,
    steps: [
      ...fiveLeads,
      { title: 'Send henvendelse 6', act: submitInA(6), events: { A: [submit] } },
      { title: 'sitet holder den tilbage', act: answerA('through'), events: { A: [heldBackAnswer] } },
      {
        title: 'tiden er nået',
        act: async (r) => {
          await r.pages.A.clock.runFor(10 * 60_000)
          await r.leads.A.waitForSent(7)
        },
        events: { A: [{ type: 'xstate.done.actor.waitForWindow', output: undefined }] },
      },
      // The site's window is real time, which a browser test cannot move: it holds the lead back again.
      { title: 'sitet holder den tilbage igen', act: answerA('through'), events: { A: [heldBackAnswer] } },
    ],
  },
  {
    title: 'sitet afviser e-mailen: fejlen vises ved feltet, og den rettede henvendelse sendes',
    tabs: ['A'],
    steps: [
      { title: 'Send', act: submitInA(1), events: { A: [submit] } },
      { title: 'sitet afviser e-mailen', act: answerA('bad-email'), events: { A: [badEmail] } },
      {
        title: 'Send igen',
        act: async (r) => {
          await r.pages.A.getByRole('button', { name: 'Send henvendelse' }).click()
          await r.leads.A.waitForSent(2)
        },
        events: { A: [submit] },
      },
      { title: 'sitet modtager den', act: answerA('through'), events: { A: [accepted] } },
    ],
  },
  {
    title: 'afvist som spam; den besøgende retter henvendelsen og sender den igen',
    tabs: ['A'],
    steps: [
      { title: 'Send', act: submitInA(1), events: { A: [submit] } },
      { title: 'sitet afviser den som spam', act: answerA('spam'), events: { A: [spam] } },
      {
        title: 'Ret henvendelsen',
        act: async (r) => {
          await form(r.pages.A).getByRole('button', { name: 'Ret henvendelsen' }).click()
          // The fields hold what was sent.
          await expect(r.pages.A.getByLabel('E-mail')).toHaveValue(r.email)
        },
        events: { A: [{ type: 'form.edit' }] },
      },
      {
        title: 'Send igen',
        act: async (r) => {
          await r.pages.A.getByRole('button', { name: 'Send henvendelse' }).click()
          await r.leads.A.waitForSent(2)
        },
        events: { A: [submit] },
      },
      { title: 'sitet modtager den', act: answerA('through'), events: { A: [accepted] } },
    ],
  },
  {
    title: 'to faneblade: afvist som spam, prøvet igen og modtaget; det andet faneblad følger med',
    tabs: ['A', 'B'],
    steps: [
      { title: 'Send i A', act: submitInA(1), events: { A: [submit], B: [journal.queued] } },
      { title: 'sitet afviser den som spam', act: answerA('spam'), events: { A: [spam], B: [journal.failed] } },
      {
        title: 'Prøv igen i A',
        act: async (r) => {
          await form(r.pages.A).getByRole('button', { name: 'Prøv igen', exact: true }).click()
          await r.leads.A.waitForSent(2)
        },
        events: { A: [{ type: 'lead.retry' }], B: [journal.queued] },
      },
      { title: 'sitet modtager den', act: answerA('through'), events: { A: [accepted], B: [journal.delivered] } },
    ],
  },
  {
    title: 'to faneblade: felterne afvises i A; B viser formularen igen',
    tabs: ['A', 'B'],
    steps: [
      { title: 'Send i A', act: submitInA(1), events: { A: [submit], B: [journal.queued] } },
      { title: 'sitet afviser e-mailen', act: answerA('bad-email'), events: { A: [badEmail], B: [journal.rejected] } },
    ],
  },
  {
    title: 'to faneblade: B trykker "Prøv igen nu" på henvendelsen i kø',
    tabs: ['B'],
    steps: [
      { title: 'Send i A', act: submitInA(1), events: { B: [journal.queued] } },
      {
        title: 'Prøv igen nu i B',
        act: async (r) => {
          await form(r.pages.B).getByRole('button', { name: 'Prøv igen nu' }).click()
          await r.leads.B.waitForSent(1)
        },
        events: { B: [{ type: 'lead.retry' }] },
      },
      {
        title: 'sitet modtager B’s forsøg',
        act: async (r) => r.leads.B.answer(r.pages.B, (route) => respondToLead(route, 'through')),
        events: { B: [accepted] },
      },
    ],
  },
]

const formInitial = createActor(formSubmissionModel.machine).getSnapshot()
/** After the generated paths' numbers (they are not 1…n: the fewest covering paths are kept). */
const firstScenarioNumber = Math.max(0, ...paths.map((p) => p.number)) + 1
/** One path record per tab of each scenario, numbered after the generated paths. */
const formScenarioPaths: (PathRecord & { number: number; scenario: number; tab: Tab })[] = []
for (const [i, scenario] of formScenarios.entries()) {
  for (const tab of scenario.tabs) {
    const events = scenario.steps.flatMap((step) => step.events[tab] ?? [])
    formScenarioPaths.push({
      ...withPageSteps(formSubmissionModel.machine, { initial: formInitial, steps: [] }, events),
      number: firstScenarioNumber + formScenarioPaths.length,
      scenario: i,
      tab,
    })
  }
}

/** What the form must show in a state the test holds still (a held request), from the machine's texts. */
async function expectFormState(page: Page, state: FormSubmissionSnapshot): Promise<void> {
  await expectState(page, state)
  const status = form(page).locator('.lead-form__status')
  switch (stateAttribute(state.value)) {
    case 'submitting':
      await expect(status).toContainText('Sender')
      return
    case 'queued':
      await expect(status).toContainText('Din henvendelse er gemt og sendes automatisk')
      await expect(status.getByRole('button', { name: 'Prøv igen nu' })).toBeVisible()
      return
    case 'deferred':
      // "Din henvendelse er gemt og sendes automatisk kl. 10.10." (the site's time)
      await expect(status).toContainText('Din henvendelse er gemt og sendes automatisk')
      await expect(status).toContainText(/sendes automatisk kl\. \d\d\.\d\d/)
      await expect(status.getByRole('button', { name: 'Prøv igen nu' })).toHaveCount(0)
      return
    case 'failed':
      await expect(status).toContainText('ikke sendt')
      await expect(status.getByRole('button', { name: 'Prøv igen', exact: true })).toBeVisible()
      await expect(status.getByRole('button', { name: 'Ret henvendelsen' })).toBeVisible()
      return
    case 'editing':
      // Field errors from the site are shown at the field.
      if (state.context.rejection?.fieldErrors.email) await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
      return
    default:
      return
  }
}

/** Opens the form in `page` as the visitor at `address`; its lead requests (`postLead`) are held. */
async function openForm(page: Page, address: string): Promise<HeldRequests> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const leads = await HeldRequests.onServerFunction(page, 'postLead')
  await recordStates(page, '.lead-form')
  await page.goto('/directcontact')
  await hydrated(page)
  await expect(form(page)).toHaveAttribute('data-state', 'editing')
  return leads
}

function formScenarioTests(mobile: boolean): void {
  test.describe(`held lead requests, the site’s refusals and a second tab${mobile ? ' @mobile' : ''}`, () => {
    for (const [i, scenario] of formScenarios.entries()) {
      const records = formScenarioPaths.filter((p) => p.scenario === i)
      test(`path ${records.map((p) => p.number).join(' + ')}: ${scenario.title}`, async ({ page, context }) => {
        const n = () => Math.floor(Math.random() * 250) + 1
        const address = `10.${n()}.${n()}.${n()}`
        const email = `paths-scenario-${i + 1}-${Date.now()}-${n()}@example.dk`
        const run: FormRun = { pages: { A: page, B: page }, leads: { A: new HeldRequests(), B: new HeldRequests() }, email }
        if (scenario.clock) await page.clock.install({ time: new Date(fixedNow) })
        run.leads.A = await openForm(page, address)
        if (scenario.tabs.includes('B')) {
          run.pages.B = await context.newPage()
          run.leads.B = await openForm(run.pages.B, address)
        }
        const states: Partial<Record<Tab, FormSubmissionSnapshot>> = { A: formInitial, B: formInitial }
        for (const [j, step] of scenario.steps.entries()) {
          await test.step(`${j + 1}. ${step.title}`, async () => {
            await step.act(run)
            for (const tab of scenario.tabs) {
              const events = step.events[tab]
              if (!events) continue
              let state = states[tab] as FormSubmissionSnapshot
              for (const event of events) state = transition(formSubmissionModel.machine, state, event as never)[0]
              states[tab] = state
              await expectFormState(run.pages[tab], state)
            }
          })
        }
        // Requests a tab's machine gave up (the other tab delivered the lead; the page aborted them) are let go.
        for (const tab of ['A', 'B'] as const) await run.leads[tab].passThrough()
        // However many tabs sent a lead, and however often, the dealer got each accepted lead once.
        const acceptedLeads = scenario.steps.flatMap((step) => Object.values(step.events).flat()).filter((e) => e === accepted).length
        expect(await leadsWithEmail(page, 'contact', email)).toHaveLength(acceptedLeads)
        for (const record of records) savePathRecord(test.info(), 'form-submission', record.number, await statesSeen(run.pages[record.tab]))
      })
    }
  })
}

for (const mobile of [false, true]) {
  test.describe(`form submission: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    test.describe.configure({ mode: 'default' })
    // A cut request is logged by the browser; the form says the lead waits.
    test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch|ERR_FAILED|ERR_INTERNET_DISCONNECTED/] })

    for (const path of paths) {
      const title = path.steps.map((s) => formSubmissionModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page, context }) => {
        // Each path is its own visitor (the site limits leads per address; the e2e site trusts one proxy hop).
        const n = () => Math.floor(Math.random() * 250) + 1
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
        const email = `paths-${path.number}-${Date.now()}-${n()}@example.dk`
        const network = new LeadNetwork(context)
        await network.install(page, email)
        await recordStates(page, '.lead-form')
        await page.goto('/directcontact')
        await hydrated(page)
        await expectState(page, path.initial)
        try {
          for (const [i, step] of path.steps.entries()) {
            await test.step(`${i + 1}. ${formSubmissionModel.describeEvent(step.event)}`, async () => {
              const answer = answerOf(step.event) !== null
              if (!answer) await network.prepare(nextAnswer(path.steps, i))
              await perform(page, step.event, email)
              if (settled.has(stateAttribute(step.state.value))) await expectState(page, step.state)
              // After the site's answer, the next attempt (a timer may start it) meets the next answer's network.
              if (answer) await network.prepare(nextAnswer(path.steps, i))
            })
          }
        } finally {
          await network.prepare(null)
        }
        savePathRecord(test.info(), 'form-submission', path.number, await statesSeen(page))
      })
    }

    formScenarioTests(mobile)

    pageCoverageTest(formSubmissionModel.machine, 'form-submission', [...paths, ...formScenarioPaths], reasons)
  })
}
