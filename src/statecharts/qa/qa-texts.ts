/**
 * How the QA export (machines/kit/qa-export.ts) words each machine's
 * scenarios: the texts the visitor sees, taken from the messages (the spec's
 * limit texts, toasts, error messages), and the cars by their real names
 * (`vehicleName`: the mock data's cars in the test runs' order, given by
 * scripts/machines-paths.ts).
 *
 * Every machine gets, from its label table (labels/), what its "viser …"
 * actions show. The vehicle lists and the chat say more: the compare bar's
 * count and hint, the pruning toast with the number removed, the chat's
 * error texts. A machine without more falls back to its own descriptions of
 * its states (they quote what the visitor sees).
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { constants } from '#app.config'
import type { AnyMachineModel } from '#machines/kit/machine-model.ts'
import type { QaTexts } from '#machines/kit/qa-export.ts'
import { m } from '../../i18n/paraglide/messages.js'
import { machineLabels } from '../labels/machine-labels.ts'

/** The name QA sees for a model's vehicle id (`bil-1`). */
export type VehicleName = (modelId: string) => string

interface ListVehicle {
  id: string
  label: string
}

const vehiclesOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { vehicles: ListVehicle[] }).vehicles
/** The list is new to the visitor: its state was entered, or its cars changed. */
const listChanged = (snapshot: AnyMachineSnapshot, entered: readonly string[], region: string, before?: AnyMachineSnapshot) =>
  entered.some((id) => id.startsWith(region)) ||
  (before !== undefined &&
    vehiclesOf(before)
      .map((v) => v.id)
      .join() !==
      vehiclesOf(snapshot)
        .map((v) => v.id)
        .join())
const listOf = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} og ${names.at(-1) ?? ''}`)

/** What a label table's "viser …" actions show: "ser den besøgende …" (the actions that show the visitor something). */
function shownByLabels(model: AnyMachineModel): Record<string, (event: AnyEventObject) => string> {
  const shows: Record<string, (event: AnyEventObject) => string> = {}
  for (const [action, label] of Object.entries(machineLabels(model.id).actions)) {
    const shown = /^viser (.+)$/.exec(label)?.[1]
    if (shown) shows[action] = () => `ser den besøgende ${shown}`
  }
  return shows
}

/** The site's answers to the availability check, and the visitor's ticks, with the cars' names. */
function vehicleListWhen(id: 'compare' | 'favourites', name: VehicleName) {
  const what = id === 'compare' ? 'sammenligningen' : 'favoritterne'
  return (event: AnyEventObject): string | undefined => {
    const e = event as AnyEventObject & { vehicle?: ListVehicle; vehicleId?: string; output?: { unavailableIds: string[] } }
    switch (event.type) {
      case `${id}.add`:
        return id === 'compare'
          ? `den besøgende sætter flueben i »Sammenlign« ved ${name(e.vehicle?.id ?? '')}`
          : `den besøgende sætter flueben i »${m.favourites_checkbox_label()}« ved ${name(e.vehicle?.id ?? '')}`
      case `${id}.remove`:
        return `den besøgende fjerner ${name(e.vehicleId ?? '')} fra ${what}`
      case `${id}.clear`:
        return `den besøgende trykker »${m.compare_bar_clear()}«`
      case 'availability.check':
        return `siden er indlæst, og sitet tjekker, om ${what}s biler stadig er til salg`
      case 'xstate.done.actor.checkAvailability': {
        const sold = (e.output?.unavailableIds ?? []).map(name)
        return sold.length ? `tjekket svarer, at ${listOf(sold)} er solgt` : 'tjekket svarer, at alle bilerne stadig er til salg'
      }
      case 'xstate.error.actor.checkAvailability':
        return 'tjekket af, om bilerne er til salg, fejler (fx netværksfejl)'
      default:
        return undefined
    }
  }
}

function compareTexts(model: AnyMachineModel, name: VehicleName): QaTexts {
  const { max, min } = constants.compare
  const bar = (snapshot: AnyMachineSnapshot): string => {
    const vehicles = vehiclesOf(snapshot)
    if (!vehicles.length) return 'er sammenligningslinjen skjult'
    const count = m.compare_bar_count({ count: vehicles.length, max })
    const action = vehicles.length < min ? `»${m.compare_bar_hint()}«` : `knappen »${m.compare_bar_go()}«`
    return `viser sammenligningslinjen »${count}« med ${listOf(vehicles.map((v) => name(v.id)))} og ${action}`
  }
  return {
    when: vehicleListWhen('compare', name),
    given: (snapshot) =>
      vehiclesOf(snapshot).length
        ? `at sammenligningslinjen ${bar(snapshot).replace(/^viser sammenligningslinjen /, 'viser ')}`
        : 'at den besøgende ikke har valgt biler til sammenligning',
    sees: (snapshot, entered, before) => (listChanged(snapshot, entered, `${model.machine.id}.selection.`, before) ? [bar(snapshot)] : []),
    shows: {
      notifyLimitReached: () => `ser den besøgende beskeden »${m.compare_limit_reached({ max })}«`,
      notifyPruned: (event) => `ser den besøgende beskeden »${m.compare_pruned({ count: (event as { vehicleIds?: string[] }).vehicleIds?.length ?? 1 })}«`,
    },
  }
}

function favouritesTexts(model: AnyMachineModel, name: VehicleName): QaTexts {
  const page = (snapshot: AnyMachineSnapshot): string => {
    const vehicles = vehiclesOf(snapshot)
    return vehicles.length ? `viser favoritsiden ${listOf(vehicles.map((v) => name(v.id)))}` : `viser favoritsiden »${m.favourites_empty()}«`
  }
  return {
    when: vehicleListWhen('favourites', name),
    given: (snapshot) =>
      vehiclesOf(snapshot).length ? `at favoritsiden ${page(snapshot).replace(/^viser favoritsiden /, 'viser ')}` : 'at den besøgende ingen favoritter har',
    sees: (snapshot, entered, before) => (listChanged(snapshot, entered, `${model.machine.id}.list.`, before) ? [page(snapshot)] : []),
    shows: {
      notifyPruned: (event) => `ser den besøgende beskeden »${m.favourites_pruned({ count: (event as { vehicleIds?: string[] }).vehicleIds?.length ?? 1 })}«`,
    },
  }
}

function autochatTexts(model: AnyMachineModel): QaTexts {
  return {
    given: () => 'at chatpanelet er lukket',
    when(event) {
      const outcome = (event as { output?: { outcome?: string } }).output?.outcome
      switch (event.type) {
        case 'chat.open':
          return `den besøgende trykker »${m.help_launcher()}« og »${m.chat_bubble()}«`
        case 'chat.close':
          return `den besøgende trykker »${m.chat_close()}«`
        case 'chat.retry':
          return `den besøgende trykker »${m.chat_retry()}«`
        case 'message.retry':
          return `den besøgende trykker »${m.chat_send_again()}«`
        case 'xstate.done.actor.startChat':
          return outcome === 'ready'
            ? 'sitet starter samtalen'
            : outcome === 'unavailable'
              ? 'forhandleren har slået chatten fra'
              : 'sitet svarer med en fejl, da chatten åbnes'
        case 'xstate.error.actor.startChat':
          return 'sitet ikke kan nås, da chatten åbnes'
        case 'xstate.done.actor.sendMessage':
          return outcome === 'sent'
            ? 'sitet modtager beskeden'
            : outcome === 'rate-limited'
              ? 'sitet afviser beskeden: for mange på kort tid'
              : 'sitet ikke kan sende beskeden videre'
        case 'xstate.error.actor.sendMessage':
          return 'sitet ikke kan nås, da beskeden sendes'
        case 'xstate.done.actor.streamAnswer':
          return outcome === 'complete' ? 'svaret kommer helt' : 'svaret stopper før tid'
        case 'xstate.error.actor.streamAnswer':
          return 'forbindelsen ryger midt i svaret'
        default:
          return undefined
      }
    },
    sees(_snapshot, entered) {
      const id = model.machine.id
      const seen: Record<string, string> = {
        [`${id}.loading`]: `ser den besøgende »${m.chat_loading()}«`,
        [`${id}.error`]: `ser den besøgende »${m.chat_open_failed()}« med knappen »${m.chat_retry()}«`,
        [`${id}.fallback`]: `ser den besøgende »${m.chat_unavailable()}« og »${m.chat_alternatives()}«`,
        [`${id}.ready.sending`]: `ser den besøgende »${m.chat_sending()}«`,
        [`${id}.ready.streaming`]: `ser den besøgende »${m.chat_answering()}«`,
        [`${id}.closed`]: 'er chatpanelet lukket',
      }
      return entered.flatMap((state) => (seen[state] ? [seen[state]] : []))
    },
    shows: {
      ...shownByLabels(model),
      failSend: () => `ser den besøgende »${m.chat_unsent()}« med knappen »${m.chat_send_again()}«`,
      limitSend: () => `ser den besøgende »${m.chat_rate_limited()}«`,
      notifyCut: () => `ser den besøgende »${m.chat_stream_cut()}«`,
      keepPartial: () => `ser den besøgende det modtagne svar markeret »${m.chat_incomplete()}«`,
      // Statistics and bookkeeping, not seen.
      notifyOpened: () => '',
      notifySent: () => '',
      notifyAnswered: () => '',
    },
  }
}

/** The wording of a machine's QA scenarios. */
export function qaTexts(model: AnyMachineModel, name: VehicleName): QaTexts {
  const texts: QaTexts =
    model.id === 'compare'
      ? compareTexts(model, name)
      : model.id === 'favourites'
        ? favouritesTexts(model, name)
        : model.id === 'autochat'
          ? autochatTexts(model)
          : {}
  const shows = { ...shownByLabels(model), ...texts.shows }
  // An action worded as '' shows nothing (statistics).
  const visible = Object.fromEntries(Object.entries(shows).filter(([, show]) => show({ type: '' }) !== ''))
  return { ...texts, shows: visible }
}
