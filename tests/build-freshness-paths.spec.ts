/**
 * QA's "path tests from machines" for build freshness (issue 16, item 4; issue 32, item 7): the
 * machine's generated paths, restricted to what a browser test can make happen
 * (`buildFreshnessUiEvents`, printed by `npm run machines:paths -- build-freshness --ui`), drive
 * the real runtime on /directcontact. The tab's focus is a focus event; five minutes pass on
 * Playwright's clock (installed before the page loads); the site's build endpoint answers for this
 * page only (`page.route`): the same build, a newer or an older one, no answer, or an answer held
 * while the path acts in `checking`. An in-app link while a newer build is known must become a full
 * page load, and stay in the page while the contact form holds unsent input. A route chunk that
 * cannot be loaded (the test aborts the page's chunk requests until the next document) must reload
 * the link's address once, or, when the tab's reload log says it was reloaded 3 s ago (the log the
 * model's event carries, written before the link is followed), show the error page with
 * "Genindlæs siden" (spec 9). Of the generated paths, the fewest that take every transition run, on
 * desktop; on a phone, the path to a full page load (the footer's link in the phone layout).
 *
 * The state is `<html data-build-freshness>` (`pending` until the machine has loaded). Coverage is
 * measured from the values the page showed (tests/machine-paths-support.ts) and printed; every gap
 * has its reason. The two-build end-to-end flow (chunks gone after a real release) is
 * tests/build-freshness.spec.ts.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { constants } from '#app.config'
import type { BuildFreshnessSnapshot } from '#machines/build-freshness/build-freshness-machine.ts'
import { buildFreshnessModel, buildFreshnessUiEvents, modelNow, reportedBuilds } from '#machines/build-freshness/build-freshness-model.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

const paths = pathsCoveringTransitions(buildFreshnessModel.machine, generatePaths(buildFreshnessModel, { events: (s) => buildFreshnessUiEvents(s) }))
/** On a phone: the path that follows the footer's link to a full page load. */
const phonePaths = paths.filter((p) =>
  p.steps.some((s) => s.event.type === 'navigation.request' && !(s.event as unknown as { unsavedInput: boolean }).unsavedInput),
)

const reasons = {
  events: {
    'freshness.reload':
      'the error page’s "Genindlæs siden" reloads the address itself (guarded-reload.ts), it does not send freshness.reload to the machine: the page cannot show broken → reloading',
  },
}

type Answer = 'same' | 'newer' | 'older' | 'unreachable' | 'hold'

function answerOf(event: AnyEventObject | undefined): Answer | null {
  if (event?.type === 'xstate.error.actor.fetchBuild') return 'unreachable'
  if (event?.type !== 'xstate.done.actor.fetchBuild') return null
  const output = (event as unknown as { output: { id: string } }).output
  return output.id === reportedBuilds.newer.id ? 'newer' : output.id === reportedBuilds.older.id ? 'older' : 'same'
}

/** This page's build endpoint: answers as the path's next answer says, or holds the request (the check stays under way). */
class BuildEndpoint {
  next: Answer = 'same'
  held: Route[] = []
  async install(page: Page, real: { id: string; builtAt: number }): Promise<void> {
    await page.route('**/api/build?**', async (route: Route) => {
      if (this.next === 'hold') return void this.held.push(route)
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

/** The site's chunks for this document: aborted from `fail()` until the page loads a new document. */
class Chunks {
  private failing = false
  async install(page: Page): Promise<void> {
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) this.failing = false
    })
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route: Route) => (this.failing ? route.abort('failed') : route.fallback()))
  }
  fail(): void {
    this.failing = true
  }
}

const html = (page: Page) => page.locator('html')
const footerLink = (page: Page) => page.getByRole('contentinfo').locator('a[href="/lokationer"]').first()

/** Marks the document, so a full page load (a new document) can be told from an in-app navigation. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

async function typeUnsentInput(page: Page): Promise<void> {
  await page.getByLabel('Navn').fill('Jens Nielsen')
}

async function perform(page: Page, event: AnyEventObject, before: BuildFreshnessSnapshot, chunks: Chunks, endpoint: BuildEndpoint): Promise<void> {
  switch (event.type) {
    case 'freshness.focus':
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      return
    case 'xstate.done.actor.waitForCheck':
      await page.clock.fastForward(constants.buildCheckIntervalMs)
      return
    case 'navigation.request':
      // An in-app link of the page (the footer's, visible on every layout), with or without unsent input in the contact form.
      if ((event as unknown as { unsavedInput: boolean }).unsavedInput) await typeUnsentInput(page)
      await markDocument(page)
      await footerLink(page).click()
      return
    case 'chunk.failed': {
      // The tab's reload log as the event carries it: the link's address reloaded that long ago.
      const { path, reloads } = event as unknown as { path: string; reloads: Record<string, number> }
      const last = reloads[path]
      if (last !== undefined) {
        await page.evaluate((ago) => sessionStorage.setItem('bilhuset-nord:reload-guard', JSON.stringify({ '/lokationer': Date.now() - ago })), modelNow - last)
      }
      // The runtime also asks the site whether another build runs when a preloaded chunk fails (hovering the link),
      // for the page's own address: held, so the one failure reported is the route's, for the link's address.
      endpoint.next = 'hold'
      // A newer build is known: only unsent input keeps the link in the page, where its route's chunk is needed.
      if (stateAttribute(before.value) === 'stale') await typeUnsentInput(page)
      await markDocument(page)
      chunks.fail()
      await footerLink(page).click()
      return
    }
    default:
      // The site's answer: nothing to do but wait for the state it leads to.
      return
  }
}

async function expectState(page: Page, step: { event: AnyEventObject; state: BuildFreshnessSnapshot }, endpoint: BuildEndpoint): Promise<void> {
  const value = stateAttribute(step.state.value)
  if (value === 'loadingFully' || value === 'reloading') {
    // A full page load of the link's address: a new document, whose runtime starts again.
    await expect(page).toHaveURL(/\/lokationer$/)
    // (Asked while the new document loads, the old one's context may be gone: ask again.)
    await expect.poll(() => sameDocument(page).catch(() => true)).toBe(false)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Only the guarded reload is remembered in the tab's reload log (once per 10 s per path, spec 9).
    const log = await page.evaluate(() => sessionStorage.getItem('bilhuset-nord:reload-guard') ?? '')
    if (value === 'reloading') expect(log).toContain('"/lokationer"')
    else expect(log).not.toContain('"/lokationer"')
    return
  }
  // A check under way shows only while its answer is held.
  if (value === 'checking' && endpoint.next !== 'hold') return
  await expect(html(page)).toHaveAttribute('data-build-freshness', value, { timeout: 15_000 })
  if (value === 'broken') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden kunne ikke indlæses')
    await expect(page.getByRole('button', { name: 'Genindlæs siden' })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
  }
  if (step.event.type === 'navigation.request' && value === 'stale') {
    // Unsent input: the link is followed in the page, and the input is still there.
    await expect(page).toHaveURL(/\/lokationer$/)
    expect(await sameDocument(page)).toBe(true)
  }
}

for (const mobile of [false, true]) {
  test.describe(`build freshness: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    test.describe.configure({ mode: 'default' })
    // The cut build check and the aborted chunks are logged by the browser; the page stays as it is or reloads.
    test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch|ERR_FAILED/] })

    for (const path of mobile ? phonePaths : paths) {
      const title = path.steps.map((s) => buildFreshnessModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page }) => {
        const real = (await (await page.request.get('/api/build')).json()) as { id: string; builtAt: number }
        const endpoint = new BuildEndpoint()
        await endpoint.install(page, real)
        const chunks = new Chunks()
        await chunks.install(page)
        await page.clock.install()
        await recordStates(page, 'html', 'data-build-freshness')
        await page.goto('/directcontact')
        await hydrated(page)
        await expect(html(page)).toHaveAttribute('data-build-freshness', 'pending')
        if (path.steps[0]?.event.type !== 'freshness.focus') {
          // The machine loads 20 s after the page (or on focus, which would check at once).
          await page.clock.fastForward(20_000)
          await expect(html(page)).toHaveAttribute('data-build-freshness', 'current')
        }
        let before = path.initial
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${buildFreshnessModel.describeEvent(step.event)}`, async () => {
            // The check this step starts is answered as the next step says, or held while the path acts during it.
            if (stateAttribute(step.state.value) === 'checking') endpoint.next = answerOf(path.steps[i + 1]?.event) ?? 'hold'
            await perform(page, step.event, before, chunks, endpoint)
            await expectState(page, step, endpoint)
          })
          before = step.state
        }
        savePathRecord(test.info(), 'build-freshness', path.number, await statesSeen(page))
      })
    }

    if (!mobile) pageCoverageTest(buildFreshnessModel.machine, 'build-freshness', paths, reasons)
  })
}
