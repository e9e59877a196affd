/**
 * The /lager filter panel's machine (machines/stock-search) as a running
 * actor, with the router's navigation as its `showResults` actor. Loaded by
 * use-stock-search.ts at the visitor's first choice, so xstate and the machine
 * stay off the page's first load (the server-rendered panel needs neither).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { createStockSearchMachine } from '#machines/stock-search/stock-search-machine.ts'
import type { StockSearch } from '../search/stock-search-params.ts'

const stockSearchMachine = createStockSearchMachine<StockSearch>()

export type StockSearchActor = ActorRefFrom<typeof stockSearchMachine>

/** A started actor; `showResults` navigates to a search's address and resolves when its cars have loaded. */
export function startStockSearchActor(showResults: (search: StockSearch) => Promise<void>): StockSearchActor {
  const machine = stockSearchMachine.provide({
    actors: {
      showResults: fromPromise<undefined, { search: StockSearch }>(async ({ input }) => {
        await showResults(input.search)
        return undefined
      }),
    },
  })
  return createActor(machine).start()
}
