/**
 * The last word of `npm test` on the machines: per machine, the model
 * coverage its model test measured, the browser coverage its Playwright path
 * test measured from the `data-state` the page showed (with the gaps and
 * their reasons), and the latest mutation scores of the machine and of the
 * code that wires it into the page (docs/machines/mutation.md).
 *
 *   node scripts/machines-report.ts            print the table
 *   node scripts/machines-report.ts --strict   also fail when a machine lacks a figure it should have
 */
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { RecordedCoverage } from '../machines/kit/coverage-record.ts'
import { coverageDir } from '../machines/kit/coverage-record.ts'
import { machineModels } from '../machines/registry.ts'
import { groupHash, groups, groupsOfMachine, readRecord, wiringOfMachine } from './mutation.ts'

/** Machines without a browser path test, and why (shown instead of a figure). */
export const noBrowserPaths: Record<string, string> = {}

function read(kind: 'model' | 'browser', id: string): RecordedCoverage | null {
  const file = `${coverageDir}${kind}-${id}.json`
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedCoverage) : null
}

const pct = (c: { covered: number; total: number }) => (c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 1000) / 10)
const figure = (r: RecordedCoverage | null) =>
  r
    ? `tilstande ${r.states.covered}/${r.states.total} (${pct(r.states)} %), overgange ${r.transitions.covered}/${r.transitions.total} (${pct(r.transitions)} %), ${r.paths} stier`
    : null

function main() {
  const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } })
  const record = readRecord()
  const problems: string[] = []
  console.log('Maskinerne: modeldækning, browserdækning (målt i siden) og mutationsscore\n')
  for (const model of machineModels) {
    const id = model.id
    const modelCoverage = read('model', id)
    const browser = read('browser', id)
    const score = (groupId: string) => {
      const group = groups.find((g) => g.id === groupId)
      const r = record.groups[groupId]
      if (!group || !r) return `${groupId}: ikke kørt`
      return `${groupId} ${r.score} %${r.hash === groupHash(group) ? '' : ' (forældet)'}`
    }
    const mutation = (groupsOfMachine[id] ?? []).map(score)
    const wiring = (wiringOfMachine[id] ?? []).map(score)
    console.log(`${id}  (${model.title})`)
    console.log(`  model:    ${figure(modelCoverage) ?? 'ikke målt i denne kørsel'}`)
    if (browser) {
      console.log(`  browser:  ${figure(browser)}`)
      for (const gap of browser.gaps) console.log(`            hul: ${gap}`)
    } else console.log(`  browser:  ${noBrowserPaths[id] ? `ingen stitest: ${noBrowserPaths[id]}` : 'ikke målt i denne kørsel'}`)
    console.log(`  mutation: ${mutation.length ? mutation.join(', ') : 'ingen gruppe'}`)
    if (wiring.length) console.log(`  kobling:  ${wiring.join(', ')} (unit- og komponenttests)`)
    if (!modelCoverage) problems.push(`${id}: ingen modeldækning`)
    if (!browser && !noBrowserPaths[id]) problems.push(`${id}: ingen browserdækning`)
    if (!mutation.length || mutation.some((m) => m.includes('ikke kørt'))) problems.push(`${id}: ingen mutationsscore`)
  }
  if (record.known) console.log(`\nKendte mutanter fra gennemgangen: ${record.known.killed} af ${record.known.total} dræbt (${record.known.date}).`)
  if (problems.length) {
    console.log(`\nMangler: ${problems.join('; ')}`)
    if (values.strict) process.exit(1)
  }
}

main()
