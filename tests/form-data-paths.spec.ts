/**
 * QA's "path tests from machines" for a form's data in a content block (machines/form-data/; issue 32,
 * item 7): the paths generated from the machine's model with the events a browser can cause
 * (`formDataUiEvents`, `npm run machines:paths -- form-data --ui`) drive the contact form that the content
 * page /service/lejebiler places (its "embedded_form" block; the route does not preload the form's data,
 * so the browser asks the site with the `loadFormData` server function after hydration).
 *
 * The site's answer is a step of its own: the test holds this page's `loadFormData` requests
 * (`HeldRequests`) until the path answers them, with the real site (the form's data) or cut (the site
 * cannot be reached: "Der gik noget galt..." with "Prøv igen"). So "Indlæser formularen …" stays on the
 * page until the test has seen it. After each step the block's `data-state` (the machine's state) and what
 * the visitor sees must be the model's.
 *
 * Coverage is measured from the `data-state` values the page showed (tests/machine-paths-support.ts) and
 * printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { formDataModel, formDataUiEvents } from '#machines/form-data/form-data-model.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { HeldRequests, pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

type Snapshot = Parameters<typeof formDataModel.events>[0]

const paths = pathsCoveringTransitions(formDataModel.machine, generatePaths(formDataModel, { events: (s) => formDataUiEvents(s) }))

/** A content page whose "embedded_form" block places the contact form without preloaded data. */
const page_ = '/service/lejebiler'

const reasons: GapReasons = {
  transitions: {
    'form-data.loading xstate.done.actor.load':
      'the page’s load actor never answers without data: loadFormData gives the form’s data or fails (use-form-data.ts), so "Sitet svarede uden data" is the model test’s',
    'form-data.loaded load.start':
      'the page asks once, when the block mounts (use-form-data.ts: its effect on the form id); another form is another block with a machine of its own, so a loaded form is never asked again',
    'form-data.failed load.start':
      'as for a loaded form: after a failure only "Prøv igen" (load.retry) asks again; the block’s form id never changes on a page',
  },
}

const block = (page: Page) => page.locator('[data-flow="form-data"]')

/** What the visitor sees in each state (messages/da.json). */
async function expectState(page: Page, state: Snapshot): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(block(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const error = block(page).getByRole('alert')
  switch (value) {
    case 'idle':
    case 'loading':
      await expect(block(page)).toHaveText('Indlæser formularen …')
      return
    case 'loaded':
      await expect(block(page).getByRole('textbox', { name: 'Navn', exact: true })).toBeVisible()
      await expect(block(page).getByRole('button', { name: 'Send henvendelse' })).toBeEnabled()
      await expect(block(page).getByText('Der gik noget galt...')).toHaveCount(0)
      return
    case 'failed':
      await expect(error.getByRole('heading')).toHaveText('Der gik noget galt...')
      await expect(error).toContainText('Formularen kunne ikke indlæses lige nu. Prøv igen om lidt, eller ring til os.')
      await expect(error.getByRole('button', { name: 'Prøv igen' })).toBeVisible()
      return
    default:
      throw new Error(`no check for ${value}`)
  }
}

test.describe('a form’s data in a content block: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut request is the browser's own log line; the block shows its error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  for (const path of paths) {
    const title = path.steps.map((s) => formDataModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      const fn = serverFunctions().find((f) => f.name === 'loadFormData')
      if (!fn) throw new Error('loadFormData is not in the build')
      const requests = await HeldRequests.on(page, `**/_serverFn/${fn.id}*`)
      const held: Route[] = []
      await recordStates(page, '[data-flow="form-data"]')
      await page.goto(page_)
      await hydrated(page)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${formDataModel.describeEvent(step.event)}`, async () => {
          switch (step.event.type) {
            case 'load.start':
              // The page asks by itself once hydrated: its request is what the test now holds.
              held.push(await requests.next())
              break
            case 'load.retry':
              await block(page).getByRole('button', { name: 'Prøv igen' }).click()
              held.push(await requests.next())
              break
            case 'xstate.done.actor.load':
              await held.shift()?.fallback()
              break
            case 'xstate.error.actor.load':
              await held.shift()?.abort('failed')
              break
            default:
              throw new Error(`no browser step for ${step.event.type}`)
          }
          await expectState(page, step.state)
        })
      }
      // A path that ends while the site is asked: its request goes on now (the page is done with).
      for (const route of held.splice(0)) await route.fallback()
      await requests.passThrough()
      savePathRecord(test.info(), 'form-data', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(formDataModel.machine, 'form-data', paths, reasons)
})
