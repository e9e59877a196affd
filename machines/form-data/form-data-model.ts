/** Test model of a form's data loading (load-machine factory). */
import type { AnyEventObject } from 'xstate'
import { createLoadModel } from '../shared/load-model.ts'
import { formDataConfig, formDataMachine } from './form-data-machine.ts'

export const formDataModel = createLoadModel(formDataConfig, formDataMachine, {
  title: 'Formularens data i en indholdsblok',
  summary:
    'En formular i en indholdsblok (fx kontakt eller byttebil) henter sine data (afdelinger, åbningstider, emner) fra sitet, ' +
    'når siden ikke har dem med. Fejler det, vises "Der gik noget galt" med "Prøv igen".',
  start: 'Siden beder om formularens data',
  input: 'direct-contact',
  value: { locations: 10 },
  reasons: { unavailable: 'sitet svarede ikke' },
  states: { idle: 'venter på siden', loading: 'henter formularen …', loaded: 'formularen vises', failed: 'der gik noget galt' },
  eventTypes: {
    'load.start': 'Siden er hydreret og beder om formularens data, eller redaktøren vælger en anden formular i blokken (forhåndsvisning).',
    'load.retry': 'Den besøgende trykker "Prøv igen".',
    'xstate.done.actor.load': 'Sitet har svaret.',
    'xstate.error.actor.load': 'Sitet kunne ikke nås eller fejlede.',
  },
})

export type FormDataSnapshot = Parameters<typeof formDataModel.events>[0]

/**
 * What a browser test can make happen (tests/form-data-paths.spec.ts): the page asks when the block mounts
 * (load.start from idle), and asks again when an editor picks another form in the block in the visual
 * editor's preview (load.start from loaded or failed; while an answer is on its way the block waits for it,
 * use-form-data.ts); the visitor presses "Prøv igen" only on the error; the site answers with the form's
 * data or the request fails. The page's actor never resolves without data (use-form-data.ts).
 */
export function formDataUiEvents(snapshot: FormDataSnapshot): AnyEventObject[] {
  return formDataModel.events(snapshot).filter((e) => {
    if (e.type === 'load.start') return snapshot.value !== 'loading'
    if (e.type === 'load.retry') return snapshot.value === 'failed'
    if (e.type === 'xstate.done.actor.load') return (e as unknown as { output: { ok: boolean } }).output.ok
    return true
  })
}
