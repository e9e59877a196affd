/**
 * QA's "path tests from machines" for build freshness (issue 16, item 4): the
 * machine's generated paths, restricted to what a browser test can make happen
 * (`buildFreshnessUiEvents`, printed by `npm run machines:paths --
 * build-freshness --ui`), drive the real runtime on /directcontact. The tab's
 * focus is a focus event; the site's build endpoint answers for this page
 * only (`page.route`): the same build, a newer or an older one, or no answer.
 * An in-app link while a newer build is known must become a full page load.
 * Of the generated paths, the fewest that take every transition run.
 *
 * The state is `<html data-build-freshness>` (`pending` until the machine has
 * loaded). Coverage is measured from the values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 * The two-build end-to-end flow (chunks gone, one reload, the error page) is
 * tests/build-freshness.spec.ts.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import type { BuildFreshnessSnapshot } from '#machines/build-freshness/build-freshness-machine.ts'
import { buildFreshnessModel, buildFreshnessUiEvents, reportedBuilds } from '#machines/build-freshness/build-freshness-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

const paths = pathsCoveringTransitions(buildFreshnessModel.machine, generatePaths(buildFreshnessModel, { events: (s) => buildFreshnessUiEvents(s) }))

const chunks = 'a chunk that fails to load needs a release that removed it: tests/build-freshness.spec.ts serves two real builds; vitest covers the guard'
const reasons = {
  transitions: {
    'build-freshness.stale navigation.request': 'unsaved form input keeps the in-app navigation: left to vitest (the blocker’s answer is the machine’s state)',
  },
  events: {
    'chunk.failed': chunks,
    'freshness.reload': chunks,
    'xstate.done.actor.waitForCheck': 'the 5-minute check timer: the focus check takes the same way; vitest drives the timer',
  },
  states: {
    'build-freshness.reloading': chunks,
    'build-freshness.broken': chunks,
  },
}

type Answer = 'same' | 'newer' | 'older' | 'unreachable'

function answerOf(event: AnyEventObject): Answer | null {
  if (event.type === 'xstate.error.actor.fetchBuild') return 'unreachable'
  if (event.type !== 'xstate.done.actor.fetchBuild') return null
  const output = (event as unknown as { output: { id: string } }).output
  return output.id === reportedBuilds.newer.id ? 'newer' : output.id === reportedBuilds.older.id ? 'older' : 'same'
}

/** This page's build endpoint: answers as the path's next answer says. */
class BuildEndpoint {
  next: Answer = 'same'
  async install(page: Page, real: { id: string; builtAt: number }): Promise<void> {
    await page.route('**/api/build?**', async (route: Route) => {
      if (this.next === 'unreachable') return route.abort('failed')
      const body =
        this.next === 'same'
          ? real
          : this.next === 'newer'
            ? { id: `${real.id}-ny`, builtAt: real.builtAt + 60_000 }
            : { id: `${real.id}-gammel`, builtAt: real.builtAt - 60_000 }
      return route.fulfill({ contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify(body) })
    })
  }
}

const html = (page: Page) => page.locator('html')

async function perform(page: Page, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'freshness.focus':
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      return
    case 'navigation.request':
      // An in-app link of the page (the footer's, visible on every layout).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.getByRole('contentinfo').locator('a[href="/lokationer"]').first().click()
      return
    default:
      // The site's answer: nothing to do but wait for the state it leads to.
      return
  }
}

async function expectState(page: Page, state: BuildFreshnessSnapshot): Promise<void> {
  const value = stateAttribute(state.value)
  if (value === 'loadingFully') {
    // A full page load of the link's address: a new document, whose runtime starts again.
    await expect(page).toHaveURL(/\/lokationer$/)
    await expect.poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(false)
    await hydrated(page)
    return
  }
  if (value === 'checking') return
  await expect(html(page)).toHaveAttribute('data-build-freshness', value, { timeout: 15_000 })
}

for (const mobile of [false, true]) {
  test.describe(`build freshness: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    test.describe.configure({ mode: 'default' })
    // The cut build check is logged by the browser; the page stays as it is.
    test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch|ERR_FAILED/] })

    for (const path of paths) {
      const title = path.steps.map((s) => buildFreshnessModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page }) => {
        const real = (await (await page.request.get('/api/build')).json()) as { id: string; builtAt: number }
        const endpoint = new BuildEndpoint()
        await endpoint.install(page, real)
        await recordStates(page, 'html', 'data-build-freshness')
        await page.goto('/directcontact')
        await hydrated(page)
        await expect(html(page)).toHaveAttribute('data-build-freshness', 'pending')
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${buildFreshnessModel.describeEvent(step.event)}`, async () => {
            const next = path.steps
              .slice(i)
              .map((s) => answerOf(s.event))
              .find((a) => a !== null)
            if (next) endpoint.next = next
            await perform(page, step.event)
            await expectState(page, step.state)
          })
        }
        savePathRecord(test.info(), 'build-freshness', path.number, await statesSeen(page))
      })
    }

    pageCoverageTest(buildFreshnessModel.machine, 'build-freshness', paths, reasons)
  })
}
