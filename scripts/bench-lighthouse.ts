/**
 * Lighthouse runs of `npm run bench`: Lighthouse's default configuration
 * (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) in
 * Debian's Chromium, headless, with the project's flags (scripts/chromium.ts) on
 * this closed network. One fresh Chromium per page, so no cache carries over.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium.ts'

/** The project's Chromium flags (scripts/chromium.ts), with the headless mode chrome-launcher needs. */
export const chromiumFlags = [...chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)), '--disable-dev-shm-usage']

export interface LighthouseScores {
  name: string
  url: string
  /** Category scores 0–100 (null when Lighthouse could not score it). */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  /** Metrics in ms (CLS unitless). */
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  speedIndexMs: number | null
  /** Lighthouse's CPU benchmark of this machine at the time (a fast desktop scores about 1,500+; the 4× slowdown assumes one). */
  benchmarkIndex: number | null
  /** The LCP element (CSS selector and the start of its text or alt), from Lighthouse's LCP breakdown. */
  lcpElement: string | null
  /** The LCP's subparts as observed in the unthrottled trace (ms): what the simulated LCP is made from. */
  lcpPhases: string | null
  /** Audits that kept accessibility or SEO below 100, and the biggest performance opportunities. */
  failing: string[]
  runtimeError: string | null
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null)

const subpartLabels: Record<string, string> = {
  timeToFirstByte: 'TTFB',
  resourceLoadDelay: 'load delay',
  resourceLoadDuration: 'load',
  elementRenderDelay: 'render delay',
}

/** Reads the LCP breakdown insight (a list of a subpart table and the element's node); anything unexpected gives nulls. */
function lcpBreakdown(details: unknown): { lcpElement: string | null; lcpPhases: string | null } {
  const items = (details as { items?: unknown } | undefined)?.items
  if (!Array.isArray(items)) return { lcpElement: null, lcpPhases: null }
  let lcpElement: string | null = null
  let lcpPhases: string | null = null
  for (const item of items as { type?: string; selector?: string; nodeLabel?: string; items?: { subpart?: string; duration?: number }[] }[]) {
    if (item.type === 'node' && item.selector) {
      const label = (item.nodeLabel ?? '').replace(/\s+/g, ' ').trim()
      lcpElement = `${item.selector}${label ? ` (“${label.length > 40 ? `${label.slice(0, 40)}…` : label}”)` : ''}`
    } else if (item.type === 'table' && Array.isArray(item.items)) {
      lcpPhases = item.items.map((row) => `${subpartLabels[row.subpart ?? ''] ?? row.subpart} ${Math.round(row.duration ?? 0)}`).join(', ')
    }
  }
  return { lcpElement, lcpPhases }
}

export async function runLighthouse(pages: readonly { name: string; url: string }[], chromePath = chromiumPath): Promise<LighthouseScores[]> {
  const results: LighthouseScores[] = []
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags, logLevel: 'silent' })
    try {
      const run = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!run) throw new Error('Lighthouse gav intet resultat')
      const lhr = run.lhr
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
      const failing: string[] = []
      for (const category of ['accessibility', 'seo', 'best-practices'] as const) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.id} (${audit.title})`)
        }
      }
      for (const audit of Object.values(lhr.audits)) {
        const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined
        if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100)
          failing.push(`performance: ${audit.id} (~${Math.round(details.overallSavingsMs ?? 0)} ms)`)
      }
      const { lcpElement, lcpPhases } = lcpBreakdown(lhr.audits['lcp-breakdown-insight']?.details)
      results.push({
        name: page.name,
        url: page.url,
        lcpElement,
        lcpPhases,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        failing,
        runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      })
    } catch (error) {
      results.push({
        name: page.name,
        url: page.url,
        performance: null,
        accessibility: null,
        bestPractices: null,
        seo: null,
        fcpMs: null,
        lcpMs: null,
        tbtMs: null,
        cls: null,
        speedIndexMs: null,
        benchmarkIndex: null,
        lcpElement: null,
        lcpPhases: null,
        failing: [],
        runtimeError: error instanceof Error ? error.message : String(error),
      })
    } finally {
      chrome.kill()
    }
  }
  return results
}
