/**
 * The data a form needs (locations, opening hours, topics …) when the form
 * sits in a content block and the page did not load it: the browser asks
 * the site after hydration and shows the form, or "Der gik noget galt" with
 * "Prøv igen". Built by the load-machine factory.
 */
import { createLoadMachine, type LoadMachineConfig } from '../shared/load-machine.ts'

export type FormDataReason = 'unavailable'

export const formDataConfig: LoadMachineConfig<FormDataReason> = {
  id: 'form-data',
  reasons: ['unavailable'],
  errorReason: 'unavailable',
  stale: false,
  resettable: false,
  restartable: true,
  texts: {
    idle: 'Siden er ikke hydreret endnu; formularens pladsholder vises ("Henter formularen …").',
    loading: 'Formularens data hentes fra sitet ("Henter formularen …").',
    loaded: 'Formularen vises med sine data.',
    failed: '"Der gik noget galt …" med knappen "Prøv igen".',
    start: 'Siden er klar og beder om formularens data, eller redaktøren har valgt en anden formular i blokken (forhåndsvisning).',
    retry: 'Den besøgende trykker "Prøv igen".',
    done: 'Sitet har sendt formularens data.',
    refused: 'Sitet svarede uden data.',
    error: 'Sitet kunne ikke nås, eller produkt-API’et fejlede.',
  },
}

export const formDataMachine = createLoadMachine<string, unknown, FormDataReason>(formDataConfig)
