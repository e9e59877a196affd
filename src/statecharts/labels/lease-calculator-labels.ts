/** Labels of the lease calculator machine (machines/lease-calculator). */
import { m } from '#src/i18n/paraglide/messages.js'
import type { MachineLabels } from './label-types.ts'

export const leaseCalculatorLabels: MachineLabels = {
  guards: {
    startsQuoted: 'siden kom med en beregning',
    startsUnavailable: 'bilen kan ikke beregnes (fx solgt)',
    startsFailed: 'beregningen fejlede, da siden blev vist',
    backToQuotedInputs: 'valgene er de samme som i den viste beregning',
    hasQuote: 'der er en beregning at vise',
    isQuoted: 'sitet svarer med en beregning',
    isRejected: 'sitet afviser valgene',
    changesInputs: 'valgene er ændret',
  },
  actions: {
    takeStart: 'viser beregningen eller problemet, siden kom med',
    takeInputs: 'husker de nye valg',
    takeQuote: 'viser den nye beregning',
    takeRejection: 'viser, hvorfor valgene blev afvist',
    takeUnavailable: `viser »${m.leasing_unavailable_sold()}«`,
    takeFailure: `viser »${m.leasing_quote_failed()}«`,
    clearProblem: 'fjerner fejlbeskeden',
  },
  states: {
    idle: 'serverens beregning',
    editing: 'valg ændret, ingen ydelse',
    stale: 'valg ændret, ydelsen nedtonet',
    quoting: 'beregner',
    quoted: 'ydelse vist',
    error: 'fejl',
    unavailable: 'kan ikke beregnes',
  },
  actors: { waitForPause: 'pausen', requestQuote: 'beregningen' },
  events: {
    'calculator.start': 'siden er klar',
    'inputs.change': 'ændrer et valg',
    'quote.retry': 'trykker »Prøv igen«',
    'xstate.done.actor.waitForPause': 'pause i ændringerne',
    'xstate.done.actor.requestQuote': 'Beregningen: svar',
    'xstate.error.actor.requestQuote': 'Beregningen: sitet kan ikke nås',
  },
}
