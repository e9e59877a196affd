/**
 * Draws every machine from its definition: machines/<id>/<id>.mmd and
 * docs/machines/<id>.md (Mermaid stateDiagram-v2 with Danish explanations).
 *
 *   node scripts/machines-charts.ts          write the charts
 *   node scripts/machines-charts.ts --check  exit 1 when a chart is out of date
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chartFiles } from '#machines/kit/chart-files.ts'
import { machineModels } from '#machines/registry.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const check = process.argv.includes('--check')
let stale = 0

for (const file of chartFiles(machineModels)) {
  const target = `${root}${file.path}`
  const current = await readFile(target, 'utf8').catch(() => null)
  if (current === file.content) continue
  if (check) {
    console.error(`Forældet: ${file.path}`)
    stale++
  } else {
    await writeFile(target, file.content)
    console.log(`Skrevet: ${file.path}`)
  }
}

if (check && stale > 0) {
  console.error('Kør "node scripts/machines-charts.ts" og commit diagrammerne.')
  process.exit(1)
}
if (!check) console.log(`${machineModels.length} maskiner tegnet.`)
