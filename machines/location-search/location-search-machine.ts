/**
 * The location finder's search (/lokationer; spec 3 "Locations", issue 32
 * made it a machine): the visitor types a town, postcode or address and picks
 * a brand; the list follows the search in the address (the server knows the
 * places, and the page works without JavaScript as a GET form), so the
 * address follows what the visitor types.
 *
 * - `synced`: the search field shows what the address searches for.
 * - `typing`: the field differs from the address; the address follows when
 *   the visitor pauses (`waitForPause`, an invoked actor: 0.4 s). Each key
 *   starts the pause again (debounce).
 * - `updatingUrl`: the page's own change of the address is on its way
 *   (`updateUrl`, an invoked actor: the router's navigation, replacing the
 *   history entry). The visitor may type on meanwhile; what was typed since
 *   stays when the address lands. "Søg" (the form) and a brand change go
 *   here at once.
 * - `failed`: the address could not be changed; the list shows the last
 *   search, and the next change tries again.
 *
 * The address can also change from outside (back and forward, a link to
 * /lokationer?q=…): then the field shows the address's search and what the
 * visitor had typed is dropped. An address whose search did not change
 * changes nothing (no transition takes it). The page's own change landing is told apart
 * from that by the search it asked for (`target`); it may land before or
 * after the navigation's promise resolves, and either order ends the same.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { requiredActor } from '../kit/required-actor.ts'

/** A search as the address has it: the text (trimmed, '' for none) and the brand ('' for all). */
export interface LocationQuery {
  q: string
  brand: string
}

export type LocationSearchEvent =
  /** The visitor typed in the search field. */
  | { type: 'text.change'; text: string }
  /** The visitor pressed "Søg" (or Enter). */
  | { type: 'search.submit' }
  /** The visitor picked a brand ('' for all). */
  | { type: 'brand.change'; brand: string }
  /** The address's search changed (the page's own change landing, or back/forward/a link). */
  | { type: 'url.change'; query: LocationQuery }

export interface LocationSearchContext {
  /** What the search field shows. */
  text: string
  /** The search the address has: what the list shows. */
  url: LocationQuery
  /** The search of the page's own change of the address still on its way. */
  target: LocationQuery | null
}

export type LocationSearchInput = LocationQuery

export type LocationSearchState = 'synced' | 'typing' | 'updatingUrl' | 'failed'

/** A brand picked: the address changes at once, with the field's text (again, if a change was on its way). */
const pickBrand = {
  target: 'updatingUrl',
  reenter: true,
  actions: 'aimAtBrand',
  description: 'Den besøgende vælger et mærke: adressen ændres med det samme (med feltets tekst).',
} as const

/**
 * The address's search changed from outside (back, forward, a link). An address whose search did not change
 * changes nothing: no transition takes it (`urlChanged` guards them all), so XState ignores the event.
 */
const urlChange = {
  guard: 'urlChanged',
  target: 'synced',
  actions: 'followUrl',
  description: 'Adressen er ændret udefra (tilbage, frem, et link): søgefeltet viser adressens søgning.',
} as const

/** While the page's own change is on its way, that change landing is told apart from one from outside. */
const urlChangeWhileUpdating = [
  {
    guard: 'ownChangeTypedOn',
    target: 'typing',
    actions: 'landOwnChange',
    description: 'Sidens egen ændring af adressen er landet, og den besøgende har skrevet videre: adressen følger efter en pause.',
  },
  { guard: 'ownChange', target: 'synced', actions: 'landOwnChange', description: 'Sidens egen ændring af adressen er landet: listen viser søgningen.' },
  urlChange,
] as const

const sameQuery = (a: LocationQuery, b: LocationQuery) => a.q === b.q && a.brand === b.brand

/** The address moved to the search of the page's own change (asked only while one is on its way). */
const ownChangeLanded = (context: LocationSearchContext, query: LocationQuery) =>
  sameQuery(query, context.target ?? context.url) && !sameQuery(query, context.url)

export const locationSearchMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as LocationSearchContext,
    events: {} as LocationSearchEvent,
    input: {} as LocationSearchInput | undefined,
  },
  actors: {
    /** Resolves when the visitor has paused typing (the debounce, 0.4 s). */
    waitForPause: requiredActor<undefined, undefined>('location-search', 'waitForPause'),
    /** Changes the address to the search (the router's navigation, replacing the history entry). */
    updateUrl: requiredActor<undefined, LocationQuery>('location-search', 'updateUrl'),
  },
  guards: {
    textDiffers: ({ context, event }) => {
      assertEvent(event, 'text.change')
      return event.text.trim() !== context.url.q
    },
    fieldDiffers: ({ context }) => context.text.trim() !== context.url.q,
    /** The field differs from the search the navigation just put in the address. */
    fieldDiffersFromTarget: ({ context }) => context.text.trim() !== (context.target ?? context.url).q,
    /** The address's search is not the one the machine has (an unchanged one changes nothing). */
    urlChanged: ({ context, event }) => {
      assertEvent(event, 'url.change')
      return !sameQuery(event.query, context.url)
    },
    /** The page's own change landed: the address moved to the search it asked for (a brand picked back asks for the address's own). */
    ownChange: ({ context, event }) => {
      assertEvent(event, 'url.change')
      return ownChangeLanded(context, event.query)
    },
    /** The page's own change landed, and the field still differs from it: the visitor typed on. */
    ownChangeTypedOn: ({ context, event }) => {
      assertEvent(event, 'url.change')
      return ownChangeLanded(context, event.query) && context.text.trim() !== event.query.q
    },
  },
  actions: {
    takeText: assign({
      text: ({ event }) => {
        assertEvent(event, 'text.change')
        return event.text
      },
    }),
    aimAtField: assign({ target: ({ context }) => ({ q: context.text.trim(), brand: context.url.brand }) }),
    aimAtBrand: assign({
      target: ({ context, event }) => {
        assertEvent(event, 'brand.change')
        return { q: context.text.trim(), brand: event.brand }
      },
    }),
    landOwnChange: assign(({ event }) => {
      assertEvent(event, 'url.change')
      return { url: { q: event.query.q, brand: event.query.brand }, target: null }
    }),
    /** The navigation resolved: the address has the search asked for, whether or not its change was seen yet. */
    landTarget: assign(({ context }) => ({ url: context.target ?? context.url, target: null })),
    followUrl: assign(({ event }) => {
      assertEvent(event, 'url.change')
      return { url: { q: event.query.q, brand: event.query.brand }, text: event.query.q, target: null }
    }),
    forgetTarget: assign({ target: null }),
  },
}).createMachine({
  id: 'location-search',
  context: ({ input }) => ({ text: input?.q ?? '', url: { q: input?.q ?? '', brand: input?.brand ?? '' }, target: null }),
  initial: 'synced',
  states: {
    synced: {
      description: 'Søgefeltet viser adressens søgning, og listen følger den.',
      on: {
        'text.change': [
          { guard: 'textDiffers', target: 'typing', actions: 'takeText', description: 'Den besøgende skriver: adressen følger efter en kort pause.' },
          { actions: 'takeText', description: 'Kun mellemrum før eller efter: søgningen er den samme.' },
        ],
        'brand.change': pickBrand,
        'url.change': urlChange,
      },
    },
    typing: {
      description: 'Søgefeltet er ændret: adressen (og listen) følger, når den besøgende holder en pause på 0,4 sekund.',
      invoke: {
        id: 'waitForPause',
        src: 'waitForPause',
        onDone: { target: 'updatingUrl', actions: 'aimAtField', description: 'Pausen er gået: adressen ændres til feltets søgning.' },
      },
      on: {
        'text.change': [
          {
            guard: 'textDiffers',
            target: 'typing',
            reenter: true,
            actions: 'takeText',
            description: 'Endnu et tegn: pausen starter forfra (debounce).',
          },
          { target: 'synced', actions: 'takeText', description: 'Feltet er tilbage ved adressens søgning: intet at ændre.' },
        ],
        'search.submit': { target: 'updatingUrl', actions: 'aimAtField', description: 'Den besøgende trykker "Søg": adressen ændres med det samme.' },
        'brand.change': pickBrand,
        'url.change': urlChange,
      },
    },
    updatingUrl: {
      description: 'Sidens egen ændring af adressen er på vej. Den besøgende kan skrive videre imens.',
      invoke: {
        id: 'updateUrl',
        src: 'updateUrl',
        input: ({ context }) => context.target ?? context.url,
        onDone: [
          {
            guard: 'fieldDiffersFromTarget',
            target: 'typing',
            actions: 'landTarget',
            description: 'Adressen er ændret, og den besøgende har skrevet videre: adressen følger igen efter en pause.',
          },
          { target: 'synced', actions: 'landTarget', description: 'Adressen er ændret: listen viser søgningen.' },
        ],
        onError: { target: 'failed', actions: 'forgetTarget', description: 'Adressen kunne ikke ændres.' },
      },
      on: {
        'text.change': { actions: 'takeText', description: 'Den besøgende skriver videre, mens adressen ændres.' },
        'brand.change': pickBrand,
        'url.change': urlChangeWhileUpdating,
      },
    },
    failed: {
      description: 'Adressen kunne ikke ændres: listen viser den forrige søgning. Næste ændring prøver igen.',
      on: {
        'text.change': [
          { guard: 'textDiffers', target: 'typing', actions: 'takeText', description: 'Den besøgende skriver: der prøves igen efter en pause.' },
          { target: 'synced', actions: 'takeText', description: 'Feltet er tilbage ved adressens søgning.' },
        ],
        'search.submit': [
          { guard: 'fieldDiffers', target: 'updatingUrl', actions: 'aimAtField', description: 'Den besøgende trykker "Søg": der prøves igen.' },
          { target: 'synced', description: 'Feltet viser adressens søgning: intet at ændre.' },
        ],
        'brand.change': pickBrand,
        'url.change': urlChange,
      },
    },
  },
})

export type LocationSearchMachine = typeof locationSearchMachine
export type LocationSearchSnapshot = SnapshotFrom<LocationSearchMachine>

export function locationSearchState(snapshot: LocationSearchSnapshot): LocationSearchState {
  return snapshot.value as LocationSearchState
}
