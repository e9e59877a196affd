/**
 * The Danish texts of a machine's transitions, shared by the diagram's
 * arrows and its text alternative: the event (the label table's short name on
 * an arrow, the model's legend in the text), the guard and the actions (from
 * the label tables in labels/), and whether a transition is technical (the
 * machine's own bookkeeping: restoring from the journal, pruning it asks
 * itself for), which the page hides until "Vis tekniske overgange" is ticked.
 */
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import type { TransitionInfo } from '#machines/kit/machine-structure.ts'
import { stepActor } from '#machines/kit/qa-export.ts'
import { m } from '../i18n/paraglide/messages.js'
import { actionLabel, actorLabel, eventLabelOf, guardLabel } from './labels/machine-labels.ts'

/** What XState's own events mean, with the invoked actor's Danish name (never its id). */
function builtInEventText(model: AnyMachineModel, eventType: string): string | undefined {
  if (eventType === '') return m.statecharts_event_always()
  const after = /^xstate\.after\.(\d+)\./.exec(eventType)
  if (after?.[1]) return m.statecharts_event_after({ ms: after[1] })
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done?.[1]) return m.statecharts_event_done({ actor: actorLabel(model.id, done[1]) })
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error?.[1]) return m.statecharts_event_error({ actor: actorLabel(model.id, error[1]) })
  return undefined
}

/** The event of a transition in Danish, in full: the model's legend, else the short label, else what XState's own events mean. */
export function eventText(model: AnyMachineModel, transition: TransitionInfo): string {
  return (
    model.eventTypes[transition.eventType] ??
    eventLabelOf(model.id, transition.eventType) ??
    builtInEventText(model, transition.eventType) ??
    transition.eventLabel
  )
}

/** The event of a transition as its arrow shows it: the label table's short name, else the full text. */
export function arrowEventText(model: AnyMachineModel, transition: TransitionInfo): string {
  return eventLabelOf(model.id, transition.eventType) ?? eventText(model, transition)
}

export function guardText(model: AnyMachineModel, transition: TransitionInfo): string | null {
  return transition.guard ? m.statecharts_guard({ guard: guardLabel(model.id, transition.guard) }) : null
}

/** The actions a product owner cares about (journaling is bookkeeping, shown as such). */
export function actionTexts(model: AnyMachineModel, transition: TransitionInfo): string[] {
  return transition.actions.map((a) => actionLabel(model.id, a))
}

/** The machine's own bookkeeping (legend "Journal: …" or "Intern: …"): hidden until the page's toggle shows it. */
export function isTechnical(model: AnyMachineModel, transition: TransitionInfo): boolean {
  return stepActor(model, { type: transition.eventType }) === 'internal'
}

/** Splits a text into lines of at most `width` characters, at spaces (a longer word gets its own line). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}
