/**
 * Test model of the minilease configurator: the page starts with the server's
 * price for choice A; the visitor switches between A and B (another colour),
 * retries; the pause passes; the site answers with a price for the choice
 * asked, refuses it, or cannot be reached.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { minileaseConfiguratorMachine, type MinileaseConfiguratorMachine, type MinileaseConfiguratorSnapshot } from './minilease-configurator-machine.ts'

const choices = { A: { label: 'A' }, B: { label: 'B' } } as const

function events(snapshot: MinileaseConfiguratorSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = [
    { type: 'choice.change', choice: choices.A, notices: [] },
    { type: 'choice.change', choice: choices.B, notices: [] },
    { type: 'price.retry' },
  ]
  if (snapshot.matches('idle')) {
    list.push(
      { type: 'configurator.start', price: { forChoice: snapshot.context.choice.label }, problem: null },
      { type: 'configurator.start', price: null, problem: { kind: 'failed' } },
    )
  }
  if (snapshot.matches('editing') || snapshot.matches('stale')) list.push({ type: 'xstate.done.actor.waitForPause' })
  if (snapshot.matches('pricing')) {
    list.push(
      { type: 'xstate.done.actor.requestPrice', output: { outcome: 'priced', price: { forChoice: snapshot.context.choice.label } } },
      { type: 'xstate.done.actor.requestPrice', output: { outcome: 'rejected', messages: ['Kørsel pr. måned tilbydes ikke for denne bil.'] } },
      { type: 'xstate.error.actor.requestPrice', error: new Error('sitet svarede ikke') },
    )
  }
  return list
}

/**
 * What a browser test can make happen (tests/minilease-configurator-paths.spec.ts, printed by
 * `npm run machines:paths -- minilease-configurator --ui`): the page takes over from the server (with its
 * price, or, on a page whose server answer the test rewrote, without); the visitor picks the other colour
 * (the shown one is already picked and sends nothing) and presses "Prøv igen" where it is shown; the
 * pause passes on Playwright's clock; the site answers a request the test holds: the real price, a
 * refusal with its message, or no answer (the request cut). Before the page has taken over, a change or
 * "Prøv igen" reaches the machine only after `configurator.start`.
 */
export function minileaseConfiguratorUiEvents(snapshot: MinileaseConfiguratorSnapshot): AnyEventObject[] {
  return events(snapshot).filter((e) => {
    if (snapshot.matches('idle')) return e.type === 'configurator.start'
    if (e.type === 'choice.change') return (e as unknown as { choice: { label: string } }).choice.label !== snapshot.context.choice.label
    if (e.type === 'price.retry') return snapshot.matches('failed')
    return true
  })
}

const stateNames: Record<string, string> = {
  idle: 'serverens pris',
  editing: 'ændrer (ingen pris)',
  stale: 'forældet pris',
  pricing: 'beregner',
  priced: 'pris vist',
  failed: 'fejl med "Prøv igen"',
}

export const minileaseConfiguratorModel: MachineModel<MinileaseConfiguratorMachine> = {
  id: 'minilease-configurator',
  title: 'Minilease-konfiguratoren',
  summary:
    'Den besøgende vælger bil, farve, periode, kørsel pr. måned og forlængelse; efter en kort pause beregner sitet prisen med produkt-API’et ' +
    'og viser pris pr. måned, depositum, etableringsgebyr og samlet pris. Svar på forældede valg ignoreres, og en fejlet eller afvist ' +
    'beregning kan prøves igen. Uden JavaScript beregner serveren prisen for adressens valg.',
  machine: minileaseConfiguratorMachine,
  persisted: false,
  events,
  stateKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.choice.label,
      snapshot.context.price?.forChoice ?? null,
      snapshot.context.pricedChoice?.label ?? null,
      snapshot.context.problem,
    ]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'configurator.start':
        return e.price ? 'Siden tager over med serverens pris' : 'Siden tager over: serverens beregning fejlede'
      case 'choice.change':
        return `Den besøgende vælger ${(e.choice as { label: string }).label}`
      case 'price.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'xstate.done.actor.waitForPause':
        return 'Pausen er gået'
      case 'xstate.done.actor.requestPrice':
        return (e.output as { outcome: string }).outcome === 'priced' ? 'Sitet svarer med en pris' : 'Sitet afviser valget'
      case 'xstate.error.actor.requestPrice':
        return 'Sitet svarer ikke'
      default:
        return event.type
    }
  },
  describeSnapshot(snapshot) {
    const { choice, price } = snapshot.context
    return `${stateNames[String(snapshot.value)] ?? String(snapshot.value)} (valg ${choice.label}${price ? `, viser pris for ${price.forChoice}` : ''})`
  },
  eventTypes: {
    'configurator.start': 'Siden tager over fra serveren ved første ændring: serverens pris eller fejl.',
    'choice.change': 'Den besøgende vælger bil, farve, periode, kørsel eller forlængelse.',
    'price.retry': 'Den besøgende trykker "Prøv igen" efter en fejl.',
    'xstate.done.actor.waitForPause': 'Den besøgende har holdt pause med at ændre (debounce).',
    'xstate.done.actor.requestPrice': 'Sitet svarede: en pris eller et afvist valg.',
    'xstate.error.actor.requestPrice': 'Sitet kunne ikke nås, eller produkt-API’et var utilgængeligt.',
  },
}
