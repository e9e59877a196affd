/**
 * Test model of the search agent's form (issue 35): a valid request, the
 * form's own refusal, and every answer the site can give through the outbox.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { searchAgentMachine, type AgentRequest, type DeliveryOutcome, type SearchAgentMachine, type SearchAgentSnapshot } from './search-agent-machine.ts'

export const modelRequest: AgentRequest = { key: 'agent-key-0001', kind: 'search', email: 'sofie@example.dk', frequency: 'daily' }

export const modelOutcomes: Record<string, DeliveryOutcome> = {
  pending: { outcome: 'accepted', receipt: { agentId: 'sa-1', status: 'pending', message: 'Tjek din e-mail.' } },
  active: { outcome: 'accepted', receipt: { agentId: 'sa-1', status: 'active', message: 'Du har allerede denne besked.' } },
  rejected: { outcome: 'rejected', fieldErrors: { email: ['Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'] }, formErrors: [] },
  deferred: { outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z' },
  refused: { outcome: 'failed', reason: 'refused' },
}

function events(snapshot: SearchAgentSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = [
    { type: 'agent.open' },
    { type: 'agent.close' },
    { type: 'form.submit', request: modelRequest },
    { type: 'form.invalid' },
    { type: 'agent.retry' },
    { type: 'agent.edit' },
  ]
  if (snapshot.matches('submitting') || snapshot.matches('rateLimited')) {
    for (const output of Object.values(modelOutcomes)) list.push({ type: 'xstate.done.actor.deliver', output })
    list.push({ type: 'xstate.error.actor.deliver', error: new Error('udbakken kunne ikke bruges') })
  }
  if (snapshot.matches('awaitingConfirmation')) list.push({ type: 'xstate.done.actor.awaitConfirmation', output: undefined })
  return list
}

const stateNames: Record<string, string> = {
  idle: 'knappen',
  editing: 'formularen',
  submitting: 'sender',
  rateLimited: 'holdt tilbage',
  awaitingConfirmation: 'tjek din e-mail',
  saved: 'gemt',
  failed: 'ikke gemt',
}

export const searchAgentModel: MachineModel<SearchAgentMachine> = {
  id: 'search-agent',
  title: 'Søgeagent og prisalarm',
  summary:
    'På /lager gemmer den besøgende sin søgning og får besked om nye biler (straks, dagligt eller ugentligt); på en bilside og under favoritter ' +
    'får den besked, hvis prisen falder. Forespørgslen går gennem udbakken som en henvendelse (også offline), forhandlerens backend sender en ' +
    'bekræftelsesmail (dobbelt opt-in), og intet andet sendes, før linket er åbnet. Afvisninger vises ved felterne, for mange på kort tid holdes ' +
    'tilbage til et tidspunkt, og en fejl kan prøves igen med samme nøgle.',
  machine: searchAgentMachine,
  persisted: false,
  events,
  stateKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.request?.key ?? null,
      snapshot.context.receipt?.status ?? null,
      snapshot.context.rejection !== null,
      snapshot.context.retryAt,
      snapshot.context.failure,
      snapshot.context.invalid,
    ]),
  describeEvent(event) {
    switch (event.type) {
      case 'agent.open':
        return 'Den besøgende trykker på knappen'
      case 'agent.close':
        return 'Den besøgende lukker'
      case 'form.submit':
        return 'Den besøgende trykker "Gem" med gyldige felter'
      case 'form.invalid':
        return 'Den besøgende trykker "Gem" med fejl'
      case 'agent.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'agent.edit':
        return 'Den besøgende vil rette oplysningerne'
      case 'xstate.done.actor.deliver': {
        const o = (event as unknown as { output: DeliveryOutcome }).output
        if (o.outcome === 'accepted') return o.receipt.status === 'pending' ? 'Sitet modtager: bekræftelsesmail sendt' : 'Sitet modtager: allerede bekræftet'
        if (o.outcome === 'rejected') return 'Sitet afviser felter'
        if (o.outcome === 'deferred') return 'Sitet holder forespørgslen tilbage'
        return 'Sitet afviser for godt'
      }
      case 'xstate.error.actor.deliver':
        return 'Udbakken kan ikke bruges'
      case 'xstate.done.actor.awaitConfirmation':
        return 'Linket i mailen åbnes'
      default:
        return event.type
    }
  },
  describeSnapshot(snapshot) {
    return stateNames[String(snapshot.value)] ?? String(snapshot.value)
  },
  eventTypes: {
    'agent.open': 'Den besøgende trykker "Gem søgning og få besked om nye biler" eller "Giv mig besked, hvis prisen falder".',
    'agent.close': 'Den besøgende lukker formularen eller beskeden (Luk eller Escape).',
    'form.submit': 'Den besøgende trykker "Gem", og formularen er gyldig: forespørgslen med en ny idempotensnøgle.',
    'form.invalid': 'Den besøgende trykker "Gem" med fejl i formularen.',
    'agent.retry': 'Den besøgende trykker "Prøv igen" efter en fejl (samme nøgle).',
    'agent.edit': 'Den besøgende vil rette oplysningerne efter en fejl.',
    'xstate.done.actor.deliver': 'Sitet svarede på forespørgslen fra udbakken: modtaget, afvist, holdt tilbage eller afvist for godt.',
    'xstate.error.actor.deliver': 'Udbakken kunne ikke bruges (fx ingen browserlager).',
    'xstate.done.actor.awaitConfirmation': 'Bekræftelseslinket er åbnet i denne browser (et andet faneblad siger det).',
  },
}

/** The states in which the visitor sees each of the panel's buttons (search-agent-panel.tsx). */
const visitorEvents: Record<string, readonly string[]> = {
  idle: ['agent.open'],
  editing: ['form.submit', 'form.invalid', 'agent.close'],
  awaitingConfirmation: ['agent.close'],
  saved: ['agent.close'],
  failed: ['agent.retry', 'agent.edit', 'agent.close'],
}

/**
 * What a browser test can make happen (tests/search-agent-paths.spec.ts, printed by
 * `npm run machines:paths -- search-agent --ui`): the buttons the panel shows in each state ("Gem
 * søgning …", "Gem" with a valid or an invalid address, "Luk", "Prøv igen", "Ret oplysningerne"), the
 * site's answer to the request the test holds (accepted and pending; accepted and already active, the same
 * search confirmed before; the fields refused; held back by the site's limit; refused as spam), and the
 * confirmation link opened in another tab. The page's `deliver` rejects only when the request is gone from
 * the page's memory or there is no outbox (on the server), so "Udbakken kunne ikke bruges" is the model
 * test's; a site that is down or cannot be reached keeps the request in the outbox (still "Gemmer …").
 */
export function searchAgentUiEvents(snapshot: SearchAgentSnapshot): AnyEventObject[] {
  const value = String(snapshot.value)
  return events(snapshot).filter((e) => {
    if (e.type.startsWith('xstate.error.')) return false
    if (e.type.startsWith('xstate.done.')) return true
    return visitorEvents[value]?.includes(e.type) ?? false
  })
}
