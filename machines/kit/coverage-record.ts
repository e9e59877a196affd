/**
 * Writes a machine's measured coverage where `npm test`'s machine report
 * (scripts/machines-report.ts) reads it: `reports/machine-coverage/
 * <kind>-<machine>.json`. Model tests (vitest) write `model`, the browser
 * path tests (Playwright, measured from the `data-state` the page shows)
 * write `browser`, with the gaps and their reasons. Node only; tests only.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { CoverageReport } from './coverage.ts'

export const coverageDir = fileURLToPath(new URL('../../reports/machine-coverage/', import.meta.url))

export interface RecordedCoverage {
  machineId: string
  kind: 'model' | 'browser'
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
  paths: number
  /** Why a missing state or transition is not reached (browser tests). */
  gaps: string[]
}

export function recordCoverage(report: CoverageReport, kind: 'model' | 'browser', details: { paths: number; gaps?: string[] }): void {
  const recorded: RecordedCoverage = {
    machineId: report.machineId,
    kind,
    states: report.states,
    transitions: report.transitions,
    paths: details.paths,
    gaps: details.gaps ?? [],
  }
  mkdirSync(coverageDir, { recursive: true })
  writeFileSync(`${coverageDir}${kind}-${report.machineId}.json`, `${JSON.stringify(recorded, null, 2)}\n`)
}
