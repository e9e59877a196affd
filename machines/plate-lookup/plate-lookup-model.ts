/** Test model of the trade-in form's number-plate lookup (load-machine factory): the plate the model asks about and the answers. */
import type { AnyEventObject } from 'xstate'
import { createLoadModel } from '../shared/load-model.ts'
import { plateLookupConfig, plateLookupMachine } from './plate-lookup-machine.ts'

export const plateLookupModel = createLoadModel(plateLookupConfig, plateLookupMachine, {
  title: 'Nummerplade på byttebil',
  summary:
    'Den besøgende skriver sin bils nummerplade på /byttebil, og bilens oplysninger hentes i Motorregistret og udfyldes, så den besøgende kan rette dem. ' +
    'En ukendt plade, en motorcykel eller lastbil og et Motorregister, der ikke svarer, får hver sin besked, og formularen kan stadig bruges.',
  start: 'Den besøgende trykker "Hent bilens oplysninger"',
  input: 'AB12345',
  value: { plate: 'AB12345', make: 'Volkswagen', model: 'Golf', variant: '1.5 TSI Style', fuel: 'petrol', firstRegistration: '2019-04-12', modelYear: 2019 },
  reasons: {
    unknown: 'nummerpladen findes ikke',
    'refused-type': 'en type vi ikke tager i bytte',
    unavailable: 'Motorregistret svarer ikke',
    'rate-limited': 'for mange opslag',
    rejected: 'ugyldig nummerplade',
  },
  states: {
    idle: 'ingen opslag',
    loading: 'henter fra Motorregistret …',
    loaded: 'bilen udfyldt',
    failed: 'ingen oplysninger',
    stale: 'nummerpladen er ændret',
  },
  eventTypes: {
    'load.start': 'Den besøgende trykker "Hent bilens oplysninger" med en gyldig nummerplade.',
    'load.retry': 'Den besøgende trykker "Prøv igen".',
    'load.invalidate': 'Den besøgende ændrer nummerpladen.',
    'xstate.done.actor.load': 'Sitet svarede: bilen, eller hvorfor der ingen er.',
    'xstate.error.actor.load': 'Sitet kunne ikke nås.',
  },
})

type PlateLookupSnapshot = Parameters<typeof plateLookupModel.events>[0]

/**
 * The events a browser test can make happen on /byttebil (the plate-lookup path spec): "Hent bilens
 * oplysninger" is locked while the lookup runs, "Prøv igen" is shown only when Motorregistret did not
 * answer, and a rejected plate (422) cannot come from the page: the form checks the plate before it asks.
 */
export function plateLookupUiEvents(snapshot: PlateLookupSnapshot): AnyEventObject[] {
  return plateLookupModel.events(snapshot).filter((e) => {
    if (e.type === 'load.retry') return snapshot.value === 'failed' && (snapshot.context as { reason?: string | null }).reason === 'unavailable'
    if (e.type === 'load.start') return snapshot.value !== 'loading'
    if (e.type === 'xstate.done.actor.load') return (e as unknown as { output: { reason?: string } }).output.reason !== 'rejected'
    return true
  })
}
