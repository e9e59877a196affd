/**
 * Test model of the location finder's search: the page starts at /lokationer
 * without a search; the visitor types "Greve" or clears the field, presses
 * "Søg", picks Renault or all brands; the pause passes; the address changes
 * (the page's own change landing, or back/forward or a link to Roskilde and another brand); the router's
 * navigation resolves or fails.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { locationSearchMachine, type LocationQuery, type LocationSearchMachine, type LocationSearchSnapshot } from './location-search-machine.ts'

/**
 * An address changed from outside (back, forward, a link): another town than the one the visitor types, and
 * another brand (so its list loads apart from the page's own change: see `locationSearchUiEvents`).
 */
const elsewhere: LocationQuery = { q: 'Roskilde', brand: 'renault' }

function events(snapshot: LocationSearchSnapshot): AnyEventObject[] {
  const { target } = snapshot.context
  const list: AnyEventObject[] = [
    { type: 'text.change', text: 'Greve' },
    { type: 'text.change', text: '' },
    { type: 'search.submit' },
    { type: 'brand.change', brand: 'renault' },
    { type: 'url.change', query: elsewhere },
  ]
  // The page's own change lands (its search shows in the address) only once it was asked for.
  if (target) list.push({ type: 'url.change', query: { q: target.q, brand: target.brand } })
  if (snapshot.matches('typing')) list.push({ type: 'xstate.done.actor.waitForPause' })
  if (snapshot.matches('updatingUrl')) {
    list.push({ type: 'xstate.done.actor.updateUrl' }, { type: 'xstate.error.actor.updateUrl', error: new Error('navigationen fejlede') })
  }
  return list
}

const stateNames: Record<string, string> = {
  synced: 'feltet og adressen er ens',
  typing: 'skriver (adressen følger efter en pause)',
  updatingUrl: 'adressen ændres',
  failed: 'adressen kunne ikke ændres',
}

const queryName = (query: LocationQuery) => `${query.q === '' ? 'ingen tekst' : `"${query.q}"`}, ${query.brand === '' ? 'alle mærker' : query.brand}`

export const locationSearchModel: MachineModel<LocationSearchMachine> = {
  id: 'location-search',
  title: 'Søgning på lokationssiden',
  summary:
    'Den besøgende søger efter by, postnummer eller adresse og vælger mærke på /lokationer. Listen følger søgningen i adressen, ' +
    'så søgningen kan deles og virker uden JavaScript; adressen følger feltet, når den besøgende holder en pause på 0,4 sekund, ' +
    'straks ved "Søg" eller et nyt mærke. Tilbage og frem i browseren sætter feltet til adressens søgning.',
  machine: locationSearchMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.text, snapshot.context.url, snapshot.context.target]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'text.change':
        return e.text === '' ? 'Den besøgende tømmer søgefeltet' : `Den besøgende skriver "${String(e.text)}"`
      case 'search.submit':
        return 'Den besøgende trykker "Søg"'
      case 'brand.change':
        return e.brand === '' ? 'Den besøgende vælger "Alle mærker"' : `Den besøgende vælger mærket ${String(e.brand)}`
      case 'url.change':
        return `Adressen søger nu efter ${queryName(e.query as LocationQuery)}`
      case 'xstate.done.actor.waitForPause':
        return 'Pausen på 0,4 sekund er gået'
      case 'xstate.done.actor.updateUrl':
        return 'Adressen er ændret'
      case 'xstate.error.actor.updateUrl':
        return 'Adressen kunne ikke ændres'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) =>
    `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (feltet: "${snapshot.context.text}", adressen: ${queryName(snapshot.context.url)})`,
  eventTypes: {
    'text.change': 'Den besøgende skriver i søgefeltet (by, postnummer eller adresse).',
    'search.submit': 'Den besøgende trykker "Søg" eller Enter.',
    'brand.change': 'Den besøgende vælger et mærke eller "Alle mærker".',
    'url.change': 'Adressens søgning ændres: sidens egen ændring lander, eller den besøgende går tilbage eller frem eller følger et link.',
    'xstate.done.actor.waitForPause': 'Den besøgende har holdt en pause på 0,4 sekund.',
    'xstate.done.actor.updateUrl': 'Routeren har ændret adressen.',
    'xstate.error.actor.updateUrl': 'Routeren kunne ikke ændre adressen.',
  },
}

/**
 * What a browser test can make happen (tests/location-search-paths.spec.ts): the visitor types, presses
 * "Søg" and picks Renault (only while the brand list shows another: it shows the address's brand); the
 * pause passes (the page's clock); a link to another search (only when the address has another one);
 * the router's navigation resolves. A navigation that changes the text waits for the route's loader (the
 * test holds it); one that changes only the brand lands at once, so the next step is its landing.
 * The navigation fails when the route's loader does (the page navigates only once the destination has
 * loaded: `navigateWhenLoaded`). A link while the page's own change waits for its loader: the link's town
 * is not the visitor's, so its list loads apart and the link lands first (the own change, once loaded, is
 * not navigated to: the address moved meanwhile). Not: the own change landing before its navigation
 * resolves (the router resolves `navigate()` once it has rendered the new address, before React runs the
 * page's effect that tells the machine).
 */
export function locationSearchUiEvents(snapshot: LocationSearchSnapshot): AnyEventObject[] {
  const { url, target } = snapshot.context
  const updating = snapshot.matches('updatingUrl')
  // The navigation on its way changes only the brand: nothing holds it.
  if (updating && target && target.q === url.q) return [{ type: 'xstate.done.actor.updateUrl' }]
  return events(snapshot).filter((e) => {
    const event = e as AnyEventObject & { brand?: string; query?: LocationQuery }
    if (event.type === 'brand.change') return url.brand !== event.brand
    if (event.type === 'url.change') {
      const isElsewhere = event.query?.q === elsewhere.q && event.query.brand === elsewhere.brand
      // While the own change waits for its loader, only a link to another text: it would share the loader.
      const ownLoading = updating && target !== null && target.q === elsewhere.q
      return !ownLoading && isElsewhere && (url.q !== elsewhere.q || url.brand !== elsewhere.brand)
    }
    return true
  })
}
