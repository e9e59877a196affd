import { describe, expect, it } from 'vitest'
import { budgetTable, checkBudgets, routeBudgets, sizeOf, sumFiles, type SizedFile } from './js-budget.ts'

const file = (url: string, gzip: number): SizedFile => ({ url, bytes: gzip * 3, gzip, brotli: Math.round(gzip * 0.9) })
const budgetOf = (route: string) => {
  const budget = routeBudgets.find((b) => b.route === route)
  if (!budget) throw new Error(`no budget for ${route}`)
  return budget
}

describe('sizeOf', () => {
  it('gives raw, gzip and brotli sizes, compressed smaller for repetitive text', () => {
    const size = sizeOf(new TextEncoder().encode('export const a = 1;\n'.repeat(500)))
    expect(size.bytes).toBe(10_000)
    expect(size.gzip).toBeLessThan(size.bytes / 10)
    expect(size.brotli).toBeLessThan(size.gzip)
  })
})

describe('checkBudgets', () => {
  it('passes routes within their budget', () => {
    const home = budgetOf('home')
    expect(checkBudgets([sumFiles('home', '/', [file('/assets/index.js', home.gzipKb * 1000)], 0)])).toEqual([])
  })

  it('names a route over its budget', () => {
    const stock = budgetOf('stock')
    const violations = checkBudgets([sumFiles('stock', '/lager', [file('/assets/index.js', stock.gzipKb * 1000), file('/assets/extra.js', 1)], 0)])
    expect(violations.map((v) => v.route)).toEqual(['stock'])
    expect(violations[0]?.message).toContain(`budget of ${stock.gzipKb} kB`)
  })

  it('names a route with more first-load files than its budget allows', () => {
    const stock = budgetOf('stock')
    const files = Array.from({ length: stock.maxFiles + 1 }, (_, i) => file(`/assets/chunk-${i}.js`, 10))
    const violations = checkBudgets([sumFiles('stock', '/lager', files, 0)])
    expect(violations.map((v) => v.message)).toEqual([`${stock.label}: ${stock.maxFiles + 1} first-load files, more than the ${stock.maxFiles} allowed`])
    expect(checkBudgets([sumFiles('stock', '/lager', files.slice(1), 0)])).toEqual([])
  })

  it('refuses maplibre-gl on first load of any route', () => {
    const violations = checkBudgets([sumFiles('location', '/lokationer/x', [file('/assets/maplibre-view-abc.js', 10)], 0)])
    expect(violations).toEqual([{ route: 'location', message: '/lokationer/x loads maplibre-gl (/assets/maplibre-view-abc.js) on first load' }])
  })

  it('refuses zod on the home page, and lets the pages that validate search parameters load it', () => {
    const zod = file('/assets/zod-B7yHixA5.js', 10)
    expect(checkBudgets([sumFiles('home', '/', [zod], 0)])).toEqual([{ route: 'home', message: '/ loads zod (/assets/zod-B7yHixA5.js) on first load' }])
    expect(checkBudgets([sumFiles('stock', '/lager', [zod], 0)])).toEqual([])
    // Not a chunk whose name merely contains the word.
    expect(checkBudgets([sumFiles('home', '/', [file('/assets/first-load~zodiac-abc.js', 10)], 0)])).toEqual([])
  })
})

describe('budgetTable', () => {
  it('lists each route with its sizes, budget and verdict', () => {
    const table = budgetTable([sumFiles('home', '/', [file('/a.js', 1_000), file('/b.js', 500)], 2_000)])
    expect(table).toContain(`| Forside / | \`/\` | 2 | ${budgetOf('home').maxFiles} | 4.5 | 1.5 |`)
    expect(table).toContain('| ok | 2.0 |')
  })
})
