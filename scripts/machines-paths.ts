/**
 * QA: prints a machine's generated test paths as numbered, human-readable
 * steps (the same paths the model tests and the Playwright path tests run).
 *
 *   node scripts/machines-paths.ts compare
 *   node scripts/machines-paths.ts compare --ui    only what a visitor can do in the browser
 *   node scripts/machines-paths.ts --list
 */
import type { AnyEventObject } from 'xstate'
import { generatePaths, describePath } from '#machines/kit/model-paths.ts'
import { machineModels, findMachineModel } from '#machines/registry.ts'
import { compareUiEvents } from '#machines/compare/compare-model.ts'
import { autochatUiEvents } from '#machines/autochat/autochat-model.ts'
import type { AutochatSnapshot } from '#machines/autochat/autochat-machine.ts'
import type { CompareSnapshot } from '#machines/compare/compare-machine.ts'

/** Machines whose browser-drivable events are known (Playwright path tests). */
const uiEvents: Record<string, (snapshot: unknown) => AnyEventObject[]> = {
  compare: (snapshot) => compareUiEvents(snapshot as CompareSnapshot),
  autochat: (snapshot) => autochatUiEvents(snapshot as AutochatSnapshot),
}

const args = process.argv.slice(2)
const id = args.find((a) => !a.startsWith('--'))
const list = () => console.log(`Maskiner: ${machineModels.map((m) => m.id).join(', ')}`)

if (args.includes('--list') || !id) {
  if (!id && !args.includes('--list')) console.error('Brug: node scripts/machines-paths.ts <maskine> [--ui]')
  list()
  process.exit(id || args.includes('--list') ? 0 : 1)
}

const model = findMachineModel(id)
if (!model) {
  console.error(`Ukendt maskine: ${id}`)
  list()
  process.exit(1)
}
const ui = args.includes('--ui')
const events = ui ? uiEvents[model.id] : undefined
if (ui && !events) {
  console.error(`${model.id} har ingen browser-stier (kun modelstier).`)
  process.exit(1)
}

const paths = generatePaths(model, events ? { events } : {})
const steps = paths.reduce((n, p) => n + p.steps.length, 0)
console.log(`${model.title} (${model.id}): ${paths.length} stier, ${steps} trin${ui ? ' (browser)' : ''}\n`)
for (const path of paths) {
  console.log(`Sti ${path.number}`)
  for (const line of describePath(model, path)) console.log(`  ${line}`)
  console.log('')
}
