/**
 * What the compare and favourites path tests (compare-paths.spec.ts,
 * favourites-paths.spec.ts) share: both lists run the one vehicle-list
 * machine (machines/shared/vehicle-list-machine.ts), so the model vehicles'
 * stand-ins, the lists planted with sold vehicles and the path the machine
 * takes for them, the control of the site's availability checks, the gap
 * that needs a reason and the coverage test are written once, with the list's
 * model as a parameter.
 */
import type { Page, Route } from '@playwright/test'
import { createActor, type AnyEventObject } from 'xstate'
import type { VehicleListModel } from '#machines/shared/vehicle-list-model.ts'
import type { StockVehicle } from './compare-support.ts'
import { pageCoverageTest, withPageSteps, type GapReasons, type PathRecord } from './machine-paths-support.ts'
import { serverFunctions } from './server-functions.ts'

/** The vehicle lists: each a vehicle-list machine with this id. */
type ListId = 'compare' | 'favourites'

/** The list a model is of (its machine's id). */
const listOf = <Id extends ListId>(model: VehicleListModel<Id>) => model.machine.id as Id

/** Model vehicle bil-n is the n-th real vehicle. */
export function realVehicleFor<Id extends ListId>(model: VehicleListModel<Id>, vehicles: readonly StockVehicle[], modelId: string): StockVehicle {
  const vehicle = vehicles[model.vehicles.findIndex((v) => v.id === modelId)]
  if (!vehicle) throw new Error(`no real vehicle for ${modelId}`)
  return vehicle
}

/**
 * The gap both path tests leave, in the list's words: a second check after a failed one. The availability
 * region and pruning are covered by lists planted with vehicles the product API does not know (sold, as far
 * as the site can tell: the mock answers "not available" for an unknown id, so no shared control is needed),
 * and a check that fails (the test aborts the site's availability requests).
 */
function availabilityReasons(list: ListId): GapReasons {
  return {
    transitions: {
      [`${list}.availability.failed availability.check [hasVehicles]`]: `a check after a failed one comes when the ${list} page is shown again (its mount asks for one); the compare spec's failed path leaves for /lager and comes back, and the page checks again (2026-11-28). Where a path ends at the failure, a later check may come while the first is still on its way, and then it is not a new check; vitest covers the transition too`,
    },
  }
}

/** Vehicles the product API does not know: the site's check reports them no longer for sale. */
const soldPrefix = '999900-'
const soldVehicle = (n: number): StockVehicle => ({ id: `${soldPrefix}${n}-solgt-testbil`, title: `Solgt testbil ${n}` })

export interface SoldScenario {
  number: number
  title: string
  /** The planted list, in order: a vehicle still for sale, or one sold. */
  listed: ('real' | 'sold')[]
  /** The availability check fails (the site's requests are aborted). */
  failsCheck?: boolean
  /** After the failure the visitor leaves the list's page and comes back (in the app): the page checks again, and it answers. */
  returnsAfterFailure?: boolean
}

/** The scenarios numbered as paths after the generated ones. */
export function afterPaths(paths: readonly unknown[], scenarios: readonly Omit<SoldScenario, 'number'>[]): SoldScenario[] {
  return scenarios.map((scenario, i) => ({ ...scenario, number: paths.length + i + 1 }))
}

/** The planted list: the real vehicles in order for 'real', sold ones numbered from 1 for 'sold'. */
function listedVehicles(vehicles: readonly StockVehicle[], listed: readonly ('real' | 'sold')[]): StockVehicle[] {
  let real = 0
  let sold = 0
  return listed.map((kind) => (kind === 'real' ? (vehicles[real++] as StockVehicle) : soldVehicle(++sold)))
}

/** A scenario's planted list of real vehicles, the ones of them still for sale, and how many are sold. */
export function plantedList(vehicles: readonly StockVehicle[], scenario: SoldScenario): { listed: StockVehicle[]; kept: StockVehicle[]; sold: number } {
  const listed = listedVehicles(vehicles, scenario.listed)
  const kept = listed.filter((v) => !v.id.startsWith(soldPrefix))
  return { listed, kept, sold: listed.length - kept.length }
}

/**
 * The path the machine takes: the planted list restored, then what the page does by itself: the check, and
 * its answer (the sold ones, which the machine prunes in the same step), or its failure.
 */
export function scenarioRecord<Id extends ListId>(model: VehicleListModel<Id>, scenario: SoldScenario): PathRecord {
  // The model's vehicles stand in for the real ones: the path depends on how many are sold, not on which.
  const listed = listedVehicles(
    model.vehicles.map((v) => ({ id: v.id, title: v.label })),
    scenario.listed,
  )
  const actor = createActor(model.machine)
  actor.start()
  for (const v of listed) actor.send({ type: `${listOf(model)}.add`, vehicle: { id: v.id, label: v.title } } as never)
  // The page shows the list only once its machine runs, and the machine starts with the check.
  actor.send({ type: 'availability.check' })
  const initial = actor.getSnapshot()
  actor.stop()
  const unavailableIds = listed.filter((v) => v.id.startsWith(soldPrefix)).map((v) => v.id)
  const answer: AnyEventObject = scenario.failsCheck
    ? { type: 'xstate.error.actor.checkAvailability', error: new Error('afbrudt') }
    : { type: 'xstate.done.actor.checkAvailability', output: { unavailableIds } }
  const again: AnyEventObject[] = scenario.returnsAfterFailure
    ? [{ type: 'availability.check' }, { type: 'xstate.done.actor.checkAvailability', output: { unavailableIds: [] } }]
    : []
  return withPageSteps(model.machine, { initial, steps: [] }, [answer, ...again])
}

/**
 * The site's availability requests: each answered 300 ms late, so the page shows the check before its answer
 * (a quick answer lands before the list's first paint); with `failFor`, each that asks about that vehicle
 * aborted instead (a network error on the site's server function), until `stopFailing()`.
 */
export async function controlAvailabilityChecks(page: Page, failFor?: string): Promise<{ stopFailing(): void }> {
  const check = serverFunctions().find((f) => f.name === 'checkVehicleAvailability')
  if (!check) throw new Error('checkVehicleAvailability is not in the build')
  let failing = failFor !== undefined
  await page.route(`**/_serverFn/${check.id}*`, async (route: Route) => {
    if (failing && failFor !== undefined && (route.request().postData() ?? '').includes(failFor)) {
      await route.abort('failed')
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.fallback()
  })
  return { stopFailing: () => (failing = false) }
}

/**
 * The list's coverage test over the generated paths and the sold-vehicle scenarios. The list's page checks
 * the listed vehicles (all still for sale on the generated paths) when it shows them.
 */
export function listCoverageTest<Id extends ListId, P extends PathRecord & { number: number }>(
  model: VehicleListModel<Id>,
  paths: readonly P[],
  scenarios: readonly SoldScenario[],
): void {
  pageCoverageTest(
    model.machine,
    listOf(model),
    [...paths, ...scenarios.map((sc) => ({ ...scenarioRecord(model, sc), number: sc.number }))],
    availabilityReasons(listOf(model)),
    (path) => {
      if (path.number > paths.length) return []
      const last = path.steps.at(-1)?.state ?? path.initial
      return last.context.vehicles.length > 0
        ? [{ type: 'availability.check' }, { type: 'xstate.done.actor.checkAvailability', output: { unavailableIds: [] } }]
        : []
    },
  )
}
