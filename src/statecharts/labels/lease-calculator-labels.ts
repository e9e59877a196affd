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
}
