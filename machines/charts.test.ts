import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chartFiles } from './kit/chart-files.ts'
import { machineModels } from './registry.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('machine charts', () => {
  for (const file of chartFiles(machineModels)) {
    it(`${file.path} is up to date (run: node scripts/machines-charts.ts)`, () => {
      let current: string | null
      try {
        current = readFileSync(`${root}${file.path}`, 'utf8')
      } catch {
        current = null
      }
      expect(current, `${file.path} is missing or stale`).toBe(file.content)
    })
  }

  it('has every machine folder in the registry', () => {
    const folders = readdirSync(`${root}machines`, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['kit', 'shared'].includes(d.name))
      .map((d) => d.name)
      .sort()
    expect(machineModels.map((m) => m.id).sort()).toEqual(folders)
  })

  it('has a machine for every flow named in docs/machines/README.md', () => {
    const readme = readFileSync(`${root}docs/machines/README.md`, 'utf8')
    const section = readme.slice(readme.indexOf('## Flows and their machines'), readme.indexOf('## Layout'))
    const named = [...section.matchAll(/^\|[^|]+\|\s*`machines\/([a-z0-9-]+)\/`\s*\|$/gm)].map((match) => match[1])
    expect(named.length).toBeGreaterThanOrEqual(8)
    const registered = machineModels.map((m) => m.id)
    for (const id of named) expect(registered, `docs/machines/README.md names machines/${id}/`).toContain(id)
  })
})
