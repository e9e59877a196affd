/**
 * Where each route's first-load JavaScript comes from: the same measurement as
 * the budget check (scripts/js-budget.ts), apportioned to packages and source
 * folders through the build's source maps. Gzip per part is the file's gzip
 * size shared out by the part's share of the file's raw bytes — an estimate,
 * good for finding what to cut, not for budgets.
 *
 *   ANALYZE_BUNDLE=1 npm run build && node scripts/analyze-first-load.ts [route …] [--files]
 *
 * Routes: home stock vehicle compare content location floor (default: all).
 * `--files` adds the files; ANALYZE_DETAIL=zod/ lists the source files of
 * sources matching it instead of grouping them (here: zod's modules).
 * It starts the bench stack (scripts/bench-stack.ts) on free ports against
 * .output and stops it afterwards.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { z } from 'zod'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { budgetPaths, kb, measureFirstLoadJs, type FirstLoadJs, type MeasuredRoute } from './js-budget.ts'
import { startReporting, stopChild } from './local-server.ts'

const allRoutes: readonly Exclude<MeasuredRoute, 'pristine'>[] = ['home', 'stock', 'vehicle', 'compare', 'content', 'location', 'floor']
const args = process.argv.slice(2)
const showFiles = args.includes('--files')
const chosen = args.filter((a) => !a.startsWith('--'))
for (const route of chosen) {
  if (!(allRoutes as readonly string[]).includes(route)) {
    console.error(`Ukendt rute "${route}"; vælg blandt ${allRoutes.join(', ')}`)
    process.exit(2)
  }
}
const routes = chosen.length > 0 ? (chosen as Exclude<MeasuredRoute, 'pristine'>[]) : [...allRoutes]
const assetsDir = '.output/public/assets'
if (!existsSync(assetsDir)) {
  console.error('Ingen build i .output: kør først `ANALYZE_BUNDLE=1 npm run build`')
  process.exit(1)
}

/** The group a source file belongs to: an npm package, or the project folder two levels deep. */
export function groupOf(source: string): string {
  const detail = process.env.ANALYZE_DETAIL
  if (detail && source.includes(detail)) return source.replace(/^.*node_modules\//, '')
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? source)
  }
  const parts = source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\/?work\/[^/]+\//, '')
    .split('/')
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.join('/')
}

/** Raw bytes per source of one built file, from its source map; unmapped bytes go to "(unmapped)". */
function bytesPerSource(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const totals = new Map<string, number>()
  const add = (source: string, n: number) => totals.set(source, (totals.get(source) ?? 0) + n)
  const mappings: { line: number; column: number; source: string | null }[] = []
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }))
  mappings.sort((a, b) => a.line - b.line || a.column - b.column)
  let mapped = 0
  for (const [i, m] of mappings.entries()) {
    const next = mappings[i + 1]
    const lineText = lines[m.line - 1] ?? ''
    const end = next && next.line === m.line ? next.column : lineText.length
    const length = Buffer.byteLength(lineText.slice(m.column, end))
    mapped += length
    add(m.source ?? '(unmapped)', length)
  }
  const unmapped = Buffer.byteLength(code) - mapped
  if (unmapped > 0) add('(unmapped)', unmapped)
  return totals
}

function breakdown(result: FirstLoadJs): Map<string, { raw: number; gzip: number }> {
  const groups = new Map<string, { raw: number; gzip: number }>()
  for (const file of result.files) {
    const path = join('.output/public', file.url)
    const mapPath = `${path}.map`
    let perSource: Map<string, number>
    if (existsSync(mapPath)) {
      perSource = bytesPerSource(readFileSync(path, 'utf8'), JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap)
    } else {
      perSource = new Map([[`(no map) ${file.url}`, file.bytes]])
    }
    const total = [...perSource.values()].reduce((a, b) => a + b, 0) || 1
    for (const [source, raw] of perSource) {
      const group = groupOf(source)
      const entry = groups.get(group) ?? { raw: 0, gzip: 0 }
      entry.raw += raw
      entry.gzip += (raw / total) * file.gzip
      groups.set(group, entry)
    }
  }
  return groups
}

const { child: stack, info } = await startReporting('scripts/bench-stack.ts', {
  env: { ...process.env, BENCH_OUTPUT_DIR: '.output', MOCK_VEHICLE_COUNT: '400' },
  marker: 'BENCH_STACK_READY',
})
const ready = z.object({ siteUrl: z.string(), apiBaseUrl: z.string() }).parse(info)

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
try {
  const page = await browser.newPage()
  const paths = { ...(await budgetPaths(ready.apiBaseUrl)), floor: '/bench-floor' }
  for (const route of routes) {
    const result = await measureFirstLoadJs(page, route, `${ready.siteUrl}${paths[route]}`)
    const groups = [...breakdown(result)].sort((a, b) => b[1].gzip - a[1].gzip)
    console.log(`\n## ${route} ${result.path}: ${result.files.length} files, ${kb(result.gzip)} kB gzip, ${kb(result.brotli)} kB brotli\n`)
    console.log('| Part | raw kB | ≈ gzip kB |\n|---|---:|---:|')
    for (const [group, size] of groups) if (size.gzip >= 100) console.log(`| ${group} | ${kb(size.raw)} | ${kb(size.gzip)} |`)
    if (showFiles) {
      console.log('\n| File | raw kB | gzip kB |\n|---|---:|---:|')
      for (const file of result.files) console.log(`| ${file.url} | ${kb(file.bytes)} | ${kb(file.gzip)} |`)
    }
  }
} finally {
  await browser.close()
  await stopChild(stack)
}
