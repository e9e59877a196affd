/**
 * Replays a journal a product owner pasted from a visitor's browser (the
 * localStorage value under machines/kit/journal-key.ts) on the machine shown
 * on /statecharts: validated with zod by the journal's own reader
 * (machines/kit/journal.ts), folded with XState's pure transition (nothing
 * runs, nothing is sent), and every problem told in Danish.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { z } from 'zod'
import { autochatDefinition } from '#machines/autochat/autochat-machine.ts'
import { compareDefinition } from '#machines/compare/compare-machine.ts'
import { consentDefinition } from '#machines/consent/consent-machine.ts'
import { favouritesDefinition } from '#machines/favourites/favourites-machine.ts'
import { formSubmissionDefinition, formSubmissionMachineId } from '#machines/form-submission/form-submission-machine.ts'
import { journalEvents, journalFormat, parseJournal, type JournalSpec } from '#machines/kit/journal.ts'
import { journalBundleFormat } from '#machines/kit/journal-bundle.ts'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import { m } from '../i18n/paraglide/messages.js'
import { initialSnapshot, step } from './explorer.ts'

/** The journals the site writes, by the registry id of their machine. */
const journalSpecs: Record<string, JournalSpec<EventObject>> = {
  compare: compareDefinition.journal as unknown as JournalSpec<EventObject>,
  favourites: favouritesDefinition.journal as unknown as JournalSpec<EventObject>,
  consent: consentDefinition.journal as unknown as JournalSpec<EventObject>,
  'form-submission': formSubmissionDefinition.journal as unknown as JournalSpec<EventObject>,
  autochat: autochatDefinition.journal as unknown as JournalSpec<EventObject>,
}

/** The registry id of the machine a journal's `machine` field names (a form's journal is `form-submission.<form>`). */
function registryIdOf(journalMachine: string): string | undefined {
  if (journalMachine.startsWith(`${formSubmissionMachineId}.`)) return formSubmissionMachineId
  return journalMachine in journalSpecs ? journalMachine : undefined
}

/** The spec to read a journal with: a form's journal carries its own machine id. */
function specFor(registryId: string, journalMachine: string): JournalSpec<EventObject> | undefined {
  const spec = journalSpecs[registryId]
  return spec && { ...spec, machineId: journalMachine }
}

/** Whether /statecharts offers replay for a machine (it keeps a journal). */
export function hasJournal(machineId: string): boolean {
  return machineId in journalSpecs
}

/** What identifies a pasted text as one of the site's journals. */
const pastedHeader = z.object({
  format: z.literal(journalFormat),
  formatVersion: z.number(),
  machine: z.string().min(1).max(200),
  version: z.number(),
})

export interface ReplayedStep {
  event: string
  state: string
}

export type ReplayResult = { ok: true; snapshot: AnyMachineSnapshot; steps: ReplayedStep[]; migratedFrom: number | null } | { ok: false; message: string }

const fail = (message: string): ReplayResult => ({ ok: false, message })

/** What "Kopiér min logbog" copies (machines/kit/journal-bundle.ts): every journal of the visitor's browser. */
const pastedBundle = z.object({ format: z.literal(journalBundleFormat), journals: z.array(z.unknown()).max(100) })

/** The shown machine's journal out of a pasted bundle, or why there is none. */
function pickFromBundle(model: AnyMachineModel, journals: readonly unknown[]): { json: unknown } | { message: string } {
  const machines = journals.flatMap((j) => {
    const header = pastedHeader.safeParse(j)
    return header.success ? [{ json: j, machine: header.data.machine }] : []
  })
  const mine = machines.find((j) => registryIdOf(j.machine) === model.id)
  if (mine) return { json: mine.json }
  if (!machines.length) return { message: m.statecharts_replay_bundle_empty() }
  return { message: m.statecharts_replay_not_in_bundle({ machines: [...new Set(machines.map((j) => j.machine))].join(', ') }) }
}

export function replayPastedJournal(model: AnyMachineModel, pasted: string): ReplayResult {
  const text = pasted.trim()
  if (!text) return fail(m.statecharts_replay_empty())
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return fail(m.statecharts_replay_bad_json())
  }
  const bundle = pastedBundle.safeParse(json)
  if (bundle.success) {
    const picked = pickFromBundle(model, bundle.data.journals)
    if ('message' in picked) return fail(picked.message)
    json = picked.json
  }
  const raw = JSON.stringify(json)
  const header = pastedHeader.safeParse(json)
  if (!header.success) return fail(m.statecharts_replay_not_journal())
  const registryId = registryIdOf(header.data.machine)
  if (!registryId) return fail(m.statecharts_replay_unknown_machine({ machine: header.data.machine }))
  if (registryId !== model.id) return fail(m.statecharts_replay_other_machine({ machine: registryId }))
  const spec = specFor(registryId, header.data.machine)
  if (!spec) return fail(m.statecharts_replay_unknown_machine({ machine: header.data.machine }))

  const read = parseJournal(spec, raw)
  switch (read.status) {
    case 'missing':
      return fail(m.statecharts_replay_empty())
    case 'newer':
      return fail(m.statecharts_replay_newer({ found: String(header.data.version), expected: String(spec.version) }))
    case 'discarded':
      if (read.reason === 'outdated') return fail(m.statecharts_replay_outdated({ found: String(header.data.version), expected: String(spec.version) }))
      return fail(m.statecharts_replay_invalid({ detail: read.detail }))
    case 'ok':
    case 'migrated':
      break
  }

  try {
    let snapshot = initialSnapshot(model)
    const steps: ReplayedStep[] = []
    for (const event of journalEvents(read.journal)) {
      snapshot = step(model, snapshot, event)
      steps.push({ event: model.describeEvent(event), state: model.describeSnapshot(snapshot) })
    }
    return { ok: true, snapshot, steps, migratedFrom: read.status === 'migrated' ? read.fromVersion : null }
  } catch (error) {
    return fail(m.statecharts_replay_failed({ detail: (error as Error).message }))
  }
}
