/** Test model of the trade-in valuation (load-machine factory): the car the model asks about and the answers. */
import type { AnyEventObject } from 'xstate'
import { createLoadModel } from '../shared/load-model.ts'
import { tradeInValuationConfig, tradeInValuationMachine } from './trade-in-valuation-machine.ts'

export const tradeInValuationModel = createLoadModel(tradeInValuationConfig, tradeInValuationMachine, {
  title: 'Vurdering af byttebil',
  summary:
    'Den besøgende beskriver sin bil på /byttebil og får en vurdering fra produkt-API’et. Vurderingen hører til bilen: ' +
    'ændres bilens oplysninger, passer den ikke længere, og henvendelsen sendes uden den.',
  start: 'Den besøgende trykker "Få en vurdering"',
  input: { make: 'Volkswagen', model: 'Golf', year: '2019', mileage: '85000', fuel: 'Benzin', condition: 'god' },
  value: { valuationId: 'V-1', estimate: 142_000 },
  reasons: { unavailable: 'vurderingen er utilgængelig', 'rate-limited': 'for mange forespørgsler', rejected: 'felter afvist' },
  states: { idle: 'ingen vurdering', loading: 'vurderer …', loaded: 'vurdering vist', failed: 'ingen vurdering', stale: 'vurderingen passer ikke længere' },
  eventTypes: {
    'load.start': 'Den besøgende trykker "Få en vurdering" med gyldige oplysninger om bilen.',
    'load.retry': 'Den besøgende prøver igen.',
    'load.invalidate': 'Den besøgende ændrer et felt om bilen.',
    'xstate.done.actor.load': 'Sitet svarede: vurderingen, eller hvorfor der ingen er.',
    'xstate.error.actor.load': 'Sitet kunne ikke nås.',
  },
})

type TradeInValuationSnapshot = Parameters<typeof tradeInValuationModel.events>[0]

/**
 * What a browser test can make happen (tests/trade-in-valuation-paths.spec.ts, printed by
 * `npm run machines:paths -- trade-in-valuation --ui`): "Få en vurdering" with the car filled in (locked
 * while the site values it), a changed car field, and the site's answer to the request the test holds:
 * the valuation, for this page only the answer of a site that rate-limits the visitor or whose
 * valuation is unavailable, or the request cut. The page has no separate "Prøv igen" (the same "Få en
 * vurdering" starts again), and a refusal's field errors answer fields the page has already checked.
 */
export function tradeInValuationUiEvents(snapshot: TradeInValuationSnapshot): AnyEventObject[] {
  return tradeInValuationModel.events(snapshot).filter((e) => {
    if (e.type === 'load.retry') return false
    if (e.type === 'load.start') return snapshot.value !== 'loading'
    if (e.type === 'xstate.done.actor.load') return (e as unknown as { output: { reason?: string } }).output.reason !== 'rejected'
    return true
  })
}
