import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import type { LocationQuery, LocationSearchContext, LocationSearchMachine, LocationSearchState } from './location-search-machine.ts'
import { locationSearchModel } from './location-search-model.ts'

/**
 * Hand-written from the location finder's rules (spec 3 "Locations": search by
 * town, postcode or address and by brand; the search is in the address so it
 * works without JavaScript and can be shared; issue 32), not read from the
 * machine: what the field, the address and the state are after each event.
 *
 * - Typing changes the field; the address follows after the pause, at once on
 *   "Søg" or a brand. While the page's own change is on its way, typing only
 *   changes the field.
 * - The page's own change landing keeps what the visitor typed since; a change
 *   from outside (back, forward, a link) puts the address's search in the field.
 * - A failed change keeps the address's search in the list; the next change tries again.
 */
interface Expected {
  state: LocationSearchState
  text: string
  url: LocationQuery
  target: LocationQuery | null
}

const same = (a: LocationQuery, b: LocationQuery) => a.q === b.q && a.brand === b.brand
/** After the address has `url`: in step with the field, or the field waits for the pause. */
const settle = (text: string, url: LocationQuery): LocationSearchState => (text.trim() === url.q ? 'synced' : 'typing')

function expectedAfter(state: LocationSearchState, c: LocationSearchContext, event: AnyEventObject): Expected {
  const e = event as AnyEventObject & Record<string, unknown>
  const unchanged: Expected = { state, text: c.text, url: c.url, target: c.target }
  switch (event.type) {
    case 'text.change': {
      const text = String(e.text)
      if (state === 'updatingUrl') return { ...unchanged, text }
      return { ...unchanged, text, state: settle(text, c.url) }
    }
    case 'search.submit':
      if (state === 'typing' || (state === 'failed' && c.text.trim() !== c.url.q))
        return { ...unchanged, state: 'updatingUrl', target: { q: c.text.trim(), brand: c.url.brand } }
      if (state === 'failed') return { ...unchanged, state: 'synced' }
      return unchanged
    case 'brand.change':
      return { ...unchanged, state: 'updatingUrl', target: { q: c.text.trim(), brand: String(e.brand) } }
    case 'url.change': {
      const query = e.query as LocationQuery
      if (same(query, c.url)) return unchanged
      if (c.target && same(query, c.target)) return { state: settle(c.text, query), text: c.text, url: query, target: null }
      return { state: 'synced', text: query.q, url: query, target: null }
    }
    case 'xstate.done.actor.waitForPause':
      return { ...unchanged, state: 'updatingUrl', target: { q: c.text.trim(), brand: c.url.brand } }
    case 'xstate.done.actor.updateUrl': {
      const url = c.target ?? c.url
      return { state: settle(c.text, url), text: c.text, url, target: null }
    }
    case 'xstate.error.actor.updateUrl':
      return { ...unchanged, state: 'failed', target: null }
    default:
      return unchanged
  }
}

function checkStep({ event, before, after }: StepContext<LocationSearchMachine>) {
  const from = before.value as LocationSearchState
  const want = expectedAfter(from, before.context, event)
  const label = `${from} + ${locationSearchModel.describeEvent(event)}`
  expect(after.value, label).toBe(want.state)
  expect(after.context.text, label).toBe(want.text)
  expect(after.context.url, label).toEqual(want.url)
  expect(after.context.target, label).toEqual(want.target)
  // A change of the address of the page's own is pending exactly while it is on its way.
  expect(after.context.target !== null, label).toBe(after.value === 'updatingUrl')
  // In step: the field shows the address's search.
  if (after.value === 'synced') expect(after.context.text.trim(), label).toBe(after.context.url.q)
}

describeModelPaths({ model: locationSearchModel, onStep: checkStep, minPaths: 10 })
