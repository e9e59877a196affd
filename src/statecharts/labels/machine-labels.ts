/**
 * Danish labels of every state, guard, action and invoked actor of the site's machines, for
 * /statecharts: a product owner reads "listen bliver fuld (6 køretøjer)", not
 * `leavesFull`. Numbers come from app.config.ts (constants), texts the visitor
 * sees from the paraglide messages, so a changed limit or toast changes the
 * chart too. One table per machine (labels/<machine>-labels.ts, listed
 * below by the model's id); machine-labels.test.ts fails when a registered
 * machine has a state, guard, action or invoked actor without a label here.
 */
import { autochatLabels } from './autochat-labels.ts'
import { buildFreshnessLabels } from './build-freshness-labels.ts'
import { compareLabels, favouritesLabels } from './vehicle-list-labels.ts'
import { consentLabels } from './consent-labels.ts'
import { formSubmissionLabels } from './form-submission-labels.ts'
import { leaseCalculatorLabels } from './lease-calculator-labels.ts'
import { vehicleDetailsLabels } from './vehicle-details-labels.ts'
import { formDataLabels, geolocationLabels, lazyLoaderLabels, plateLookupLabels, tradeInValuationLabels } from './load-labels.ts'
import { searchAgentLabels } from './search-agent-labels.ts'
import { sessionRecordingLabels } from './session-recording-labels.ts'
import { chatOfferLabels } from './chat-offer-labels.ts'
import { minileaseConfiguratorLabels } from './minilease-configurator-labels.ts'
import { locationSearchLabels } from './location-search-labels.ts'
import { stockSearchLabels } from './stock-search-labels.ts'
import type { MachineLabels } from './label-types.ts'

const labels: Record<string, MachineLabels> = {
  compare: compareLabels,
  favourites: favouritesLabels,
  consent: consentLabels,
  'form-submission': formSubmissionLabels,
  'lease-calculator': leaseCalculatorLabels,
  'vehicle-details': vehicleDetailsLabels,
  'build-freshness': buildFreshnessLabels,
  autochat: autochatLabels,
  'trade-in-valuation': tradeInValuationLabels,
  'form-data': formDataLabels,
  geolocation: geolocationLabels,
  'lazy-loader': lazyLoaderLabels,
  'plate-lookup': plateLookupLabels,
  'search-agent': searchAgentLabels,
  'session-recording': sessionRecordingLabels,
  'chat-offer': chatOfferLabels,
  'minilease-configurator': minileaseConfiguratorLabels,
  'location-search': locationSearchLabels,
  'stock-search': stockSearchLabels,
}

const none: MachineLabels = { guards: {}, actions: {} }

/** The label table of a machine (by the model's id); empty for a machine without one (the test catches that). */
export function machineLabels(machineId: string): MachineLabels {
  return labels[machineId] ?? none
}

/** A guard's Danish label, or its code name when it has none. */
export function guardLabel(machineId: string, guard: string): string {
  return machineLabels(machineId).guards[guard] ?? guard
}

/** An action's Danish label, or its code name when it has none. */
export function actionLabel(machineId: string, action: string): string {
  return machineLabels(machineId).actions[action] ?? action
}

/** A state's path below the machine: `compare.selection.tooFew` in the machine `compare` → `selection.tooFew`. */
export function statePath(rootId: string, stateId: string): string {
  return stateId.startsWith(`${rootId}.`) ? stateId.slice(rootId.length + 1) : stateId
}

/**
 * A state's Danish name by its XState id (`compare.selection.tooFew`) and the
 * machine's root id: the table's entry for its path below the machine
 * (`selection.tooFew`), or its key (`tooFew`) for a machine without one.
 */
export function stateLabel(machineId: string, rootId: string, stateId: string): string {
  const path = statePath(rootId, stateId)
  return machineLabels(machineId).states?.[path] ?? path.slice(path.lastIndexOf('.') + 1)
}

/** An invoked actor's Danish name (`checkAvailability` → 'tjekket'), or its id for a machine without one. */
export function actorLabel(machineId: string, actor: string): string {
  return machineLabels(machineId).actors?.[actor] ?? actor
}

/** The short arrow label of an event type, when the machine's table has one. */
export function eventLabelOf(machineId: string, eventType: string): string | undefined {
  return machineLabels(machineId).events?.[eventType]
}
