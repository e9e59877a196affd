/**
 * QA's "path tests from machines" for the location finder's search (machines/location-search/; issue 32,
 * item 7): the paths generated from the machine's model with the events a browser can cause
 * (`locationSearchUiEvents`, `npm run machines:paths -- location-search --ui`) drive the real search on
 * /lokationer. The visitor types "Greve" or clears the field, presses Enter ("Søg") and picks Renault; the
 * 0.4-second pause is the browser's clock, paused before the page loads (`page.clock`) and run when the
 * path says the pause passes; a link to another search is an in-app navigation (as a link is) to
 * /lokationer?q=Roskilde&brand=renault. A link while the page's own change waits for its loader has its
 * own loader answered (another text) and lands first; the own change's loader answers after it, and the
 * page must stay where the link took it (`navigateWhenLoaded` does not navigate once the address moved).
 *
 * The site's answer is a step of its own: the page navigates only once the destination has loaded
 * (`navigateWhenLoaded`), and the route's loader (the `fetchLocationFinder` server function, asked when the
 * text changes) is held by the test until the path says the address has changed, so "adressen ændres" stays
 * on the page until then; or the test fails it as a lost connection does, and the page must show the failed
 * search's message (role="alert") with the list and the address as they were. A change of the brand alone,
 * or to a text whose list the page has had, needs no loader and lands at once: the path's next step is its
 * landing. Back and forward out of a failed search are a test of their own (after the paths).
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

/**
 * Per step: does the page's own change it starts land at once? The page navigates only once the destination
 * has loaded (`navigateWhenLoaded`), and the router keeps a loaded list fresh for 30 s (its preloadStaleTime;
 * the page's clock stands still): a change to a text whose list the path has already had (the page's first,
 * or one the address landed on) needs no loader, and the path's next step must be its landing.
 */
function landsAtOnce(path: { initial: LocationSearchSnapshot; steps: { event: { type: string }; state: LocationSearchSnapshot }[] }): boolean[] {
  const loaded = new Set([path.initial.context.url.q])
  let before = path.initial
  return path.steps.map(({ event, state }) => {
    const { target, url } = state.context
    const atOnce = state.matches('updatingUrl') && target !== null && loaded.has(target.q)
    loaded.add(url.q)
    // A link while the own change waited for its loader: the test then lets that loader answer (see the link's step).
    if (linkWhileLoading(before, event) && before.context.target) loaded.add(before.context.target.q)
    before = state
    return atOnce
  })
}

/** The model's link (`url.change` from outside; the model's own change landing is no browser step) while the own change loads. */
const linkWhileLoading = (before: LocationSearchSnapshot, event: { type: string }) => event.type === 'url.change' && before.matches('updatingUrl')

const paths = pathsCoveringTransitions(
  locationSearchModel.machine,
  generatePaths(locationSearchModel, { events: (s) => locationSearchUiEvents(s) }).filter((path) => {
    const atOnce = landsAtOnce(path)
    return path.steps.every((_, i) => !atOnce[i - 1] || path.steps[i]?.event.type === 'xstate.done.actor.updateUrl')
  }),
)

const ownChangeOrder =
  'the router resolves navigate() once it has rendered the new address, before React runs the page’s effect that tells the machine the address changed: the page’s own navigation never lands before it resolves. Only a link to the very same search while the own destination loads could land first, but it shares the own change’s loader (the route’s loader depends on the text alone): both wait for the same answer, and which reaches the machine first (the own navigation’s promise, resolving without navigating since the address moved, or React’s effect for the link) is a race the test cannot order (the model’s link goes to another town for that reason); both orders end the same, and the page could not show which one the machine took (the model test covers this one)'

const reasons: GapReasons = {
  transitions: {
    'location-search.updatingUrl url.change [ownChangeTypedOn]': ownChangeOrder,
    'location-search.updatingUrl url.change [ownChange]': ownChangeOrder,
  },
}

/** The route's loader requests (fetchLocationFinder), held while the gate is closed. */
class LoaderGate {
  private closed = true
  readonly held: Route[] = []
  /** A text whose loader requests pass while the gate is closed (a link's, while the own change's is held). */
  private passing: string | null = null
  async install(page: Page): Promise<void> {
    const fn = serverFunctions().find((f) => f.name === 'fetchLocationFinder')
    if (!fn) throw new Error('fetchLocationFinder is not in the build')
    await page.route(`**/_serverFn/${fn.id}*`, async (route) => {
      const passes = this.passing !== null && decodeURIComponent(route.request().url()).includes(this.passing)
      if (this.closed && !passes) this.held.push(route)
      else await route.fallback()
    })
  }
  /** Lets the loader requests for `text` through while the others stay held (null: none). */
  pass(text: string | null): void {
    this.passing = text
  }
  async open(): Promise<void> {
    this.closed = false
    for (const route of this.held.splice(0)) await route.fallback()
  }
  /** The held requests fail as a lost connection does; later ones are held again. */
  async fail(): Promise<void> {
    for (const route of this.held.splice(0)) await route.abort('internetdisconnected')
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
/** The count and the names of the locations the list shows. */
async function listShown(page: Page): Promise<string[]> {
  return [await page.getByTestId('location-count').innerText(), ...(await page.locator('.location-card__name').allInnerTexts())]
}
const failedMessage = (page: Page) => page.getByRole('alert').filter({ hasText: 'Søgningen kunne ikke gennemføres' })

/** The search in the page's address. */
function addressOf(page: Page): { q: string; brand: string } {
  const params = new URL(page.url()).searchParams
  return { q: params.get('q') ?? '', brand: params.get('brand') ?? '' }
}

/** A link to `href`: an in-app navigation, as a link's click makes. */
async function link(page: Page, href: string): Promise<void> {
  await page.evaluate(async (href) => {
    const router = window.__TSR_ROUTER__
    if (!router) throw new Error('the router is not on window (not hydrated yet?)')
    await router.navigate({ href })
  }, href)
}

/**
 * A few turns of the page's event loop (message events: the test's clock does not hold them), then until the
 * router has nothing under way: long enough for a navigation started once a loader answered to have begun.
 */
async function idle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
  await expect.poll(() => page.evaluate(() => window.__TSR_ROUTER__?.state.status)).toBe('idle')
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
  // Only the failed search has its message (and how to try again).
  if (value === 'failed') await expect(failedMessage(page)).toHaveText('Søgningen kunne ikke gennemføres. Tjek din forbindelse, og tryk Søg for at prøve igen.')
  else await expect(failedMessage(page)).toHaveCount(0)
  if (value === 'updatingUrl') return
  // The brand list and the address show the address's search.
  await expect(brandList(page)).toHaveValue(state.context.url.brand)
  await expect.poll(() => addressOf(page)).toEqual(state.context.url)
}

test.describe('the location finder’s search: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // The browser's log line for the loader request the test fails (a lost connection).
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] })

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
      const atOnce = landsAtOnce(path)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${locationSearchModel.describeEvent(step.event)}`, async () => {
          const event = step.event as { type: string; text?: string; brand?: string }
          // A change that needs no loader lands at once: the path's next step is its landing.
          const transient = atOnce[i] === true
          switch (event.type) {
            case 'text.change':
              await typeText(page, event.text ?? '')
              break
            case 'search.submit':
              await field(page).press('Enter')
              break
            case 'brand.change':
              await brandList(page).selectOption(event.brand ?? '')
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
            case 'xstate.error.actor.updateUrl': {
              // The destination's list could not be loaded: the address and the list stay as they were.
              const list = await listShown(page)
              await gate.fail()
              await expectState(page, step.state)
              expect(await listShown(page)).toEqual(list)
              break
            }
            case 'url.change': {
              const query = (step.event as unknown as { query: { q: string; brand: string } }).query
              const href = `/lokationer?${new URLSearchParams(query).toString()}`
              const before = i === 0 ? path.initial : path.steps[i - 1]?.state
              if (before && linkWhileLoading(before, step.event)) {
                // The own change waits for its loader: the link's (another text) answers, and the link lands first.
                gate.pass(query.q)
                await link(page, href)
                await expectState(page, step.state)
                gate.pass(null)
                // Then the own change's loader answers: the page must not navigate to it after the link.
                const answered = gate.held.map((route) => page.waitForResponse((r) => r.request() === route.request()).then((r) => r.finished()))
                expect(answered.length).toBeGreaterThan(0)
                await gate.open()
                await Promise.all(answered)
                await idle(page)
                await expectState(page, step.state)
              } else {
                await gate.open()
                await link(page, href)
                await expectState(page, step.state)
              }
              gate.close()
              break
            }
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

  test('back and forward out of a failed search: the field and the list show the address’s search, and the message goes', async ({ page }) => {
    const gate = new LoaderGate()
    await gate.install(page)
    await page.clock.install({ time: new Date(fixedNow) })
    await page.clock.pauseAt(new Date(Date.parse(fixedNow) + 1_000))
    await page.goto('/lokationer')
    await hydrated(page)
    const all = await listShown(page)
    const message = failedMessage(page)
    // A link to Greve and Renault (a new history entry), then a search that fails there.
    const failHere = async (text: string) => {
      await field(page).fill(text)
      await field(page).press('Enter')
      await expect.poll(() => gate.waiting).toBeGreaterThan(0)
      await gate.fail()
      await expect(form(page)).toHaveAttribute('data-state', 'failed')
      await expect(message).toBeVisible()
    }
    await gate.open()
    await page.evaluate(async (href) => {
      const router = window.__TSR_ROUTER__
      if (!router) throw new Error('the router is not on window (not hydrated yet?)')
      await router.navigate({ href })
    }, '/lokationer?q=Greve&brand=renault')
    await expect.poll(() => addressOf(page)).toEqual({ q: 'Greve', brand: 'renault' })
    const greve = await listShown(page)
    expect(greve).not.toEqual(all)
    gate.close()
    await failHere('Køge')
    expect(await listShown(page)).toEqual(greve)
    expect(addressOf(page)).toEqual({ q: 'Greve', brand: 'renault' })

    // Back: the page before the link (its list is still fresh: nothing to hold).
    await gate.open()
    await page.goBack()
    await expect(form(page)).toHaveAttribute('data-state', 'synced')
    await expect(message).toHaveCount(0)
    await expect(field(page)).toHaveValue('')
    await expect(brandList(page)).toHaveValue('')
    expect(addressOf(page)).toEqual({ q: '', brand: '' })
    await expect.poll(() => listShown(page)).toEqual(all)
    gate.close()

    // Failed again, then forward to Greve and Renault.
    await failHere('Køge')
    expect(await listShown(page)).toEqual(all)
    await gate.open()
    await page.goForward()
    await expect(form(page)).toHaveAttribute('data-state', 'synced')
    await expect(message).toHaveCount(0)
    await expect(field(page)).toHaveValue('Greve')
    await expect(brandList(page)).toHaveValue('renault')
    expect(addressOf(page)).toEqual({ q: 'Greve', brand: 'renault' })
    await expect.poll(() => listShown(page)).toEqual(greve)
  })

  pageCoverageTest(locationSearchModel.machine, 'location-search', paths, reasons)
})
