/**
 * The accessibility check itself (checkA11y in tests/fixtures.ts) can fail: on a page without frames it
 * runs axe in the page (the builder's legacy mode), and still reports a missing text alternative and too
 * little contrast, each by its axe rule.
 */
import { checkA11y, expect, test } from './fixtures.ts'

test('the accessibility check reports violations on a page without frames', async ({ page }) => {
  await page.setContent(
    '<html lang="da"><head><title>Prøve</title></head><body><main><h1>Prøve</h1><img width="40" height="40"><p style="color:#aaa;background:#fff">For lav kontrast</p></main></body></html>',
  )
  expect(page.frames()).toHaveLength(1)
  const failure = await checkA11y(page).then(
    () => null,
    (error: Error) => error.message,
  )
  expect(failure).toContain('image-alt')
  expect(failure).toContain('color-contrast')
})
