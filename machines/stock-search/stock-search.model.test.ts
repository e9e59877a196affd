import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import type { StockSearchContext, StockSearchMachine, StockSearchState } from './stock-search-machine.ts'
import { stockSearchModel } from './stock-search-model.ts'

/**
 * Hand-written from the filter panel's rules (spec 2.1: the filters and the
 * sort order are in the address; issue 32, items 4 and 7), not read from the
 * machine: what the panel shows after each event.
 *
 * - A choice shows at once and replaces a choice still loading or one that
 *   failed; it remembers where it was made and where its navigation goes.
 * - The cars of a search landing end the choice, and a failure's message: the
 *   panel shows that search.
 * - While the choice's cars load the address stays; it then moves to the
 *   choice's own address (its navigation: not the end, the cars land next).
 *   Moving anywhere else (back, forward) ends the choice, and after a failure
 *   any move ends the message.
 * - A navigation to where the page already is (the choice is the search
 *   shown) ends the choice when it is done; any other waits for its cars.
 * - Cars that could not be loaded: the panel shows the search whose cars are
 *   shown, the failed choice is kept, and "Prøv igen" loads it again.
 */
type Search = Readonly<Record<string, string>>
interface Expected {
  state: StockSearchState
  choice: Search | null
  fromHref: string
  choiceHref: string | null
}

const settled = (c: StockSearchContext<Search>): Expected => ({ state: 'showingResults', choice: null, fromHref: c.fromHref, choiceHref: null })

function expectedAfter(state: StockSearchState, c: StockSearchContext<Search>, event: AnyEventObject): Expected {
  const e = event as AnyEventObject & Record<string, unknown>
  const unchanged: Expected = { state, choice: c.choice, fromHref: c.fromHref, choiceHref: c.choiceHref }
  const waiting = state === 'loadingChoice' || state === 'failed'
  switch (event.type) {
    case 'filters.choose':
      return { state: 'loadingChoice', choice: e.search as Search, fromHref: String(e.href), choiceHref: String(e.to) }
    case 'search.retry':
      return state === 'failed' ? { ...unchanged, state: 'loadingChoice' } : unchanged
    case 'results.change':
      return waiting ? settled(c) : unchanged
    case 'address.change':
      if (state === 'failed') return settled(c)
      if (state === 'loadingChoice') return e.href === c.choiceHref ? unchanged : settled(c)
      return unchanged
    case 'xstate.done.actor.showResults':
      return state === 'loadingChoice' && c.choiceHref === c.fromHref ? settled(c) : unchanged
    case 'xstate.error.actor.showResults':
      return state === 'loadingChoice' ? { ...unchanged, state: 'failed' } : unchanged
    default:
      return unchanged
  }
}

function checkStep({ event, before, after }: StepContext<StockSearchMachine>) {
  const from = before.value as StockSearchState
  const want = expectedAfter(from, before.context, event)
  const label = `${from} + ${stockSearchModel.describeEvent(event)}`
  expect(after.value, label).toBe(want.state)
  expect(after.context.choice, label).toEqual(want.choice)
  expect(after.context.fromHref, label).toBe(want.fromHref)
  expect(after.context.choiceHref, label).toBe(want.choiceHref)
  // A choice is kept exactly while its cars load or after they failed (for "Prøv igen").
  expect(after.context.choice !== null, label).toBe(after.value === 'loadingChoice' || after.value === 'failed')
}

describeModelPaths({ model: stockSearchModel, onStep: checkStep, minPaths: 8 })
