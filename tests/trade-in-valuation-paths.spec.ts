/**
 * QA's "path tests from machines" for the trade-in valuation on /byttebil
 * (issue 16, item 4): the valuation machine's generated paths, restricted to
 * what a visitor does ("Få en vurdering" with the car filled in, a changed car
 * field) and what the test's own page can make the site answer (the
 * valuation, or the request cut: "kan ikke beregnes lige nu"), drive the real
 * form. Each valuation request is held in the page until the path's next
 * step is the answer, so the page shows "Beregner vurdering …" meanwhile. After every step the
 * valuation box's `data-state` and text must be what the path expects (texts
 * hand-written from the page's Danish messages).
 *
 * Coverage is measured from the `data-state` values the page showed
 * (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { tradeInValuationModel } from '#machines/trade-in-valuation/trade-in-valuation-model.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'

type Snapshot = Parameters<typeof tradeInValuationModel.events>[0]

/** What the visitor can do and the page can make the site answer. */
function uiEvents(snapshot: Snapshot): AnyEventObject[] {
  return tradeInValuationModel.events(snapshot).filter((e) => {
    if (e.type === 'load.retry') return false
    // "Få en vurdering" is locked while the site values the car.
    if (e.type === 'load.start') return snapshot.value !== 'loading'
    if (e.type === 'xstate.done.actor.load') return (e as unknown as { output: { ok: boolean } }).output.ok
    return true
  })
}

const paths = pathsCoveringTransitions(tradeInValuationModel.machine, generatePaths(tradeInValuationModel, { events: uiEvents }))

const reasons: GapReasons = {
  events: {
    'load.retry': 'the page has no separate "Prøv igen": after a failure the visitor presses the same "Få en vurdering" (load.start)',
  },
  transitions: {
    'trade-in-valuation.loading xstate.done.actor.load':
      'the product API refusing (503, 429, field errors) is an answer of the shared mock; forms-trade-in.spec.ts shows "kan ikke beregnes lige nu" with a fault on /trade-in/valuations, vitest covers 429 and 422',
  },
}

/**
 * The valuation requests of this page: each is held until the path's next step is the site's answer
 * (so the page shows that it is valuing for as long as the path says), then let through or cut.
 */
class ValuationNetwork {
  private cut = false
  private held: { promise: Promise<void>; release: () => void } = ValuationNetwork.gate()
  private static gate(): { promise: Promise<void>; release: () => void } {
    let release = () => {}
    const promise = new Promise<void>((resolve) => (release = resolve))
    return { promise, release }
  }
  async install(page: Page): Promise<void> {
    await page.route('**/_serverFn/**', async (route: Route) => {
      // The valuation's request carries the car; the lead is never sent on these paths.
      if (!(route.request().postData() ?? '').includes('Golf')) return route.fallback()
      const { promise } = this.held
      const cut = this.cut
      await promise
      return cut ? route.abort('failed') : route.fallback()
    })
  }
  /** The next valuation waits, and is then cut or answered. */
  hold(cut: boolean): void {
    this.cut = cut
    this.held = ValuationNetwork.gate()
  }
  answer(): void {
    this.held.release()
  }
}

async function fillCar(page: Page): Promise<void> {
  await page.getByLabel('Nummerplade').fill('ab 12 345')
  await page.getByRole('combobox', { name: 'Mærke' }).fill('Volkswagen')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Golf')
  await page.getByLabel('Årgang').fill('2019')
  await page.getByLabel('Kilometerstand').fill('85000')
}

const box = (page: Page) => page.locator('.valuation')
const result = (page: Page) => page.locator('.valuation__result')

/** What the box says in each state (the visible texts of messages/da.json). */
const texts: Record<string, RegExp> = {
  idle: /^$/,
  loading: /^$/,
  loaded: /Vi vurderer din Volkswagen Golf \(2019, 85\.000 km\) til ca\./,
  failed: /Vurderingen kan ikke beregnes lige nu\./,
  stale: /Du har ændret bilens oplysninger\. Få en ny vurdering, eller send dine oplysninger uden\./,
}

async function expectState(page: Page, state: Snapshot): Promise<void> {
  const value = String(state.value)
  await expect(box(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  await expect(result(page)).toHaveText(texts[value] ?? /^$/)
  const button = box(page).getByRole('button', { name: value === 'loading' ? 'Beregner vurdering …' : 'Få en vurdering' })
  if (value === 'loading') await expect(button).toBeDisabled()
  else await expect(button).toBeEnabled()
}

/** The site's answer to the valuation a step starts, as the path's next step says: through, or the request cut. */
function cutNext(next: AnyEventObject | undefined): boolean {
  return next?.type === 'xstate.error.actor.load'
}

// A cut valuation request is the browser's own log line, not a page error.
test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

test.describe('trade-in valuation: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })

  for (const path of paths) {
    const title = path.steps.map((s) => tradeInValuationModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      const network = new ValuationNetwork()
      await network.install(page)
      await recordStates(page, '.valuation')
      await page.goto('/byttebil')
      await hydrated(page)
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'editing')
      await fillCar(page)
      await expectState(page, path.initial)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${tradeInValuationModel.describeEvent(step.event)}`, async () => {
          const next = path.steps[i + 1]?.event
          if (step.event.type === 'load.start') {
            network.hold(cutNext(next))
            await box(page).getByRole('button', { name: 'Få en vurdering' }).click()
          } else if (step.event.type === 'load.invalidate') {
            await page.getByLabel('Kilometerstand').fill('86000')
            // Back to the car the model values, so a new valuation reads the same (the box stays stale).
            await page.getByLabel('Kilometerstand').fill('85000')
          } else {
            // The site's answer: the held request goes on (or is cut).
            network.answer()
          }
          await expectState(page, step.state)
        })
      }
      savePathRecord(test.info(), 'trade-in-valuation', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(tradeInValuationModel.machine, 'trade-in-valuation', paths, reasons)
})
