/**
 * Labels of the load machines (machines/shared/load-machine.ts): the trade-in
 * valuation, a form's data, "Find nærmeste" and the lazy store's loader share
 * guards and actions; the failure reasons are named per flow in the models.
 */
import type { MachineLabels } from './label-types.ts'

export const loadLabels: MachineLabels = {
  guards: {
    succeeded: 'svaret har en værdi',
  },
  actions: {
    takeInput: 'husker, hvad der spørges om',
    takeValue: 'viser svaret',
    takeReason: 'husker, hvorfor der ikke kom et svar',
    takeErrorReason: 'husker, at forespørgslen fejlede',
    clearReason: 'glemmer den tidligere fejl',
    forget: 'glemmer svaret (nulstil)',
  },
}
