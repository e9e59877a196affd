/**
 * Creating a search agent through the site (issue 35), for `npm run bench`:
 * in Chromium, /lager with a filter, "Gem søgning og få besked om nye biler",
 * an address and "Gem"; timed from the click on "Gem" to "Tjek din e-mail"
 * (the browser's outbox → the site's server function → the backend, which
 * stores the agent and sends the confirmation mail over SMTP before it
 * answers). Sequential runs within the site's limit of ten per address per
 * ten minutes, so the figures are latencies, not throughput.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { performance } from 'node:perf_hooks'
import type { Browser } from '@playwright/test'

export interface SearchAgentBench {
  runs: number
  errors: number
  createMs: { p50: number; p95: number }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10
}

const searches = ['/lager?brand=renault', '/lager?fuel=electric', '/lager?type=used', '/lager?brand=dacia']

export async function measureSearchAgent(browser: Browser, siteUrl: string, runs = 8): Promise<SearchAgentBench> {
  const times: number[] = []
  let errors = 0
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'da-DK' })
    const page = await context.newPage()
    try {
      await page.goto(`${siteUrl}${searches[i % searches.length] ?? '/lager?brand=renault'}`)
      await page.getByRole('button', { name: 'Gem søgning og få besked om nye biler' }).click()
      const panel = page.locator('.search-agent')
      await panel.getByLabel('Din e-mailadresse').fill(`bench-${Date.now()}-${i}@example.dk`)
      const started = performance.now()
      await panel.getByRole('button', { name: 'Gem', exact: true }).click()
      await panel.getByRole('heading', { name: 'Tjek din e-mail' }).waitFor({ timeout: 15_000 })
      times.push(performance.now() - started)
    } catch {
      errors++
    } finally {
      await context.close()
    }
  }
  times.sort((a, b) => a - b)
  return { runs, errors, createMs: { p50: percentile(times, 50), p95: percentile(times, 95) } }
}
