/**
 * QA's "path tests from machines" for the lease calculator (issue 16, item 4):
 * the machine's generated paths, restricted to what a browser test can make
 * happen (`leaseCalculatorUiEvents`, printed by
 * `npm run machines:paths -- lease-calculator --ui`), drive the real
 * calculator of the spec's example car. The model's inputs A are the
 * address's, B a first payment 10.000 kr. higher. "The site cannot be
 * reached" is this page's quote request cut by the test (nobody else's); the
 * pause and the site's quotes are the real ones. Of the generated paths, the
 * fewest that take every transition run.
 *
 * After each step whose state the visitor sees until they act (idle, quoted,
 * error) the calculator's `data-state` and the first payment shown must be
 * the model's. Coverage is measured from the `data-state` values the page
 * showed (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page, Route } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { generatePaths } from '#machines/kit/model-paths.ts'
import type { CalculatorInputs } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import type { LeaseCalculatorSnapshot } from '#machines/lease-calculator/lease-calculator-machine.ts'
import { leaseCalculatorModel, leaseCalculatorUiEvents, modelInputsName } from '#machines/lease-calculator/lease-calculator-model.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen } from './machine-paths-support.ts'

const glc = '104233-1-mercedes-benz-glc-300e-4matic'
const calculatorPath = `/lager/${glc}/leaseberegner?acquisition=private_lease`

const paths = pathsCoveringTransitions(leaseCalculatorModel.machine, generatePaths(leaseCalculatorModel, { events: (s) => leaseCalculatorUiEvents(s) }))

const serverRender =
  'the server renders the calculator of a car it can price; a sold car, a price type not offered or a failing product API at render time needs the shared mock’s controls (leasing.spec.ts, vitest)'
const noQuote = 'changes without a shown quote follow a server render without one (see calculator.start)'
const withinPause = 'a second change within the 350 ms pause: a race with the timer in a browser test (vitest drives the pause)'
const duringRequest = 'a change while the quote request is on its way: a race with the request (vitest)'
const refused = 'inputs the product API refuses, or a car sold meanwhile, need the shared mock’s controls (vitest, leasing.spec.ts)'
const reasons = {
  transitions: {
    'leaseCalculator.idle calculator.start [startsUnavailable]': serverRender,
    'leaseCalculator.idle calculator.start [startsFailed]': serverRender,
    'leaseCalculator.idle calculator.start': serverRender,
    'leaseCalculator.idle inputs.change': 'the page sends the server’s quote (calculator.start) before the first change reaches the machine',
    'leaseCalculator.editing inputs.change': withinPause,
    'leaseCalculator.editing xstate.done.actor.waitForPause': noQuote,
    'leaseCalculator.stale inputs.change [backToQuotedInputs]': withinPause,
    'leaseCalculator.stale inputs.change': withinPause,
    'leaseCalculator.quoting inputs.change [hasQuote]': duringRequest,
    'leaseCalculator.quoting inputs.change': duringRequest,
    'leaseCalculator.quoting xstate.done.actor.requestQuote [isRejected]': refused,
    'leaseCalculator.quoting xstate.done.actor.requestQuote': refused,
    'leaseCalculator.error inputs.change': noQuote,
    'leaseCalculator.error inputs.change [hasQuote]':
      'with the model’s two sets of inputs the only other choice after an error is the shown quote’s, which a second change event can make valid again without a request (leaseCalculatorUiEvents); vitest',
  },
  states: {
    'leaseCalculator.editing': noQuote,
    'leaseCalculator.unavailable': serverRender,
  },
}

/** States the visitor sees until they act; the others last a pause or a request. */
const settled = new Set(['idle', 'quoted', 'error'])
const panel = (page: Page) => page.locator('.calculator-panel')
const firstPayment = (page: Page) => page.getByLabel('Førstegangsydelse (kr.)')

/** Cuts this page's quote requests (server function calls naming the car) while `down` is set. */
class QuoteOutage {
  down = false
  async install(page: Page): Promise<void> {
    await page.route('**/_serverFn/**', async (route: Route) => {
      const request = route.request()
      const quote = request.method() === 'POST' && `${request.url()} ${request.postData() ?? ''}`.includes(glc)
      if (this.down && quote) await route.abort('failed')
      else await route.fallback()
    })
  }
}

/** Whether the next answer to a quote request in the path, after step `index`, is "the site cannot be reached". */
function nextRequestFails(steps: readonly { event: AnyEventObject }[], index: number): boolean {
  const next = steps.slice(index + 1).find((s) => s.event.type.endsWith('.actor.requestQuote'))
  return next?.event.type === 'xstate.error.actor.requestQuote'
}

async function perform(page: Page, event: AnyEventObject, amounts: { A: number; B: number }): Promise<void> {
  switch (event.type) {
    case 'calculator.start':
      await firstPayment(page).focus()
      return
    case 'inputs.change': {
      const name = modelInputsName((event as unknown as { inputs: CalculatorInputs }).inputs)
      if (name === 'andre') throw new Error('the model changes only between A and B')
      await firstPayment(page).fill(String(amounts[name]))
      await firstPayment(page).press('Tab')
      return
    }
    case 'quote.retry':
      await panel(page).getByRole('button', { name: 'Prøv igen' }).click()
      return
    default:
      // The pause and the site's answer: nothing to do but wait for the state they lead to.
      return
  }
}

async function expectState(page: Page, state: LeaseCalculatorSnapshot, amounts: { A: number; B: number }): Promise<void> {
  const value = stateAttribute(state.value)
  await expect(panel(page)).toHaveAttribute('data-state', value, { timeout: 15_000 })
  const name = modelInputsName(state.context.inputs)
  if (name !== 'andre') await expect(firstPayment(page)).toHaveValue(String(amounts[name]))
  if (value === 'error') await expect(panel(page).getByRole('button', { name: 'Prøv igen' })).toBeVisible()
  const quoted = state.context.quotedInputs ? modelInputsName(state.context.quotedInputs) : null
  if (value === 'quoted' && quoted && quoted !== 'andre') {
    await expect(page.locator('.calculator-result [data-figure="down-payment"] dd')).toContainText(amounts[quoted].toLocaleString('da-DK'))
  }
}

for (const mobile of [false, true]) {
  test.describe(`lease calculator: model paths in the browser${mobile ? ' @mobile' : ''}`, () => {
    test.describe.configure({ mode: 'default' })
    // The cut request is logged by the browser; the calculator shows its error.
    test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch|ERR_FAILED|quote failed/] })

    for (const path of paths) {
      const title = path.steps.map((s) => leaseCalculatorModel.describeEvent(s.event)).join(' → ')
      test(`path ${path.number}: ${title}`, async ({ page }) => {
        const n = () => Math.floor(Math.random() * 250) + 1
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
        const outage = new QuoteOutage()
        await outage.install(page)
        await recordStates(page, '.calculator-panel')
        await page.goto(calculatorPath)
        await hydrated(page)
        const a = Number((await firstPayment(page).inputValue()).replace(/\D/g, ''))
        const amounts = { A: a, B: a + 10_000 }
        await expectState(page, path.initial, amounts)
        for (const [i, step] of path.steps.entries()) {
          await test.step(`${i + 1}. ${leaseCalculatorModel.describeEvent(step.event)}`, async () => {
            if (step.event.type === 'inputs.change' || step.event.type === 'quote.retry') outage.down = nextRequestFails(path.steps, i)
            await perform(page, step.event, amounts)
            if (settled.has(stateAttribute(step.state.value))) await expectState(page, step.state, amounts)
          })
        }
        savePathRecord(test.info(), 'lease-calculator', path.number, await statesSeen(page))
      })
    }

    pageCoverageTest(leaseCalculatorModel.machine, 'lease-calculator', paths, reasons)
  })
}
