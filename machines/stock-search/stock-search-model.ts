/**
 * Test model of the /lager filter panel's search: the page starts at /lager
 * with every car; the visitor ticks "El" or sorts by "Pris, lavest først" (one of them while
 * the other's cars load); the address moves to the choice's address, or back
 * to /lager (the browser's back button); the cars of a search land; the
 * router's navigation resolves or fails.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { stockSearchMachine, type StockSearchMachine, type StockSearchSnapshot } from './stock-search-machine.ts'

/** The two choices the model tries, with the address each navigates to. */
const electric = { fuel: 'electric' }
const cheapest = { sort: 'price_asc' }
const start = '/lager'
const addressOf = (search: Readonly<Record<string, string>>) => `${start}?${new URLSearchParams(search).toString()}`

function events(snapshot: StockSearchSnapshot): AnyEventObject[] {
  const { choice, fromHref, choiceHref } = snapshot.context
  // Where the page is when the visitor chooses: /lager, or the address the loading choice has reached.
  const here = snapshot.matches('loadingChoice') ? (choiceHref ?? fromHref) : start
  const list: AnyEventObject[] = [
    { type: 'filters.choose', search: electric, href: here },
    { type: 'filters.choose', search: cheapest, href: here },
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
}

const choiceName = (search: unknown) =>
  search === null ? 'intet valg' : JSON.stringify(search) === JSON.stringify(electric) ? 'brændstof: El' : 'sortering: pris, lavest først'

export const stockSearchModel: MachineModel<StockSearchMachine> = {
  id: 'stock-search',
  title: 'Filtrene på lagersiden',
  summary:
    'Den besøgende vælger filtre eller sortering på /lager. Valget vises i filtrene med det samme, mens bilerne til det hentes; ' +
    'søgningen står i adressen, så den kan deles og virker uden JavaScript. Når bilerne er hentet, viser filtrene den søgning, ' +
    'hvis biler vises. Går den besøgende tilbage eller frem, før bilerne kom, eller kan de ikke hentes, viser filtrene igen ' +
    'den søgning, hvis biler står på siden.',
  machine: stockSearchMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.choice, snapshot.context.fromHref, snapshot.context.choiceHref]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'filters.choose':
        return JSON.stringify(e.search) === JSON.stringify(electric)
          ? 'Den besøgende vælger brændstoffet "El"'
          : 'Den besøgende sorterer efter "Pris, lavest først"'
      case 'results.change':
        return 'Bilerne til en søgning er hentet og vises'
      case 'address.change':
        return e.href === start ? 'Adressen skifter til /lager (tilbage i browseren)' : `Adressen skifter til ${String(e.href)}`
      case 'xstate.done.actor.showResults':
        return 'Routerens navigation er færdig'
      case 'xstate.error.actor.showResults':
        return 'Routerens navigation fejlede'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (${choiceName(snapshot.context.choice)})`,
  eventTypes: {
    'filters.choose': 'Den besøgende vælger et filter eller en sortering (eller fjerner et).',
    'results.change': 'Bilerne til en søgning er hentet: siden viser dem og deres søgning.',
    'address.change': 'Sidens adresse skifter: navigationen til valget er begyndt, eller den besøgende går tilbage eller frem.',
    'xstate.done.actor.showResults': 'Routerens navigation til valget er færdig.',
    'xstate.error.actor.showResults': 'Routerens navigation til valget fejlede.',
  },
}
