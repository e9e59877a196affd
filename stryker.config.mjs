// Mutation testing of the state machines (issue 16): StrykerJS mutates the
// machine files and runs the machines' own vitest suites (model tests with
// their hand-written expectation tables) against each mutant. A mutant that
// no test notices is a behaviour the tests do not pin down.
// Run: npm run test:mutation (scripts/mutation.ts picks the files and
// records the score in docs/machines/mutation.md and bench/mutation/).
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts', dir: 'machines', related: false },
  mutate: [
    'machines/*/*-machine.ts',
    'machines/shared/vehicle-list-operations.ts',
    'machines/build-freshness/reload-guard.ts',
    'machines/consent/consent-policy.ts',
    'machines/lease-calculator/lease-calculator-inputs.ts',
  ],
  ignorePatterns: ['/.output', '/test-results', '/playwright-report', '/data', '/bench', '/.tanstack', '/.nitro', '/public'],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  timeoutMS: 10000,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
