/**
 * Test model of the /lager filter panel's search: the page starts at /lager
 * with every car; the visitor ticks "El", sorts by "Pris, lavest først" or
 * takes the choice back (every car: the search shown), one of them while
 * another's cars load or after they failed, or presses "Prøv igen"; the
 * address moves to the choice's address (its navigation), or back to /lager
 * (the browser's back button); the cars of a search land; the choice's
 * loading and navigation ends or fails.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { stockSearchMachine, type StockSearchMachine, type StockSearchSnapshot } from './stock-search-machine.ts'

/** The two choices the model tries, with the address each navigates to. */
const electric = { fuel: 'electric' }
const cheapest = { sort: 'price_asc' }
const everyCar = {}
const start = '/lager'
const addressOf = (search: Readonly<Record<string, string>>) => {
  const query = new URLSearchParams(search).toString()
  return query ? `${start}?${query}` : start
}

function events(snapshot: StockSearchSnapshot): AnyEventObject[] {
  const { choice, fromHref } = snapshot.context
  // Where the page is when the visitor chooses: the address stays where the choice was made while its cars load,
  // and after they failed; else /lager.
  const here = choice ? fromHref : start
  const choose = (search: Readonly<Record<string, string>>) => ({ type: 'filters.choose', search, href: here, to: addressOf(search) })
  const list: AnyEventObject[] = [
    choose(electric),
    choose(cheapest),
    choose(everyCar),
    { type: 'search.retry' },
    { type: 'results.change' },
    { type: 'address.change', href: start },
  ]
  if (choice) list.push({ type: 'address.change', href: addressOf(choice) })
  if (snapshot.matches('loadingChoice')) {
    list.push({ type: 'xstate.done.actor.showResults' }, { type: 'xstate.error.actor.showResults', error: new Error('navigationen fejlede') })
  }
  return list
}

const stateNames: Record<string, string> = {
  showingResults: 'filtrene viser søgningen, hvis biler vises',
  loadingChoice: 'filtrene viser valget, mens bilerne hentes',
  failed: 'bilerne til valget kunne ikke hentes; filtrene viser søgningen, hvis biler vises',
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const choiceName = (search: unknown) =>
  search === null ? 'intet valg' : same(search, electric) ? 'brændstof: El' : same(search, cheapest) ? 'sortering: pris, lavest først' : 'alle biler'

export const stockSearchModel: MachineModel<StockSearchMachine> = {
  id: 'stock-search',
  title: 'Filtrene på lagersiden',
  summary:
    'Den besøgende vælger filtre eller sortering på /lager. Valget vises i filtrene med det samme, mens bilerne til det hentes; ' +
    'søgningen står i adressen, så den kan deles og virker uden JavaScript. Når bilerne er hentet, viser filtrene den søgning, ' +
    'hvis biler vises. Adressen skifter først, når bilerne er hentet. Går den besøgende tilbage eller frem, før bilerne kom, ' +
    'viser filtrene igen den søgning, hvis biler står på siden. Kan bilerne ikke hentes, beholder den besøgende de biler, ' +
    'der vises, filtrene viser deres søgning, og en besked ved bilerne tilbyder »Prøv igen«.',
  machine: stockSearchMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.choice, snapshot.context.fromHref, snapshot.context.choiceHref]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'filters.choose':
        return same(e.search, electric)
          ? 'Den besøgende vælger brændstoffet "El"'
          : same(e.search, cheapest)
            ? 'Den besøgende sorterer efter "Pris, lavest først"'
            : 'Den besøgende fjerner sit valg igen (alle biler)'
      case 'search.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'results.change':
        return 'Bilerne til en søgning er hentet og vises'
      case 'address.change':
        return e.href === start ? 'Adressen skifter til /lager (tilbage i browseren)' : `Adressen skifter til ${String(e.href)}`
      case 'xstate.done.actor.showResults':
        return 'Bilerne er hentet, og routeren har navigeret'
      case 'xstate.error.actor.showResults':
        return 'Bilerne kunne ikke hentes'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (${choiceName(snapshot.context.choice)})`,
  eventTypes: {
    'filters.choose': 'Den besøgende vælger et filter eller en sortering (eller fjerner et).',
    'search.retry': 'Den besøgende trykker »Prøv igen« i beskeden om, at bilerne ikke kunne hentes.',
    'results.change': 'Bilerne til en søgning er hentet: siden viser dem og deres søgning.',
    'address.change': 'Sidens adresse skifter: routeren navigerer til valget, eller den besøgende går tilbage eller frem.',
    'xstate.done.actor.showResults': 'Bilerne til valget er hentet, og routeren har navigeret til valgets adresse.',
    'xstate.error.actor.showResults': 'Bilerne til valget kunne ikke hentes (adressen og bilerne er uændrede).',
  },
}
