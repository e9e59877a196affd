import { test, expect, productApiUrl } from './fixtures.ts'
import { budgetPaths, budgetTable, checkBudgets, measureFirstLoadJs, routeBudgets, type FirstLoadJs } from '../scripts/js-budget.ts'

/**
 * First-load JavaScript budgets per route (ADR 0009, scripts/js-budget.ts):
 * gzip and brotli of every script the page requests until load and an idle
 * network, against the production server. `npm run check:budgets` runs this
 * file alone; `npm test` runs it right after the build, beside the static checks
 * (scripts/test.sh), and leaves it out of the end-to-end step by its @budgets tag.
 */
test('first-load JavaScript stays within each route’s budget, and heavy libraries stay off first load @budgets', async ({ page }) => {
  // Six routes, each loaded until its network is idle, while `npm test` runs the static checks and the cluster
  // suite beside it (scripts/test.sh): 11 s alone, 26 s there. The budgets count bytes, never time.
  test.setTimeout(120_000)
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL')
  const paths = await budgetPaths(`${productApiUrl}/api/v1`)
  const results: FirstLoadJs[] = []
  for (const budget of routeBudgets) results.push(await measureFirstLoadJs(page, budget.route, new URL(paths[budget.route], baseURL).href))
  const table = budgetTable(results)
  console.log(`\nFirst-load JavaScript (kB = 1,000 bytes)\n${table}\n`)
  await test.info().attach('js-budgets.md', { body: table, contentType: 'text/markdown' })
  expect(checkBudgets(results).map((v) => v.message)).toEqual([])
})
