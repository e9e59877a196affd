/**
 * Each route's search validation, by name, and where it is: the module a
 * dynamic import loads and the validator's name there. Routes use
 * `validateSearch: routeSearch(name)`; the browser loads a route's validator
 * when a page needs it (src/navigation/route-search.ts, ADR 0031), the server
 * all of them before it answers (top-level await, server build only).
 * Here, in the routes layer, because the validators are the features'.
 */
import { lazyRouteSearch } from '#src/navigation/route-search.ts'

// Declared apart from the call, so each entry keeps its validator's own type (not the call's parameter type).
const validators = {
  stock: () => import('#src/stock/search/stock-search-params.ts').then((m) => m.parseStockSearch),
  vehicle: () => import('#src/stock/detail/detail-search.ts').then((m) => m.parseDetailSearch),
  leaseCalculator: () => import('#src/leasing/calculator/calculator-search.ts').then((m) => m.parseCalculatorSearch),
  locationPage: () => import('#src/employees/employee-filters.ts').then((m) => m.parseLocationPageSearch),
  locationFinder: () => import('#src/locations/location-finder-search.ts').then((m) => m.parseLocationFinderSearch),
  modelList: () => import('#src/models/model-list-search.ts').then((m) => m.parseModelListSearch),
  statecharts: () => import('#src/statecharts/statecharts-search.ts').then((m) => m.parseStatechartsSearch),
  searchAgentToken: () => import('#src/forms/search-agent/search-agent-search.ts').then((m) => m.parseSearchAgentTokenSearch),
  unsubscribe: () => import('#src/forms/search-agent/search-agent-search.ts').then((m) => m.parseUnsubscribeSearch),
}

export const { routeSearch, loadAll } = lazyRouteSearch(validators)

if (import.meta.env.SSR) await loadAll()
