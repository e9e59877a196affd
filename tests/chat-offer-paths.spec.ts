/**
 * QA's "path tests from machines" for the help launcher's "Chat med os" (machines/chat-offer/; issue 32,
 * item 7): the paths generated from the machine's model with the events a browser can cause
 * (`chatOfferUiEvents`, `npm run machines:paths -- chat-offer --ui`) drive the real launcher. The chat's
 * second is the browser's clock, paused before the page loads (`page.clock`) and run one second when the
 * path says the second passes; a change of the page's chat mode is an in-app navigation (as a link is) to a
 * page whose CMS chat block says it: /directcontact ("inline": the block is the way in),
 * /om-os/job-og-karriere ("off"), or the home page (no block: the bubble may show).
 *
 * After each step the launcher's `data-state` (the machine's state; "waiting" and "withheld" look the same
 * to the visitor) and what the visitor sees must be the model's: "Chat med os" in the "Hjælp" menu only
 * when offered, "Kontakt os" always, and the page's chat block. Coverage is measured from the `data-state`
 * values the page showed (tests/machine-paths-support.ts) and printed; every gap has its reason.
 */
import type { Page } from '@playwright/test'
import { chatOfferModel, chatOfferUiEvents } from '#machines/chat-offer/chat-offer-model.ts'
import type { ChatOfferSnapshot, PageChatMode } from '#machines/chat-offer/chat-offer-machine.ts'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { stateAttribute } from '#machines/kit/state-attribute.ts'
import { fixedNow } from './clock.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { pageCoverageTest, pathsCoveringTransitions, recordStates, savePathRecord, statesSeen, type GapReasons } from './machine-paths-support.ts'

const paths = pathsCoveringTransitions(chatOfferModel.machine, generatePaths(chatOfferModel, { events: (s) => chatOfferUiEvents(s) }))

/** Every transition is reached; none needs a reason. */
const reasons: GapReasons = {}

/** A page with each chat mode (content-space/stories). */
const pageOf: Record<PageChatMode, { href: string; heading: string }> = {
  bubble: { href: '/', heading: '' },
  inline: { href: '/directcontact', heading: 'Start chatten' },
  off: { href: '/om-os/job-og-karriere', heading: 'Kontakt os i stedet' },
}

const launcher = (page: Page) => page.locator('.help-launcher')
const menu = (page: Page) => page.locator('#help-menu')
const chatEntry = (page: Page) => menu(page).getByRole('button', { name: 'Chat med os', includeHidden: true })
const chatBlock = (page: Page) => page.locator('.chat-block')

/** An in-app navigation, as a link does (the router; no document request, the launcher stays). */
async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    const router = window.__TSR_ROUTER__
    if (!router) throw new Error('the router is not on window (not hydrated yet?)')
    await router.navigate({ href: target })
  }, href)
  await expect(page).toHaveURL((url) => url.pathname === href)
}

async function expectState(page: Page, state: ChatOfferSnapshot): Promise<void> {
  await expect(launcher(page)).toHaveAttribute('data-state', stateAttribute(state.value))
  // The page's chat block says the mode the machine holds.
  const { mode } = state.context
  if (mode === 'bubble') await expect(chatBlock(page)).toHaveCount(0)
  else await expect(chatBlock(page).getByRole(mode === 'inline' ? 'button' : 'link', { name: pageOf[mode].heading })).toBeVisible()
  await expect(chatEntry(page)).toHaveCount(state.value === 'offered' ? 1 : 0)
  await expect(menu(page).getByRole('link', { name: 'Kontakt os', includeHidden: true })).toHaveCount(1)
}

test.describe('"Chat med os" in the help launcher: model paths in the browser', () => {
  test.describe.configure({ mode: 'default' })

  for (const path of paths) {
    const title = path.steps.map((s) => chatOfferModel.describeEvent(s.event)).join(' → ')
    test(`path ${path.number}: ${title}`, async ({ page }) => {
      await recordStates(page, '.help-launcher')
      // The second passes only when the path says so.
      await page.clock.install({ time: new Date(fixedNow) })
      await page.clock.pauseAt(new Date(Date.parse(fixedNow) + 1_000))
      await page.goto('/')
      await hydrated(page)
      await expectState(page, path.initial)
      for (const [i, step] of path.steps.entries()) {
        await test.step(`${i + 1}. ${chatOfferModel.describeEvent(step.event)}`, async () => {
          if (step.event.type === 'xstate.done.actor.wait') {
            // The chat's delay is one second (spec 9): a moment before it ends the page still waits.
            await page.clock.runFor(999)
            await expect(launcher(page)).toHaveAttribute('data-state', 'waiting')
            await page.clock.runFor(1)
          } else await navigate(page, pageOf[(step.event as unknown as { mode: PageChatMode }).mode].href)
          await expectState(page, step.state)
        })
      }
      savePathRecord(test.info(), 'chat-offer', path.number, await statesSeen(page))
    })
  }

  pageCoverageTest(chatOfferModel.machine, 'chat-offer', paths, reasons)
})
