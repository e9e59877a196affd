/**
 * QA's "path tests from machines" for the location finder's search (machines/location-search/; issue 32,
 * item 7): the paths generated from the machine's model with the events a browser can cause
 * (`locationSearchUiEvents`, `npm run machines:paths -- location-search --ui`) drive the real search on
 * /lokationer. The visitor types "Greve" or clears the field, presses Enter ("Søg") and picks Renault; the
 * 0.4-second pause is the browser's clock, paused before the page loads (`page.clock`) and run when the
 * path says the pause passes; a link to another search is an in-app navigation (as a link is) to
 * /lokationer?q=Greve&brand=renault.
 *
 * The site's answer is a step of its own: the route's loader (the `fetchLocationFinder` server function,
 * asked when the text changes) is held by the test until the path says the address has changed, so
 * "adressen ændres" stays on the page until then. A change of the brand alone needs no loader and lands
 * at once: the path's next step is its landing.
 *
 * After each step the form's `data-state` (the machine's state), the field, the brand list and the address
 * must be the model's. Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import { generatePaths } from '#machines/kit/model-paths.ts'
import type { LocationSearchSnapshot } from '#machines/location-search/location-search-machine.ts'
import { locationSearchModel, locationSearchUiEvents } from '#machines/location-search/location-search-model.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { fixedNow } from './clock.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

const paths = pathsCoveringTransitions(locationSearchModel.machine, generatePaths(locationSearchModel, { events: (s) => locationSearchUiEvents(s) }))

const navigationNeverFails =
  'the router’s navigate() does not reject (a failing loader shows the route’s error page instead), so the page’s updateUrl never fails; the model test and machines/location-search/location-search.expectations.test.ts cover it'
const ownChangeOrder =
  'the router resolves navigate() once it has rendered the new address, before React runs the page’s effect that tells the machine the address changed: the own change never lands before its navigation resolves (both orders end the same; the model test covers this one)'
const unchangedUrl =
  'the page tells the machine the address’s search only when it changes (location-finder.tsx: an effect on the text and brand of the address); an unchanged address reaches the machine only after its own change landed, which shows nothing (a self-transition without effect)'

const reasons: GapReasons = {
  events: { 'xstate.error.actor.updateUrl': navigationNeverFails },
  states: { 'location-search.failed': navigationNeverFails },
  transitions: {
    'location-search.failed text.change [textDiffers]': navigationNeverFails,
    'location-search.failed text.change': navigationNeverFails,
    'location-search.failed search.submit [fieldDiffers]': navigationNeverFails,
    'location-search.failed search.submit': navigationNeverFails,
    'location-search.failed brand.change': navigationNeverFails,
    'location-search.failed url.change [unchangedUrl]': navigationNeverFails,
    'location-search.failed url.change': navigationNeverFails,
    'location-search.updatingUrl url.change [ownChangeTypedOn]': ownChangeOrder,
    'location-search.updatingUrl url.change [ownChange]': ownChangeOrder,
    'location-search.updatingUrl url.change':
      'a link while the page’s own change is on its way: the router resolves the own navigation together with the later one, before the address’s change reaches the machine, so the page lands its own change first',
    'location-search.updatingUrl url.change [unchangedUrl]': unchangedUrl,
    'location-search.synced url.change [unchangedUrl]': unchangedUrl,
    'location-search.typing url.change [unchangedUrl]': unchangedUrl,
  },
}

/** The route's loader requests (fetchLocationFinder), held while the gate is closed. */
class LoaderGate {
  private closed = true
  private held: Route[] = []
  async install(page: Page): Promise<void> {
    const fn = serverFunctions().find((f) => f.name === 'fetchLocationFinder')
    if (!fn) throw new Error('fetchLocationFinder is not in the build')
    await page.route(`**/_serverFn/${fn.id}*`, async (route) => {
      if (this.closed) this.held.push(route)
      else await route.fallback()
    })
  }
  async open(): Promise<void> {
    this.closed = false
    for (const route of this.held.splice(0)) await route.fallback()
  }
  close(): void {
    this.closed = true
  }
  get waiting(): number {
    return this.held.length
  }
}

const form = (page: Page) => page.getByRole('search', { name: 'Søg efter lokation' })
const field = (page: Page) => page.getByLabel('By, postnummer eller adresse')
const brandList = (page: Page) => page.getByLabel('Mærke')

/** The search in the page's address. */
function addressOf(page: Page): { q: string; brand: string } {
  const params = new URL(page.url()).searchParams
  return { q: params.get('q') ?? '', brand: params.get('brand') ?? '' }
}

async function typeText(page: Page, text: string): Promise<void> {
  if ((await field(page).inputValue()) !== text) {
    await field(page).fill(text)
    return
  }
  // The same text again: a space typed and taken back, two changes that end where the field was.
  await field(page).press('End')
  await field(page).press('Space')
  await field(page).press('Backspace')
}

async function expectState(page: Page, state: LocationSearchSnapshot): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(form(page)).toHaveAttribute('data-state', value)
  await expect(field(page)).toHaveValue(state.context.text)
  if (value === 'updatingUrl') return
  // The brand list and the address show the address's search.
  await expect(brandList(page)).toHaveValue(state.context.url.brand)
  await expect.poll(() => addressOf(page)).toEqual(state.context.url)
}

test.describe('the location finder’s search: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })

  for (const path of paths) {
    const title = path.steps.map((s) => locationSearchModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      const gate = new LoaderGate()
      await gate.install(page)
      await recordStates(page, '[data-flow="location-search"]')
      // The pause passes only when the path says so.
      await page.clock.install({ time: new Date(fixedNow) })
      await page.clock.pauseAt(new Date(Date.parse(fixedNow) + 1_000))
      await page.goto('/lokationer')
      await hydrated(page)
      await expectState(page, path.initial)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${locationSearchModel.describeEvent(step.event)}`, async () => {
          const event = step.event as { type: string; text?: string; brand?: string }
          let transient = false
          switch (event.type) {
            case 'text.change':
              await typeText(page, event.text ?? '')
              break
            case 'search.submit':
              await field(page).press('Enter')
              break
            case 'brand.change':
              await brandList(page).selectOption(event.brand ?? '')
              // A brand alone needs no loader: the address changes at once (the path's next step).
              transient = step.state.context.target?.q === step.state.context.url.q
              break
            case 'xstate.done.actor.waitForPause':
              // The pause is 0.4 s: a moment before it ends the address has not moved yet.
              await page.clock.runFor(399)
              await expect(form(page)).toHaveAttribute('data-state', 'typing')
              await page.clock.runFor(1)
              break
            case 'xstate.done.actor.updateUrl':
              await gate.open()
              await expectState(page, step.state)
              gate.close()
              break
            case 'url.change':
              await gate.open()
              await page.evaluate(async (href) => {
                const router = window.__TSR_ROUTER__
                if (!router) throw new Error('the router is not on window (not hydrated yet?)')
                await router.navigate({ href })
              }, '/lokationer?q=Greve&brand=renault')
              await expectState(page, step.state)
              gate.close()
              break
            default:
              throw new Error(`no browser step for ${event.type}`)
          }
          if (!transient) await expectState(page, step.state)
          // The page's own change with a new text waits for the loader until the path answers it.
          if (stateAttribute(step.state.value) === 'updatingUrl' && !transient) await expect.poll(() => gate.waiting).toBeGreaterThan(0)
        })
      }
      await gate.open()
      savePathRecord(test.info(), 'location-search', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(locationSearchModel.machine, 'location-search', paths, reasons)
})
