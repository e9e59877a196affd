/**
 * Shared by the specs that need Sentry's SDK running in the page (error reporting, session recording).
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Moves the mouse (the visitor's first interaction loads the SDK) until error reporting runs. */
export async function interactUntilReporting(page: Page): Promise<void> {
  let x = 100
  await expect
    .poll(
      async () => {
        x = x === 100 ? 300 : 100
        await page.mouse.move(x, 200)
        return page.locator('html').getAttribute('data-error-reporting')
      },
      { timeout: 15_000 },
    )
    .toBe('on')
}
