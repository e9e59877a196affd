/** Labels of the search agent machine (machines/search-agent, issue 35). */
import type { MachineLabels } from './label-types.ts'

export const searchAgentLabels: MachineLabels = {
  guards: {
    isPending: 'modtaget: bekræftelsesmailen er sendt',
    isActive: 'søgeagenten var allerede bekræftet',
    isRejected: 'afvist: beskeder ved felterne',
    isDeferred: 'holdt tilbage (for mange på kort tid)',
  },
  actions: {
    takeRequest: 'husker forespørgslen og dens nøgle',
    markInvalid: 'viser fejlopsummeringen',
    takeReceipt: 'husker kvitteringen',
    takeRejection: 'viser, hvorfor den blev afvist',
    takeDeferral: 'viser, hvornår den sendes',
    takeFailure: 'viser fejlen med »Prøv igen«',
    takeUnreachable: 'viser, at sitet ikke kan nås',
    clearFailure: 'fjerner fejlbeskeden',
    forget: 'glemmer formularen',
  },
  states: {
    idle: 'lukket',
    editing: 'formularen udfyldes',
    submitting: 'sender',
    rateLimited: 'holdt tilbage',
    awaitingConfirmation: 'venter på bekræftelse i mailen',
    saved: 'gemt',
    failed: 'fejl med »Prøv igen«',
  },
  actors: { deliver: 'udbakken', awaitConfirmation: 'bekræftelsen' },
  events: {
    'agent.open': 'trykker »Gem søgning« / »Giv mig besked«',
    'agent.close': 'lukker',
    'agent.retry': 'trykker »Prøv igen«',
    'agent.edit': 'retter oplysningerne',
    'form.submit': 'trykker »Gem«',
    'form.invalid': 'trykker »Gem« med fejl',
    'xstate.done.actor.deliver': 'Udbakken: svar',
    'xstate.error.actor.deliver': 'Udbakken: kan ikke bruges',
    'xstate.done.actor.awaitConfirmation': 'linket i mailen er åbnet',
  },
}
