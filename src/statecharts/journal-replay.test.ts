import { describe, expect, it } from 'vitest'
import { compareDefinition } from '#machines/compare/compare-machine.ts'
import { appendToJournal, emptyJournal, serializeJournal, type Journal } from '#machines/kit/journal.ts'
import { findMachineModel } from '#machines/registry.ts'
import { replayPastedJournal } from './journal-replay.ts'

function model(id: string) {
  const found = findMachineModel(id)
  if (!found) throw new Error(`no machine ${id}`)
  return found
}
const compare = model('compare')
const favourites = model('favourites')
const vehicleDetails = model('vehicle-details')

type CompareEvent = Parameters<typeof appendToJournal<(typeof compareDefinition.journal.eventSchema)['_output']>>[1]

/** A compare journal written by hand, as a visitor's browser would store it. */
function compareJournal(events: CompareEvent[]): Journal<CompareEvent> {
  return events.reduce((journal, event) => appendToJournal(journal, event), emptyJournal(compareDefinition.journal))
}

const car = (n: number) => ({ id: `bil-${n}`, label: `Bil ${n}` })

describe('replaying a pasted journal', () => {
  it('replays a valid compare journal and tells every step and where the visitor ended', () => {
    const raw = serializeJournal(
      compareJournal([
        { type: 'compare.add', vehicle: car(1) },
        { type: 'compare.add', vehicle: car(2) },
        { type: 'compare.add', vehicle: car(3) },
        { type: 'compare.remove', vehicleId: 'bil-1' },
      ]),
    )
    const result = replayPastedJournal(compare, raw)
    if (!result.ok) throw new Error(result.message)
    expect(result.steps.map((s) => s.state)).toEqual([
      'for få (1 valgt: bil-1), intet tjek',
      'kan sammenlignes (2 valgt: bil-1, bil-2), intet tjek',
      'kan sammenlignes (3 valgt: bil-1, bil-2, bil-3), intet tjek',
      'kan sammenlignes (2 valgt: bil-2, bil-3), intet tjek',
    ])
    expect(result.steps[0]?.event).toBe('Tilføj Bil 1 (bil-1) til sammenligningen')
    expect(result.snapshot.value).toEqual({ selection: 'comparable', availability: 'idle' })
    expect(result.migratedFrom).toBeNull()
  })

  it('an empty journal leaves the visitor at the start', () => {
    const result = replayPastedJournal(compare, serializeJournal(compareJournal([])))
    expect(result.ok && result.steps).toEqual([])
  })

  it('tells what is wrong with bad input, in Danish', () => {
    const valid = compareJournal([{ type: 'compare.add', vehicle: car(1) }])
    const message = (on: typeof compare, raw: string) => {
      const result = replayPastedJournal(on, raw)
      return result.ok ? 'ok' : result.message
    }
    expect(message(compare, '   ')).toBe('Indsæt en logbog først.')
    expect(message(compare, '{"format": "bilhuset-nord/machine-journal", ')).toBe(
      'Teksten er ikke gyldig JSON. Kopiér hele værdien fra localStorage, med de krøllede parenteser i begge ender.',
    )
    expect(message(compare, '{"hello": 1}')).toBe('Teksten er ikke en logbog fra sitet: formatet genkendes ikke.')
    expect(message(compare, JSON.stringify({ ...valid, machine: 'wishlist' }))).toBe('Logbogen er fra en maskine, sitet ikke kender: »wishlist«.')
    expect(message(favourites, serializeJournal(valid))).toBe('Logbogen er fra maskinen »compare«. Vælg den maskine øverst, og indsæt logbogen der.')
    expect(message(compare, JSON.stringify({ ...valid, version: 2 }))).toBe(
      'Logbogen er skrevet af en nyere udgave af sitet (logbogsversion 2; denne udgave læser version 1).',
    )
    expect(message(compare, JSON.stringify({ ...valid, version: 0 }))).toBe('Logbogen er fra en ældre version (0), som denne udgave (version 1) ikke kan læse.')
    expect(message(compare, JSON.stringify({ ...valid, entries: [{ seq: 1, event: { type: 'compare.explode' } }] }))).toMatch(
      /^Logbogen er beskadiget eller indeholder en hændelse, maskinen ikke kender \(entries\.0\.event/,
    )
    // A machine that keeps no journal cannot be the journal's machine either.
    expect(message(vehicleDetails, serializeJournal(valid))).toBe('Logbogen er fra maskinen »compare«. Vælg den maskine øverst, og indsæt logbogen der.')
  })

  it('reads a form’s journal, named after its form', () => {
    const formModel = model('form-submission')
    const raw = JSON.stringify({
      format: 'bilhuset-nord/machine-journal',
      formatVersion: 1,
      machine: 'form-submission.test-drive',
      version: 1,
      revision: 0,
      entries: [],
    })
    expect(replayPastedJournal(formModel, raw).ok).toBe(true)
  })

  it('takes the shown machine’s journal out of what "Kopiér min logbog" copied, with the refused 7th tick in its steps', () => {
    const journal = compareJournal([1, 2, 3, 4, 5, 6, 7].map((n) => ({ type: 'compare.add' as const, vehicle: car(n) })))
    const bundle = JSON.stringify({
      format: 'bilhuset-nord/machine-journals',
      formatVersion: 1,
      copiedAt: '2026-11-24T09:00:00.000Z',
      journals: [{ format: 'bilhuset-nord/machine-journal', formatVersion: 1, machine: 'consent', version: 1, revision: 0, entries: [] }, journal],
    })
    const result = replayPastedJournal(compare, bundle)
    if (!result.ok) throw new Error(result.message)
    expect(result.steps).toHaveLength(7)
    expect(result.steps.at(-1)).toEqual({
      event: 'Tilføj Bil 7 (bil-7) til sammenligningen',
      state: 'fuld (6 valgt: bil-1, bil-2, bil-3, bil-4, bil-5, bil-6), intet tjek',
    })

    const other = replayPastedJournal(favourites, bundle)
    expect(other).toEqual({ ok: false, message: 'Den kopierede logbog har ingen logbog for denne maskine. Den har: consent, compare.' })
    const empty = replayPastedJournal(compare, JSON.stringify({ format: 'bilhuset-nord/machine-journals', formatVersion: 1, copiedAt: '', journals: [] }))
    expect(empty).toEqual({ ok: false, message: 'Den kopierede logbog er tom: den besøgendes browser havde ingen valg gemt.' })
  })
})
