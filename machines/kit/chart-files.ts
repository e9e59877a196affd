/**
 * The chart files every machine has, relative to the repository root:
 * `machines/<id>/<id>.mmd` (the Mermaid chart next to the machine) and
 * `docs/machines/<id>.md` (the chart with its Danish explanations).
 * Written by scripts/machines-charts.ts, checked by machines/charts.test.ts.
 */
import type { AnyMachineModel } from './machine-model.ts'
import { toMarkdown, toMermaid } from './mermaid.ts'

export interface ChartFile {
  path: string
  content: string
}

export function chartFiles(models: readonly AnyMachineModel[]): ChartFile[] {
  return models.flatMap((model) => [
    { path: `machines/${model.id}/${model.id}.mmd`, content: toMermaid(model) },
    { path: `docs/machines/${model.id}.md`, content: toMarkdown(model) },
  ])
}
