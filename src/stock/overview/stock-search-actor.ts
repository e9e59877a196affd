/**
 * The /lager filter panel's machine (machines/stock-search) as a running
 * actor. Its `showResults` loads the choice's cars and only then navigates to
 * the choice's address (src/navigation/navigate-when-loaded.ts): a failed load
 * rejects, and the visitor keeps the cars and the address they had. The
 * actor's signal is aborted when the machine leaves the choice (a newer
 * choice, back or forward), so a choice whose cars come late never navigates.
 * Entering `failed` raises the failure's toast.
 * Loaded by use-stock-search.ts at the visitor's first choice, so xstate, the
 * machine and the loading stay off the page's first load (the server-rendered
 * panel needs none of them).
 */
import type { NavigateOptions, RegisteredRouter } from '@tanstack/react-router'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { createStockSearchMachine } from '#machines/stock-search/stock-search-machine.ts'
import { navigateWhenLoaded } from '../../navigation/navigate-when-loaded.ts'
import { showToast } from '#src/channels/toast-store.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import type { StockSearch } from '../search/stock-search-params.ts'

const stockSearchMachine = createStockSearchMachine<StockSearch>()

export type StockSearchActor = ActorRefFrom<typeof stockSearchMachine>

/** The router and where a search's cars are (the page's navigation to a search). */
export interface StockSearchNavigation {
  router: RegisteredRouter
  destination(search: StockSearch): NavigateOptions
}

/** A started actor; `showResults` loads a search's cars, then navigates to its address. */
export function startStockSearchActor({ router, destination }: StockSearchNavigation): StockSearchActor {
  const machine = stockSearchMachine.provide({
    actors: {
      showResults: fromPromise<undefined, { search: StockSearch }>(async ({ input, signal }) => {
        await navigateWhenLoaded(router, destination(input.search), signal)
        return undefined
      }),
    },
  })
  const actor = createActor(machine)
  // A failed choice is told where the visitor is: the filter they ticked may be far down the panel, out of sight
  // of the message by the results, so the toast region announces it and shows it on screen.
  // Stryker disable next-line BooleanLiteral: equivalent; the first snapshot (at start, showingResults) sets it
  let failed = false
  actor.subscribe((snapshot) => {
    if (snapshot.matches('failed') && !failed) showToast(m.stock_choice_failed(), 'error')
    // Stryker disable next-line StringLiteral: equivalent; every event leaves failed, so it has one snapshot per failure
    failed = snapshot.matches('failed')
  })
  return actor.start()
}
