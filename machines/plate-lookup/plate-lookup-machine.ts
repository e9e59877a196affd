/**
 * "Hent bilens oplysninger" on /byttebil (issue 35): the visitor gives the
 * car's number plate, the site looks it up in the registry (Motorregistret)
 * through the product API, and the car fields are filled in for the visitor
 * to check and correct; or the page says why not: an unknown plate, a
 * vehicle the dealer does not take in trade (motorcycle, lorry), the
 * registry not answering (with "Prøv igen"), too many lookups, or a plate
 * that cannot be Danish. Every outcome leaves the form usable: the plate is
 * optional and the fields can be filled by hand. A changed plate makes the
 * answer no longer fit (stale). Built by the load-machine factory.
 */
import { createLoadMachine, type LoadMachineConfig } from '../shared/load-machine.ts'

export type PlateLookupReason = 'unknown' | 'refused-type' | 'unavailable' | 'rate-limited' | 'rejected'

export const plateLookupConfig: LoadMachineConfig<PlateLookupReason> = {
  id: 'plate-lookup',
  reasons: ['unknown', 'refused-type', 'unavailable', 'rate-limited', 'rejected'],
  errorReason: 'unavailable',
  stale: true,
  resettable: false,
  restartable: true,
  texts: {
    idle: 'Feltet "Nummerplade" står først med knappen "Hent bilens oplysninger"; bilens felter kan også udfyldes i hånden.',
    loading: 'Nummerpladen slås op i Motorregistret via serveren ("Henter fra Motorregistret …"); knappen er låst imens.',
    loaded: 'Mærke, model, variant, brændstof, første registrering og årgang er udfyldt fra Motorregistret; den besøgende kan rette dem alle.',
    failed:
      'Ingen oplysninger: nummerpladen findes ikke, køretøjet er en type vi ikke tager i bytte (motorcykel, lastbil), Motorregistret svarer ikke ("Prøv igen"), for mange opslag, eller pladen er ugyldig. Formularen kan stadig udfyldes og sendes.',
    stale: 'Den besøgende har ændret nummerpladen efter opslaget: beskeden om den gamle plade vises ikke længere; felterne beholder deres værdier.',
    start: 'Den besøgende trykker "Hent bilens oplysninger" med en gyldig nummerplade.',
    retry: 'Den besøgende trykker "Prøv igen" efter at Motorregistret ikke svarede.',
    invalidate: 'Den besøgende ændrer nummerpladen.',
    done: 'Motorregistret kendte bilen, og den er en personbil eller varebil.',
    refused:
      'Sitet svarede uden bil: ukendt nummerplade, en type vi ikke tager i bytte, Motorregistret svarer ikke (503), for mange opslag (429) eller ugyldig plade (422).',
    error: 'Sitet kunne ikke nås (netværksfejl).',
  },
}

export const plateLookupMachine = createLoadMachine<string, unknown, PlateLookupReason>(plateLookupConfig)
