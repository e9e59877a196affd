/** Test model of a form's data loading (load-machine factory). */
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
    'load.start': 'Siden er hydreret og beder om formularens data.',
    'load.retry': 'Den besøgende trykker "Prøv igen".',
    'xstate.done.actor.load': 'Sitet har svaret.',
    'xstate.error.actor.load': 'Sitet kunne ikke nås eller fejlede.',
  },
})
