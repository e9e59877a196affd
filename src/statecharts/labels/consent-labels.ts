/** Labels of the consent machine (machines/consent). */
import type { MachineLabels } from './label-types.ts'

export const consentLabels: MachineLabels = {
  guards: {
    changesChoice: 'valget er et andet end det gemte',
  },
  actions: {
    choose: 'gemmer den besøgendes valg af cookies med dato',
    record: 'skriver valget i logbogen i browseren',
  },
  states: { unanswered: 'ikke besvaret', answered: 'besvaret' },
  events: {
    'consent.save': '»Accepter alle«, »Afvis alle« eller »Gem valg«',
    'consent.set': 'ændrer ét valg (fx ved et kort)',
  },
}
