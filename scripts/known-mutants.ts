/**
 * The eight hand-made mutations a review found surviving the machines' tests
 * (issue 16). Each is applied to the source in turn, the machines' tests are
 * run, and the mutation must make them fail ("killed"); the file is restored
 * afterwards, also on Ctrl-C. StrykerJS (npm run test:mutation) generates
 * mutants mechanically; these are the ones a person thought of, kept so they
 * stay killed.
 *
 *   npm run test:mutation -- --known        (or: node scripts/known-mutants.ts)
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

interface KnownMutant {
  name: string
  file: string
  from: string
  to: string
  /** The test files expected to notice it (run together; any failure kills it). */
  tests: string[]
}

export const knownMutants: KnownMutant[] = [
  {
    name: 'Sammenlign: højst 7 i stedet for 6',
    file: 'app.config.ts',
    from: 'compare: { max: 6, min: 2 }',
    to: 'compare: { max: 7, min: 2 }',
    tests: ['machines/compare', 'machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    name: 'Beskeden om solgte biler tæller de forespurgte id’er, ikke de fjernede',
    file: 'machines/shared/vehicle-list-machine.ts',
    from: 'count: countPresent(context.vehicles, (event as { vehicleIds: string[] }).vehicleIds) })',
    to: 'count: (event as { vehicleIds: string[] }).vehicleIds.length })',
    tests: ['machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    name: 'Antallet af forsøg tælles aldrig op',
    file: 'machines/form-submission/form-submission-machine.ts',
    from: 'countAttempt: assign({ attempts: ({ context }) => Math.min(context.attempts + 1, maxAttemptsCounted) }),',
    to: 'countAttempt: assign({ attempts: ({ context }) => Math.min(context.attempts, maxAttemptsCounted) }),',
    tests: ['machines/form-submission/form-submission.expectations.test.ts'],
  },
  {
    name: 'Ventetiden får altid at vide, at det er 1. forsøg',
    file: 'machines/form-submission/form-submission-machine.ts',
    from: 'input: ({ context }) => ({ attempts: context.attempts }),',
    to: 'input: () => ({ attempts: 1 }),',
    tests: ['machines/form-submission/form-submission.expectations.test.ts'],
  },
  {
    name: 'Et 429-svar (for mange henvendelser) prøves automatisk igen i stedet for at fejle',
    file: 'machines/form-submission/form-submission-machine.ts',
    from: "isRefused: ({ event }) => postResult(event).outcome === 'refused',",
    to: "isRefused: ({ event }) => postResult(event).outcome === 'refused' && (postResult(event) as { reason?: string }).reason !== 'rate-limited',",
    tests: ['machines/form-submission/form-submission.expectations.test.ts'],
  },
  {
    name: 'Den sidste favorit fjernes, men listen bliver i "gemt"',
    file: 'machines/shared/vehicle-list-machine.ts',
    from: "kind === 'remove' ? [from.lo - 1, from.hi - 1]",
    to: "kind === 'remove' ? [from.lo, from.hi - 1]",
    tests: ['machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    name: 'Tjekket af solgte biler kører på en tom liste',
    file: 'machines/shared/vehicle-list-machine.ts',
    from: 'hasVehicles: ({ context }) => context.vehicles.length > 0,',
    to: 'hasVehicles: () => true,',
    tests: ['machines/shared/vehicle-list.expectations.test.ts'],
  },
  {
    name: 'Et andet faneblads localStorage.clear() følges ikke',
    file: 'machines/kit/journal-storage.ts',
    from: '(event.key === key || event.key === null)',
    to: '(event.key === key)',
    tests: ['machines/kit/journal-storage.test.ts'],
  },
]

function runTests(tests: string[]): boolean {
  try {
    execFileSync('npx', ['vitest', 'run', '--reporter=dot', ...tests], { stdio: 'pipe' })
    return true
  } catch {
    return false
  }
}

function main() {
  const results: { name: string; killed: boolean; by: string }[] = []
  let restore: (() => void) | null = null
  const onSignal = () => {
    restore?.()
    process.exit(130)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  if (!runTests([...new Set(knownMutants.flatMap((m) => m.tests))])) {
    console.error('The tests fail without any mutation; fix them first.')
    process.exit(1)
  }
  for (const mutant of knownMutants) {
    const path = resolve(mutant.file)
    const original = readFileSync(path, 'utf8')
    const occurrences = original.split(mutant.from).length - 1
    if (occurrences !== 1) {
      console.error(`${mutant.name}: the code to mutate was found ${occurrences} times in ${mutant.file} (update scripts/known-mutants.ts)`)
      process.exit(1)
    }
    restore = () => writeFileSync(path, original)
    try {
      writeFileSync(path, original.replace(mutant.from, mutant.to))
      const killed = !runTests(mutant.tests)
      results.push({ name: mutant.name, killed, by: mutant.tests.join(', ') })
      console.log(`${killed ? 'dræbt    ' : 'OVERLEVER'}  ${mutant.name}  (${mutant.tests.join(', ')})`)
    } finally {
      restore()
      restore = null
    }
  }
  const survivors = results.filter((r) => !r.killed)
  console.log(`\nKendte mutanter: ${results.length - survivors.length} af ${results.length} dræbt.`)
  if (survivors.length > 0) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
