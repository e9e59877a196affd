/**
 * Mutation testing of the machines (issue 16) with StrykerJS and its vitest
 * runner, one group of machine files at a time, each against only the tests
 * that are about it (its model test, its hand-written expectation tables and
 * the chart check), so a mutant costs seconds, not the whole suite.
 *
 *   npm run test:mutation                    every recorded group whose files changed since its recorded run
 *   npm run test:mutation -- --all           every group
 *   npm run test:mutation -- --group compare one group (repeatable)
 *   npm run test:mutation -- --known         the eight hand-made mutants (scripts/known-mutants.ts)
 *   npm run test:mutation -- --print         print the recorded scores and exit
 *
 * Results are recorded in docs/machines/mutation.json (per group: the hash
 * of its source and test files, the counts, the score and the surviving
 * mutants) and docs/machines/mutation.md (the table people read). `npm test`
 * runs the default mode: on a clean clone of a recorded commit nothing has
 * changed, so it prints the recorded scores; a change to a machine or its
 * tests re-runs that group, which fails below the 90 % threshold, or, for a
 * group still below it, below its recorded score (a ratchet).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { globSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { knownMutants } from './known-mutants.ts'

interface Group {
  id: string
  /** What it is, in Danish, for the table. */
  title: string
  mutate: string[]
  tests: string[]
  /**
   * `wiring`: the code that connects a machine to the page (stores, components, runtimes, server
   * functions; issue 32, item 1), killed by unit and component tests alone; threshold 85 %.
   */
  kind?: 'wiring'
}

const chartCheck = 'machines/charts.test.ts'

export const groups: Group[] = [
  {
    id: 'vehicle-list',
    title: 'Sammenlign og favoritter (fælles listemaskine)',
    mutate: ['machines/shared/vehicle-list-machine.ts', 'machines/shared/vehicle-list-operations.ts'],
    tests: ['machines/shared/vehicle-list*.test.ts', 'machines/compare/*.test.ts', 'machines/favourites/*.test.ts'],
  },
  {
    id: 'compare',
    title: 'Sammenlign (grænser og tekster)',
    mutate: ['machines/compare/compare-machine.ts'],
    tests: ['machines/compare/*.test.ts', 'machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    id: 'favourites',
    title: 'Favoritter (tekster)',
    mutate: ['machines/favourites/favourites-machine.ts'],
    tests: ['machines/favourites/*.test.ts', 'machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    id: 'form-submission',
    title: 'Afsendelse af henvendelser (udbakken)',
    mutate: ['machines/form-submission/form-submission-machine.ts'],
    tests: ['machines/form-submission/*.test.ts'],
  },
  {
    id: 'consent',
    title: 'Samtykke (cookies og kort)',
    mutate: ['machines/consent/consent-machine.ts', 'machines/consent/consent-policy.ts'],
    tests: ['machines/consent/*.test.ts'],
  },
  {
    id: 'lease-calculator',
    title: 'Leasingberegner',
    mutate: ['machines/lease-calculator/lease-calculator-machine.ts', 'machines/lease-calculator/lease-calculator-inputs.ts'],
    tests: ['machines/lease-calculator/*.test.ts'],
  },
  {
    id: 'build-freshness',
    title: 'Ny version af sitet',
    mutate: ['machines/build-freshness/build-freshness-machine.ts', 'machines/build-freshness/reload-guard.ts'],
    tests: ['machines/build-freshness/*.test.ts'],
  },
  { id: 'autochat', title: 'Autochat', mutate: ['machines/autochat/autochat-machine.ts'], tests: ['machines/autochat/*.test.ts'] },
  {
    id: 'vehicle-details',
    title: 'Køretøjsdata til sammenligning og favoritter',
    mutate: ['machines/vehicle-details/vehicle-details-machine.ts'],
    tests: ['machines/vehicle-details/*.test.ts'],
  },
  {
    id: 'load',
    title: 'Hentning: byttebilsvurdering, nummerplade, formulardata, find nærmeste',
    mutate: ['machines/shared/load-machine.ts'],
    tests: [
      'machines/shared/load-machine.expectations.test.ts',
      'machines/trade-in-valuation/*.test.ts',
      'machines/plate-lookup/*.test.ts',
      'machines/form-data/*.test.ts',
      'machines/geolocation/*.test.ts',
    ],
  },
  {
    id: 'search-agent',
    title: 'Søgeagent og prisalarm',
    mutate: ['machines/search-agent/search-agent-machine.ts'],
    tests: ['machines/search-agent/*.test.ts'],
  },
  {
    id: 'journal-storage',
    title: 'Journalens lager i browseren (faneblade)',
    mutate: ['machines/kit/journal-storage.ts'],
    tests: ['machines/kit/journal-storage.test.ts', 'machines/kit/persistent-store.test.ts'],
  },
  {
    id: 'session-recording',
    title: 'Optagelse af besøget (session replay)',
    mutate: ['machines/session-recording/session-recording-machine.ts'],
    tests: ['machines/session-recording/*.test.ts'],
  },
  {
    id: 'chat-offer',
    title: '"Chat med os" i hjælpemenuen',
    mutate: ['machines/chat-offer/chat-offer-machine.ts', 'src/shell/chat-offer.ts'],
    tests: ['machines/chat-offer/*.test.ts', 'src/shell/chat-offer*.test.ts'],
  },
  {
    id: 'minilease-configurator',
    title: 'Minilease-konfiguratoren',
    mutate: ['machines/minilease-configurator/minilease-configurator-machine.ts'],
    tests: ['machines/minilease-configurator/*.test.ts'],
  },
  {
    id: 'location-search',
    title: 'Søgning på lokationssiden',
    mutate: ['machines/location-search/location-search-machine.ts'],
    tests: ['machines/location-search/*.test.ts'],
  },
  {
    id: 'stock-search',
    title: 'Filtrene på lagersiden',
    mutate: ['machines/stock-search/stock-search-machine.ts'],
    tests: ['machines/stock-search/*.test.ts'],
  },
  // The wiring (issue 32, item 1): what connects the machines to the page, by unit and component tests alone.
  {
    id: 'wiring-vehicle-lists',
    kind: 'wiring',
    title: 'Sammenlign og favoritter: lagrene, fluebenene og sammenligningsbjælken',
    mutate: [
      'src/saved-vehicles/vehicle-list-store.ts',
      'src/saved-vehicles/vehicle-list-toggle.tsx',
      'src/saved-vehicles/compare/compare-bar.tsx',
      'src/saved-vehicles/compare/compare-checkbox.tsx',
      'src/saved-vehicles/favourites/favourite-checkbox.tsx',
    ],
    tests: ['src/saved-vehicles/**/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-availability',
    kind: 'wiring',
    title: 'Tjek af gemte biler, der ikke længere er til salg',
    mutate: ['src/saved-vehicles/availability-batches.ts', 'src/saved-vehicles/availability-check.ts', 'src/saved-vehicles/vehicle-lookup.functions.ts'],
    tests: ['src/saved-vehicles/**/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-chat',
    kind: 'wiring',
    title: 'Autochat: runtime, lager, knap og serverfunktioner',
    mutate: ['src/chat/chat-runtime.ts', 'src/chat/chat-store.ts', 'src/chat/chat-launcher.tsx', 'src/chat/chat.functions.ts'],
    tests: ['src/chat/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-outbox',
    kind: 'wiring',
    title: 'Henvendelser: udbakken i browseren, budet og modtagelsen på serveren',
    mutate: ['src/forms/browser-outbox.ts', 'src/forms/outbox-courier.ts', 'src/forms/use-form-submission.ts', 'src/forms/lead-handler.server.ts'],
    tests: ['src/forms/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-lease-calculator',
    kind: 'wiring',
    title: 'Leasingberegneren: aktøren og siden',
    mutate: ['src/leasing/calculator/lease-calculator-actor.ts', 'src/leasing/calculator/use-lease-calculator.ts'],
    tests: ['src/leasing/calculator/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-build-freshness',
    kind: 'wiring',
    title: 'Ny version af sitet: runtime, aktør og genindlæsning',
    mutate: ['src/build-freshness/freshness-runtime.ts', 'src/build-freshness/freshness-actor.ts', 'src/build-freshness/guarded-reload.ts'],
    tests: ['src/build-freshness/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-consent',
    kind: 'wiring',
    title: 'Samtykke: lageret og samtykkestyringen på siden',
    mutate: ['src/consent/consent.ts', 'src/shell/consent-manager.tsx'],
    tests: ['src/consent/*.test.{ts,tsx}', 'src/shell/consent-*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-error-reporting',
    kind: 'wiring',
    title: 'Fejlrapportering: samtykkeporten og optagelsen af besøget',
    mutate: ['src/observability/error-reporting.ts', 'src/observability/session-recording.ts'],
    tests: ['src/observability/*.test.{ts,tsx}'],
  },
  {
    id: 'wiring-stock-search',
    kind: 'wiring',
    title: 'Filtrene på lagersiden: krogen og aktøren',
    mutate: ['src/stock/overview/use-stock-search.ts', 'src/stock/overview/stock-search-actor.ts'],
    tests: ['src/stock/overview/*stock-search*.test.{ts,tsx}'],
  },
]

/** Which groups' scores stand for a machine in the per-machine report. */
export const groupsOfMachine: Record<string, string[]> = {
  compare: ['compare', 'vehicle-list', 'journal-storage'],
  favourites: ['favourites', 'vehicle-list', 'journal-storage'],
  'form-submission': ['form-submission'],
  consent: ['consent'],
  'lease-calculator': ['lease-calculator'],
  'build-freshness': ['build-freshness'],
  autochat: ['autochat'],
  'vehicle-details': ['vehicle-details'],
  'trade-in-valuation': ['load'],
  'plate-lookup': ['load'],
  'form-data': ['load'],
  geolocation: ['load'],
  'lazy-loader': ['load'],
  'search-agent': ['search-agent'],
  'session-recording': ['session-recording'],
  'chat-offer': ['chat-offer'],
  'minilease-configurator': ['minilease-configurator'],
  'location-search': ['location-search'],
  'stock-search': ['stock-search'],
}

/** The wiring groups that connect a machine to the page, for the per-machine report. */
export const wiringOfMachine: Record<string, string[]> = {
  compare: ['wiring-vehicle-lists', 'wiring-availability'],
  favourites: ['wiring-vehicle-lists', 'wiring-availability'],
  'form-submission': ['wiring-outbox'],
  consent: ['wiring-consent'],
  'lease-calculator': ['wiring-lease-calculator'],
  'build-freshness': ['wiring-build-freshness'],
  autochat: ['wiring-chat'],
  'session-recording': ['wiring-error-reporting'],
  'stock-search': ['wiring-stock-search'],
}

const threshold = 90
const wiringThreshold = 85
const thresholdOf = (group: Group) => (group.kind === 'wiring' ? wiringThreshold : threshold)
const recordPath = 'docs/machines/mutation.json'
const tablePath = 'docs/machines/mutation.md'

const survivorSchema = z.object({ file: z.string(), line: z.number(), mutator: z.string(), replacement: z.string() })
const groupRecordSchema = z.object({
  hash: z.string(),
  date: z.string(),
  killed: z.number(),
  timeout: z.number(),
  survived: z.number(),
  noCoverage: z.number(),
  score: z.number(),
  survivors: z.array(survivorSchema),
})
type GroupRecord = z.infer<typeof groupRecordSchema>
const recordSchema = z.object({
  groups: z.record(z.string(), groupRecordSchema),
  known: z.object({ killed: z.number(), total: z.number(), date: z.string() }).optional(),
})
type MutationRecord = z.infer<typeof recordSchema>

export function readRecord(): MutationRecord {
  if (!existsSync(recordPath)) return { groups: {} }
  return recordSchema.parse(JSON.parse(readFileSync(recordPath, 'utf8')))
}

/**
 * The files a group's result depends on: the machine files it mutates, the
 * tests about them, the chart check and the limits in app.config.ts. A
 * change to any of them makes the recorded score stale.
 */
function filesOf(group: Group): string[] {
  return [...new Set([...group.mutate, ...group.tests, chartCheck, 'app.config.ts'].flatMap((p) => globSync(p)))].sort()
}

export function groupHash(group: Group): string {
  const hash = createHash('sha256')
  for (const file of filesOf(group)) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

const reportSchema = z.object({
  files: z.record(
    z.string(),
    z.object({
      mutants: z.array(
        z.object({
          mutatorName: z.string(),
          replacement: z.string().optional(),
          status: z.string(),
          location: z.object({ start: z.object({ line: z.number() }) }),
        }),
      ),
    }),
  ),
})

/** stryker.config.mjs: the settings every group shares (also what `npx stryker run` uses on its own). */
const baseConfig = ((await import(new URL('../stryker.config.mjs', import.meta.url).href)) as { default: Record<string, unknown> }).default

function runGroup(group: Group): GroupRecord {
  mkdirSync('reports/mutation', { recursive: true })
  const vitestConfig = `reports/mutation/vitest.${group.id}.config.ts`
  writeFileSync(
    vitestConfig,
    [
      "import base from '../../vitest.config.ts'",
      '// Only the tests about this group (mergeConfig would add to the include list, not replace it).',
      `export default { ...base, test: { ...base.test, include: ${JSON.stringify([...group.tests, chartCheck])} } }`,
      '',
    ].join('\n'),
  )
  const reportFile = `reports/mutation/${group.id}.json`
  const config = {
    ...baseConfig,
    // A sandbox of its own, so groups can run side by side (each copy leaves the others' sandboxes out).
    tempDirName: `.stryker-tmp/${group.id}`,
    ignorePatterns: [...(baseConfig.ignorePatterns as string[]), '.stryker-tmp'],
    mutate: group.mutate,
    vitest: { configFile: vitestConfig, related: false },
    jsonReporter: { fileName: reportFile },
    reporters: ['json', 'progress'],
  }
  const configFile = `reports/mutation/stryker.${group.id}.json`
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  console.log(`\n› ${group.id}: ${group.mutate.join(', ')}`)
  execFileSync('npx', ['stryker', 'run', configFile], { stdio: 'inherit' })
  const report = reportSchema.parse(JSON.parse(readFileSync(reportFile, 'utf8')))
  const counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 }
  const survivors: z.infer<typeof survivorSchema>[] = []
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') counts.killed++
      else if (mutant.status === 'Timeout') counts.timeout++
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        if (mutant.status === 'Survived') counts.survived++
        else counts.noCoverage++
        survivors.push({ file, line: mutant.location.start.line, mutator: mutant.mutatorName, replacement: (mutant.replacement ?? '').slice(0, 120) })
      }
    }
  }
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage
  const score = valid === 0 ? 100 : Math.round(((counts.killed + counts.timeout) / valid) * 1000) / 10
  return { hash: groupHash(group), date: new Date().toISOString().slice(0, 16).replace('T', ' '), ...counts, score, survivors }
}

function tableRows(record: MutationRecord, chosen: readonly Group[]): string[] {
  return chosen.map((group) => {
    const r = record.groups[group.id]
    const files = group.mutate.map((f) => `\`${f}\``).join('<br>')
    return r
      ? `| ${group.title} | ${files} | ${r.score} % | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.date} |`
      : `| ${group.title} | ${files} | not run | | | | | |`
  })
}

function writeTable(record: MutationRecord) {
  const head = ['| Group | Files | Score | Killed | Timed out | Survived | No coverage | Run (UTC) |', '|---|---|---:|---:|---:|---:|---:|---|']
  const lines = [
    '# Mutation score of the machines and their wiring',
    '',
    'Written by `npm run test:mutation` (scripts/mutation.ts): StrykerJS with the vitest runner mutates each',
    'group of files and runs the tests that are about it. Score = mutants noticed (killed or timed out)',
    '÷ mutants that ran. `npm test` re-runs a group when its files change.',
    '',
    `## The machines (threshold ${threshold} %)`,
    '',
    ...head,
    ...tableRows(
      record,
      groups.filter((g) => g.kind !== 'wiring'),
    ),
  ]
  if (record.known)
    lines.push(
      '',
      `Hand-made mutants (scripts/known-mutants.ts, the eight survivors of the review): ${record.known.killed} of ${record.known.total} killed (${record.known.date}).`,
    )
  lines.push(
    '',
    `## The wiring (threshold ${wiringThreshold} %)`,
    '',
    'The code that connects the machines to the page: stores, components, runtimes and server functions (issue 32,',
    'item 1). Its tests are unit and component tests (Vitest, Testing Library on happy-dom), never browser specs.',
    '',
    ...head,
    ...tableRows(
      record,
      groups.filter((g) => g.kind === 'wiring'),
    ),
  )
  const survivors = groups.flatMap((g) => (record.groups[g.id]?.survivors ?? []).map((s) => ({ group: g.id, ...s })))
  if (survivors.length) {
    lines.push('', '## Surviving mutants', '', '| Group | Where | Mutator | Replacement |', '|---|---|---|---|')
    for (const s of survivors)
      lines.push(`| ${s.group} | \`${s.file}:${s.line}\` | ${s.mutator} | \`${s.replacement.replace(/\|/g, '\\|').replace(/\n/g, ' ')}\` |`)
  }
  writeFileSync(tablePath, `${lines.join('\n')}\n`)
}

/**
 * Records one group's result. Groups may run side by side (separate processes, e.g. while several
 * people kill survivors): the record is read again under a lock, so one run never drops another's.
 */
function saveGroup(id: string, result: GroupRecord): MutationRecord {
  const lock = `${recordPath}.lock`
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (tries > 600) fail(`${lock} is held for a minute: remove it if no mutation run is writing`)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
    }
  }
  try {
    const record = readRecord()
    record.groups[id] = result
    writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`)
    writeTable(record)
    return record
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

export function printScores(record: MutationRecord) {
  for (const group of groups) {
    const r = record.groups[group.id]
    const current = r && r.hash === groupHash(group)
    console.log(
      `  ${group.id.padEnd(18)} ${r ? `${String(r.score).padStart(5)} %  (${r.killed + r.timeout}/${r.killed + r.timeout + r.survived + r.noCoverage} opdaget, ${r.date}${current ? '' : ', FORÆLDET'})` : 'ikke kørt'}`,
    )
  }
  if (record.known) console.log(`  kendte mutanter    ${record.known.killed}/${record.known.total} dræbt (${record.known.date})`)
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function main() {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean', default: false },
      group: { type: 'string', multiple: true },
      known: { type: 'boolean', default: false },
      print: { type: 'boolean', default: false },
    },
  })
  const record = readRecord()
  if (values.print) {
    printScores(record)
    return
  }
  if (values.known) {
    try {
      execFileSync(process.execPath, ['scripts/known-mutants.ts'], { stdio: 'inherit' })
    } catch {
      process.exit(1)
    }
    record.known = { killed: knownMutants.length, total: knownMutants.length, date: new Date().toISOString().slice(0, 16).replace('T', ' ') }
    writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`)
    writeTable(record)
    return
  }
  const chosen = values.group?.length
    ? (values.group ?? []).map((id) => groups.find((g) => g.id === id) ?? fail(`Ukendt gruppe: ${id}`))
    : values.all
      ? groups
      : // Groups never recorded are listed as "ikke kørt" rather than started here: a first run takes long (--all).
        groups.filter((g) => record.groups[g.id] !== undefined && record.groups[g.id]?.hash !== groupHash(g))
  if (chosen.length === 0) {
    console.log('Mutationstest: ingen maskiner er ændret siden sidste kørsel. Seneste resultater:')
    printScores(record)
    return
  }
  console.log(`Mutationstest af: ${chosen.map((g) => g.id).join(', ')}`)
  // A ratchet: a re-run group must reach the threshold, or, while it is still below it, at least its
  // recorded score (the score only goes up; docs/machines/mutation.md lists what is left alive).
  const floors = new Map(chosen.map((g) => [g.id, Math.min(thresholdOf(g), record.groups[g.id]?.score ?? thresholdOf(g))]))
  let latest = record
  for (const group of chosen) latest = saveGroup(group.id, runGroup(group))
  printScores(latest)
  const below = chosen.filter(
    (g) => (latest.groups[g.id]?.score ?? 0) < (values.group?.length || values.all ? thresholdOf(g) : (floors.get(g.id) ?? thresholdOf(g))),
  )
  if (below.length) {
    console.error(
      `Under the threshold (${threshold} % for a machine, ${wiringThreshold} % for wiring) or below the recorded score: ${below.map((g) => `${g.id} (${latest.groups[g.id]?.score} %)`).join(', ')}. Se ${tablePath}.`,
    )
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
