/**
 * QA's "path tests from machines" for the minilease configurator on /minilease (issue 32, item 7):
 * the machine's generated paths, restricted to what a browser test can make happen
 * (`minileaseConfiguratorUiEvents`, printed by `npm run machines:paths -- minilease-configurator --ui`;
 * the fewest that take every transition they take together), drive the real configurator. The model's
 * choice A is the colour the server rendered, B another colour of the same car.
 *
 * - The pause before a price is asked is Playwright's clock: it stands still after hydration, so a
 *   second change "within the pause" is no race, and the test moves it on when the path's pause passes.
 * - Every price request (the `quoteMinilease` server function) is held until the path's next step is
 *   the site's answer: the real price, for this page only a refusal with its message (the server
 *   function's own answer shape), or the request cut ("kan ikke hentes"). A request left behind by a
 *   change is then let through, and its late price must not show.
 * - "The server could not price the address's choice" is the page reached by a click in the footer
 *   (a client-side navigation) whose `loadMinilease` answer the test rewrites without a price.
 *
 * After every step the configurator's `data-state` and what the visitor sees (the colour picked, the
 * status line, the price, the Danish problem texts of messages/da.json, "Prøv igen") must be the
 * model's. Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import type { MinileaseConfiguratorSnapshot } from '#machines/minilease-configurator/minilease-configurator-machine.ts'
import { minileaseConfiguratorModel, minileaseConfiguratorUiEvents } from '#machines/minilease-configurator/minilease-configurator-model.ts'
import { expect, hydrated, test } from './fixtures.ts'
import {
  HeldRequests,
  pageCoverageTest,
  pathsCoveringTransitions,
  recordStates,
  savePathRecord,
  statesSeen,
  letAnswerThrough,
  type GapReasons,
  type PathRecord,
} from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

/**
 * A path as the page can show it: the page hands the server's price to the machine in the same moment as
 * the visitor's first step reaches it (`configurator.start`), so the page goes from idle straight to that
 * step's state. Its first step is taken from idle, where no transition of the machine is shown. The
 * fewest paths that take every transition the page can show run, and their coverage is counted so.
 */
function asShown<T extends PathRecord & { number: number }>(path: T): PathRecord & { number: number; path: T } {
  return { number: path.number, initial: path.initial, steps: path.steps.filter((s) => s.event.type !== 'configurator.start'), path }
}
const shownPaths = pathsCoveringTransitions(
  minileaseConfiguratorModel.machine,
  generatePaths(minileaseConfiguratorModel, { events: minileaseConfiguratorUiEvents }).map(asShown),
)
const paths = shownPaths.map((p) => p.path)

const functions = serverFunctions()
const functionId = (name: string) => {
  const found = functions.find((f) => f.name === name)
  if (!found) throw new Error(`${name} is not in the build`)
  return found.id
}
const quoteUrl = `**/_serverFn/${functionId('quoteMinilease')}*`
const loadUrl = `**/_serverFn/${functionId('loadMinilease')}*`

const handOver =
  'the page hands the server’s price (or failure) to the machine in the same moment as the first change or "Prøv igen" reaches it: the page goes from idle straight to the state of that step, never showing priced or failed in between'
const reasons: GapReasons = {
  transitions: {
    'minilease-configurator.idle configurator.start [startsPriced]': handOver,
    'minilease-configurator.idle configurator.start': handOver,
  },
}

/** The model's refusal, answered for this page in the server function's own shape (`{ failed: true, messages }`). */
const refusal = 'Kørsel pr. måned tilbydes ikke for denne bil.'
function refusalAnswer(): { status: number; contentType: string; headers: Record<string, string>; body: string } {
  const result = {
    t: 10,
    i: 1,
    p: {
      k: ['failed', 'messages'],
      v: [
        { t: 2, s: 2 },
        { t: 9, i: 2, a: [{ t: 1, s: refusal }], o: 0 },
      ],
    },
    o: 0,
  }
  const body = { t: 10, i: 0, p: { k: ['result'], v: [result] }, o: 0 }
  return { status: 200, contentType: 'application/json', headers: { 'x-tss-serialized': 'true' }, body: JSON.stringify(body) }
}

/** The configurator's data (`loadMinilease`'s serialized answer) without the server's price: `price` becomes null. */
function withoutPrice(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  const n = node as { t?: number; p?: { k?: string[]; v?: unknown[] } }
  const keys = n.p?.k
  const values = n.p?.v
  if (n.t === 10 && keys && values && keys.includes('price') && keys.includes('configurations')) {
    values[keys.indexOf('price')] = { t: 2, s: 0 }
    return true
  }
  return Object.values(node).some((child) => withoutPrice(child))
}

async function rewriteWithoutPrice(page: Page): Promise<void> {
  await page.route(loadUrl, async (route: Route) => {
    const response = await route.fetch()
    const body: unknown = JSON.parse(await response.text())
    if (!withoutPrice(body)) throw new Error('loadMinilease answered without a price to take away')
    await route.fulfill({ response, body: JSON.stringify(body) })
  })
}

const box = (page: Page) => page.locator('.minilease')
const colours = (page: Page) => box(page).getByRole('group', { name: 'Farve' }).getByRole('radio')
const status = (page: Page) => box(page).locator('.minilease__price').getByRole('status')
const monthly = (page: Page) => box(page).locator('.minilease__price [data-figure="monthly"] dd')
const retryButton = (page: Page) => box(page).getByRole('button', { name: 'Prøv igen' })
const failedText = 'Beregningen kunne ikke hentes lige nu. Prøv igen om lidt.'

/** The colour radios' values of the model's choices: A the server's, B the next one. */
type Choices = Record<string, string>

async function expectState(page: Page, state: MinileaseConfiguratorSnapshot, choices: Choices, serverPrice: string | null): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(box(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  await expect(colours(page).and(page.locator(`[value="${choices[state.context.choice.label]}"]`))).toBeChecked()
  const { price, problem } = state.context
  switch (value) {
    case 'idle':
      if (serverPrice) await expect(status(page)).toHaveText(`Pris: ${serverPrice} inkl. moms.`)
      else await expect(box(page).getByRole('alert')).toHaveText(`${failedText}Prøv igen`)
      return
    case 'editing':
    case 'stale':
    case 'pricing':
      await expect(status(page)).toHaveText('Beregner ny ydelse …')
      await expect(retryButton(page)).toHaveCount(0)
      // The price shown meanwhile is the previous one, dimmed; without one there is none.
      if (price) await expect(box(page).locator('.price[data-stale]')).toBeVisible()
      else await expect(monthly(page)).toHaveCount(0)
      await expect(box(page).locator('.minilease__order')).toHaveCount(0)
      return
    case 'priced': {
      const shown = (await monthly(page).textContent()) ?? ''
      expect(shown).toMatch(/^[\d.]+\skr\.\/md\.$/)
      if (state.context.choice.label === 'A' && serverPrice) expect(shown).toBe(serverPrice)
      await expect(status(page)).toHaveText(`Pris: ${shown} inkl. moms.`)
      await expect(box(page).locator('.price[data-stale]')).toHaveCount(0)
      await expect(box(page).getByRole('heading', { name: 'Bestil minilease' })).toBeVisible()
      return
    }
    case 'failed':
      await expect(status(page)).toHaveText('')
      await expect(retryButton(page)).toBeVisible()
      if (problem?.kind === 'rejected') {
        await expect(box(page).getByRole('alert').filter({ hasText: refusal })).toHaveText(refusal)
        await expect(box(page).getByText(failedText)).toHaveCount(0)
      } else await expect(box(page).getByText(failedText)).toBeVisible()
      return
    default:
      throw new Error(`no check for ${value}`)
  }
}

/** Longer than the page's pause before it asks for a price (pricePauseMs, 350 ms). */
const pastThePause = 1_000

test.describe('minilease configurator: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })
  // A cut price request is the browser's own log line, not a page error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  for (const path of paths) {
    const title = path.steps.map((s) => minileaseConfiguratorModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      const serverFails = path.steps[0]?.event.type === 'configurator.start' && (path.steps[0].event as unknown as { price: unknown }).price === null
      const prices = await HeldRequests.on(page, quoteUrl)
      await page.clock.install()
      await recordStates(page, '.minilease')
      if (serverFails) {
        // Another page first; the footer's link to /minilease is a client-side navigation whose data the test rewrites.
        await rewriteWithoutPrice(page)
        await page.goto('/minilease/minilease-konceptet')
        await hydrated(page)
        await page.getByRole('contentinfo').getByRole('link', { name: 'Minilease', exact: true }).click()
        await expect(page).toHaveURL(/\/minilease$/)
      } else {
        await page.goto('/minilease')
        await hydrated(page)
      }
      await expect(box(page)).toHaveAttribute('data-state', 'idle')
      // The clock stands still from here: the pause passes when the path says so.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
      // After a client-side navigation the block's code may still be loading: read the colours once they show.
      await expect(colours(page).nth(1)).toBeVisible()
      const a = await colours(page).and(page.locator(':checked')).getAttribute('value')
      const values = await colours(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
      const b = values.find((v) => v !== a)
      if (!a || !b) throw new Error('the car needs two colours')
      const choices: Choices = { A: a, B: b }
      const serverPrice = serverFails ? null : ((await monthly(page).textContent()) ?? null)
      await expectState(page, path.initial, choices, serverPrice)

      let before = path.initial
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${minileaseConfiguratorModel.describeEvent(step.event)}`, async () => {
          const event: AnyEventObject = step.event
          switch (event.type) {
            case 'configurator.start':
              // The page takes over with the next step (a change or "Prøv igen"): until then it shows the server's.
              await expect(box(page)).toHaveAttribute('data-state', 'idle')
              before = step.state
              return
            case 'choice.change': {
              const label = (event as unknown as { choice: { label: string } }).choice.label
              await colours(page)
                .and(page.locator(`[value="${choices[label]}"]`))
                .check()
              if (before.matches('pricing')) {
                // The request of the choice left behind now gets its answer: it must not show.
                await letAnswerThrough(prices)
              }
              break
            }
            case 'price.retry':
              await retryButton(page).click()
              break
            case 'xstate.done.actor.waitForPause':
              // The machine may still be loading when the pause is asked to pass: move the clock until it asks.
              await expect
                .poll(async () => {
                  await page.clock.runFor(pastThePause)
                  return box(page).getAttribute('data-state')
                })
                .toBe('pricing')
              break
            case 'xstate.done.actor.requestPrice': {
              const request = await prices.next()
              if ((event as unknown as { output: { outcome: string } }).output.outcome === 'priced') await request.fallback()
              else await request.fulfill(refusalAnswer())
              break
            }
            case 'xstate.error.actor.requestPrice':
              await (await prices.next()).abort('failed')
              break
            default:
              throw new Error(`no page action for ${event.type}`)
          }
          await expectState(page, step.state, choices, serverPrice)
          before = step.state
        })
      }
      savePathRecord(test.info(), 'minilease-configurator', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(minileaseConfiguratorModel.machine, 'minilease-configurator', shownPaths, reasons)
})
