/**
 * The trade-in valuation on /byttebil (spec 4): the visitor describes the
 * car and asks "Få en vurdering"; the site asks the product API and shows
 * the estimate, or why there is none. The valuation belongs to the car it
 * was made for: changing a car field marks it as no longer fitting (stale),
 * and the lead is then sent without it. Built by the load-machine factory.
 */
import { createLoadMachine, type LoadMachineConfig } from '../shared/load-machine.ts'

export type TradeInValuationReason = 'unavailable' | 'rate-limited' | 'rejected'

export const tradeInValuationConfig: LoadMachineConfig<TradeInValuationReason> = {
  id: 'trade-in-valuation',
  reasons: ['unavailable', 'rate-limited', 'rejected'],
  errorReason: 'unavailable',
  stale: true,
  resettable: false,
  restartable: true,
  texts: {
    idle: 'Ingen vurdering endnu. Knappen "Få en vurdering" vises under bilens oplysninger; henvendelsen kan sendes uden vurdering.',
    loading: 'Vurderingen hentes fra produkt-API’et via serveren ("Vurderer …"); knappen er låst imens.',
    loaded: 'Vurderingen vises: skønnet pris, spænd og gyldighed. Den sendes med henvendelsen.',
    failed: 'Ingen vurdering: årsagen vises (utilgængelig, for mange forespørgsler, eller felterne markeres med fejl). Den besøgende kan prøve igen.',
    stale: 'Bilens oplysninger er ændret efter vurderingen: "Vurderingen passer ikke længere …". Henvendelsen sendes uden den.',
    start: 'Den besøgende trykker "Få en vurdering", og bilens felter er gyldige.',
    retry: 'Den besøgende prøver igen med de samme oplysninger.',
    invalidate: 'Den besøgende ændrer et felt om bilen (mærke, model, år, kilometer, brændstof, stand).',
    done: 'Produkt-API’et har vurderet bilen.',
    refused: 'Sitet svarede uden vurdering: felter afvist (422), for mange forespørgsler (429) eller vurderingen er utilgængelig (503).',
    error: 'Sitet kunne ikke nås (netværksfejl).',
  },
}

export const tradeInValuationMachine = createLoadMachine<Record<string, string>, unknown, TradeInValuationReason>(tradeInValuationConfig)
