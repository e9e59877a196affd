/**
 * QA export of a machine's generated paths (`npm run machines:paths --
 * --machine NAME --format gherkin|csv`): scenarios a tester follows by hand
 * or feeds to a test tool, in Danish. Each step says who acts and what the
 * visitor should see afterwards (the model's description of the state).
 *
 * Who acts is read from the model's legend (`eventTypes`), so it stays with
 * the model: "Den besøgende …" is the visitor, "Journal: …" and "Intern: …"
 * are the machine's own bookkeeping (a path with such a step is left out: a
 * visitor cannot do it), everything else (the site's answers, timers, page
 * loads) is the site.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import type { MachineModel } from './machine-model.ts'
import type { ModelPath } from './model-paths.ts'

export type StepActor = 'visitor' | 'site' | 'internal'

export function stepActor<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, event: AnyEventObject): StepActor {
  const legend = model.eventTypes[event.type] ?? ''
  if (/^(Journal|Intern):/.test(legend)) return 'internal'
  if (/^Den besøgende\b/.test(legend)) return 'visitor'
  return 'site'
}

/** The paths a visitor can walk: none of their steps is internal bookkeeping. */
export function visitorPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, paths: readonly ModelPath<TMachine>[]): ModelPath<TMachine>[] {
  return paths.filter((p) => p.steps.every((s) => stepActor(model, s.event) !== 'internal'))
}

export function formatGherkin<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, paths: readonly ModelPath<TMachine>[]): string {
  const lines = ['# language: da', `Egenskab: ${model.title}`, `  ${model.summary}`, '']
  for (const path of paths) {
    lines.push(`  Scenarie: Sti ${path.number}`, `    Givet ${model.describeSnapshot(path.initial)}`)
    for (const step of path.steps) {
      const actor = stepActor(model, step.event)
      lines.push(`    ${actor === 'visitor' ? 'Når' : 'Og'} ${model.describeEvent(step.event)}`)
      lines.push(`    Så ser den besøgende: ${model.describeSnapshot(step.state)}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

function csvCell(value: string | number): string {
  const text = String(value)
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Semicolon-separated (what a Danish spreadsheet opens), one row per step, with a header row. */
export function formatCsv<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, paths: readonly ModelPath<TMachine>[]): string {
  const rows: (string | number)[][] = [['maskine', 'sti', 'trin', 'hvem', 'handling', 'den besøgende ser']]
  for (const path of paths) {
    rows.push([model.id, path.number, 0, 'start', '', model.describeSnapshot(path.initial)])
    path.steps.forEach((step, i) => {
      const actor = stepActor(model, step.event)
      rows.push([
        model.id,
        path.number,
        i + 1,
        actor === 'visitor' ? 'besøgende' : 'sitet',
        model.describeEvent(step.event),
        model.describeSnapshot(step.state),
      ])
    })
  }
  return rows.map((row) => row.map(csvCell).join(';')).join('\n') + '\n'
}
