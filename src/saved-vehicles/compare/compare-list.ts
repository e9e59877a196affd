/**
 * The visitor's compare list (spec 4, 5, 9): at most 6 vehicles; a 7th is
 * refused with a notice. Its machine is loaded on demand.
 */
import { compareLimits } from '#machines/compare/compare-limits.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { createVehicleListStore } from '../vehicle-list-store.ts'

export const compareList = createVehicleListStore<'compare'>({
  id: 'compare',
  limits: compareLimits,
  load: () => import('#machines/compare/compare-machine.ts').then((module) => module.compareDefinition),
  notices: {
    limitReached: (max) => m.compare_limit_reached({ max }),
    pruned: (count) => m.compare_pruned({ count }),
  },
})
