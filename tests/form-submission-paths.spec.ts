/**
 * QA's "path tests from machines" for form submission (issue 16, item 4):
 * the machine's generated paths, restricted to what a browser test can make
 * happen (`formSubmissionUiEvents`, printed by
 * `npm run machines:paths -- form-submission --ui`), drive the real contact
 * form on /directcontact. Faults are this page's own, so no other test sees
 * them: "unavailable" is the browser offline (the outbox sends nothing and
 * waits), "the site cannot be reached" is this page's lead request cut by the
 * test; "accepted" is the real site and mock product API. The retry is the
 * real timer or the browser coming back online. Of the generated paths, the
 * fewest that take every transition run.
 *
 * After each step whose state lasts until the visitor acts or a timer fires
 * (editing, waiting, succeeded) the form's `data-state` and what it says must
 * be the model's. Coverage is measured from the `data-state` values the page
 * showed (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import type { FormSubmissionSnapshot, LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import { formSubmissionModel, formSubmissionUiEvents } from '#machines/form-submission/form-submission-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, phoneFor, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

const paths = pathsCoveringTransitions(formSubmissionModel.machine, generatePaths(formSubmissionModel, { events: (s) => formSubmissionUiEvents(s) }))

const restored =
  'replayed from the stored journal when a page with a lead in the outbox loads (forms-contact.spec.ts reloads a queued lead; vitest replays every journal event)'
const refusal =
  'a refusal (spam trap, key conflict, 429) or field errors from the product API: the site’s own answers, which need the shared mock’s faults or the site’s rate limit (forms-*.spec.ts, vitest)'
const heldBack =
  'the site’s lead limit holding a lead back (429 with the time it goes, issue 30): six leads from one sender, and a window a browser test cannot move (forms-contact.spec.ts "the lead limit", vitest)'
const reasons = {
  transitions: {
    'formSubmission.submitting xstate.done.actor.submitLead [isRejected]': refusal,
    'formSubmission.submitting xstate.done.actor.submitLead [isRefused]': refusal,
    'formSubmission.submitting xstate.done.actor.submitLead [isDeferred]': heldBack,
    'formSubmission.deferred xstate.done.actor.waitForWindow': heldBack,
  },
  events: {
    'lead.queued': restored,
    'lead.delivered': restored,
    'lead.failed': restored,
    'lead.rejected': restored,
    'outbox.resume': restored,
    'form.edit': 'offered only after a refusal (the failed state)',
    'lead.retry': 'from "failed" only after a refusal; from "queued" only after a reload (see the restored events)',
  },
  states: {
    'formSubmission.queued': restored,
    'formSubmission.failed': refusal,
    'formSubmission.deferred': heldBack,
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

    pageCoverageTest(formSubmissionModel.machine, 'form-submission', paths, reasons)
  })
}
