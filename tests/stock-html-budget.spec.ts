import { test, expect } from './fixtures.ts'
import { kB, pageWeight } from '../scripts/page-weight.ts'

/**
 * /lager's HTML budget (issue 21, decision 4): the page carries the view model
 * it renders, not API records, and long facets show their most frequent values
 * only. Sizes of the server-rendered document at the default mock stock (400
 * vehicles, fixed clock), fetched as a browser (a bot gets a lighter page).
 * Bytes, not timings: the same build and data give the same figures.
 *
 * The target is 80 kB of HTML and 12 kB of inline data, measured at
 * 10,000 vehicles (scripts/measure-stock-render.ts: 11.0 kB, met). The HTML
 * is held at the target itself (74.0 kB here); the inline data at what this
 * page carries now plus 3 % (11,261 bytes here: other cards than at 10,000
 * vehicles). Lower them as the page gets lighter. Since 2026-11-29 the inline
 * scripts include the loader of the module entry (about 125 bytes of code, not
 * data), which replaced the entry's `<script src>` so that a page caches share
 * can carry a hash-based policy (ADR 0016): the budget rose by 130 bytes for it.
 */
const budgets = { htmlBytes: 80_000, inlineScriptBytes: 11_730 }

const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

test('/lager stays within its HTML and inline data budget', async ({ request }) => {
  const path = '/lager'
  const response = await request.get(path, { headers: { 'user-agent': browserAgent } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  // A real overview: 24 cards, and the hydration data is there.
  expect(html.match(/class="vehicle-card"/g)?.length).toBe(24)
  expect(html).toContain('$_TSR')
  const weight = pageWeight(html)
  test.info().annotations.push({ type: 'weight', description: `${path}: HTML ${kB(weight.htmlBytes)}, inline scripts ${kB(weight.inlineScriptBytes)}` })
  expect(weight.htmlBytes, `HTML of ${path}`).toBeLessThanOrEqual(budgets.htmlBytes)
  expect(weight.inlineScriptBytes, `inline scripts of ${path}`).toBeLessThanOrEqual(budgets.inlineScriptBytes)
})
