import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import type { StockSearchContext, StockSearchMachine, StockSearchState } from './stock-search-machine.ts'
import { stockSearchModel } from './stock-search-model.ts'

/**
 * Hand-written from the filter panel's rules (spec 2.1: the filters and the
 * sort order are in the address; issue 32, item 4), not read from the machine:
 * what the panel shows after each event.
 *
 * - A choice shows at once and replaces a choice still loading.
 * - The cars of a search landing end the choice: the panel shows that search.
 * - The address first moves to the choice's own address; moving on from there
 *   before the cars landed (back, forward) ends the choice.
 * - A navigation that ends where it started (nothing to load) or fails ends
 *   the choice; one that moved the address waits for its cars.
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
  switch (event.type) {
    case 'filters.choose':
      return { state: 'loadingChoice', choice: e.search as Search, fromHref: String(e.href), choiceHref: null }
    case 'results.change':
      return state === 'loadingChoice' ? settled(c) : unchanged
    case 'address.change': {
      if (state !== 'loadingChoice') return unchanged
      const href = String(e.href)
      if (c.choiceHref === null) return href === c.fromHref ? unchanged : { ...unchanged, choiceHref: href }
      return href === c.choiceHref ? unchanged : settled(c)
    }
    case 'xstate.done.actor.showResults':
      return c.choiceHref === null ? settled(c) : unchanged
    case 'xstate.error.actor.showResults':
      return settled(c)
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
  // The panel shows a choice exactly while its cars load.
  expect(after.context.choice !== null, label).toBe(after.value === 'loadingChoice')
}

describeModelPaths({ model: stockSearchModel, onStep: checkStep, minPaths: 8 })
