/**
 * Danish labels of every guard and action of the site's machines, for
 * /statecharts: a product owner reads "listen bliver fuld (6 køretøjer)", not
 * `leavesFull`. Numbers come from app.config.ts (constants), texts the visitor
 * sees from the paraglide messages, so a changed limit or toast changes the
 * chart too. One table per machine; machine-labels.test.ts fails when a
 * machine declares a guard or an action that has no label here.
 */
import { autochatLabels } from './autochat-labels.ts'
import { buildFreshnessLabels } from './build-freshness-labels.ts'
import { compareLabels, favouritesLabels } from './vehicle-list-labels.ts'
import { consentLabels } from './consent-labels.ts'
import { formSubmissionLabels } from './form-submission-labels.ts'
import { leaseCalculatorLabels } from './lease-calculator-labels.ts'
import { vehicleDetailsLabels } from './vehicle-details-labels.ts'
import { loadLabels } from './load-labels.ts'
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
  'trade-in-valuation': loadLabels,
  'form-data': loadLabels,
  geolocation: loadLabels,
  'lazy-loader': loadLabels,
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
