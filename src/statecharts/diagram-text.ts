/**
 * The Danish texts of a machine's transitions, shared by the diagram's
 * arrows and its text alternative: the event (from the model's legend), the
 * guard and the actions (from the label tables in labels/).
 */
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import type { TransitionInfo } from '#machines/kit/machine-structure.ts'
import { m } from '../i18n/paraglide/messages.js'
import { actionLabel, guardLabel } from './labels/machine-labels.ts'

/** The event of a transition in Danish: the model's legend, or what XState's own events mean. */
export function eventText(model: AnyMachineModel, transition: TransitionInfo): string {
  const legend = model.eventTypes[transition.eventType]
  if (legend) return legend
  if (transition.eventType === '') return m.statecharts_event_always()
  const after = /^xstate\.after\.(\d+)\./.exec(transition.eventType)
  if (after?.[1]) return m.statecharts_event_after({ ms: after[1] })
  const done = /^xstate\.done\.actor\.(.+)$/.exec(transition.eventType)
  if (done?.[1]) return m.statecharts_event_done({ actor: done[1] })
  const error = /^xstate\.error\.actor\.(.+)$/.exec(transition.eventType)
  if (error?.[1]) return m.statecharts_event_error({ actor: error[1] })
  return transition.eventLabel
}

export function guardText(model: AnyMachineModel, transition: TransitionInfo): string | null {
  return transition.guard ? m.statecharts_guard({ guard: guardLabel(model.id, transition.guard) }) : null
}

/** The actions a product owner cares about (journaling is bookkeeping, shown as such). */
export function actionTexts(model: AnyMachineModel, transition: TransitionInfo): string[] {
  return transition.actions.map((a) => actionLabel(model.id, a))
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
