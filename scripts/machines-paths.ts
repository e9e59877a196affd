/**
 * QA: prints a machine's generated test paths as numbered, human-readable
 * steps (the same paths the model tests and the Playwright path tests run),
 * or exports the visitor's paths as Danish Gherkin or CSV.
 *
 *   node scripts/machines-paths.ts compare
 *   node scripts/machines-paths.ts compare --ui    only what a visitor can do in the browser
 *   node scripts/machines-paths.ts --machine compare --format gherkin|csv   QA scenarios (failures included, real car names)
 *   node scripts/machines-paths.ts --list
 */
import { parseArgs } from 'node:util'
import type { AnyEventObject } from 'xstate'
import { generatePaths, describePath } from '#machines/kit/model-paths.ts'
import { formatCsv, formatGherkin, qaScenarios } from '#machines/kit/qa-export.ts'
import { qaTexts } from '#src/statecharts/qa/qa-texts.ts'
import { mockVehicleName } from './mock-vehicle-names.ts'
import { machineModels, findMachineModel } from '#machines/registry.ts'
import { compareUiEvents } from '#machines/compare/compare-model.ts'
import type { CompareSnapshot } from '#machines/compare/compare-machine.ts'
import { autochatUiEvents } from '#machines/autochat/autochat-model.ts'
import type { AutochatSnapshot } from '#machines/autochat/autochat-machine.ts'
import { consentUiEvents } from '#machines/consent/consent-model.ts'
import type { ConsentSnapshot } from '#machines/consent/consent-machine.ts'
import { leaseCalculatorUiEvents } from '#machines/lease-calculator/lease-calculator-model.ts'
import type { LeaseCalculatorSnapshot } from '#machines/lease-calculator/lease-calculator-machine.ts'
import { formSubmissionUiEvents } from '#machines/form-submission/form-submission-model.ts'
import type { FormSubmissionSnapshot } from '#machines/form-submission/form-submission-machine.ts'
import { buildFreshnessUiEvents } from '#machines/build-freshness/build-freshness-model.ts'
import type { BuildFreshnessSnapshot } from '#machines/build-freshness/build-freshness-machine.ts'
import { favouritesUiEvents } from '#machines/favourites/favourites-model.ts'
import type { MinileaseConfiguratorSnapshot } from '#machines/minilease-configurator/minilease-configurator-machine.ts'
import { minileaseConfiguratorUiEvents } from '#machines/minilease-configurator/minilease-configurator-model.ts'
import type { VehicleListSnapshot } from '#machines/shared/vehicle-list-machine.ts'
import { tradeInValuationUiEvents } from '#machines/trade-in-valuation/trade-in-valuation-model.ts'
import { plateLookupUiEvents } from '#machines/plate-lookup/plate-lookup-model.ts'
import { formDataUiEvents, type FormDataSnapshot } from '#machines/form-data/form-data-model.ts'
import { chatOfferUiEvents } from '#machines/chat-offer/chat-offer-model.ts'
import type { ChatOfferSnapshot } from '#machines/chat-offer/chat-offer-machine.ts'
import { locationSearchUiEvents } from '#machines/location-search/location-search-model.ts'
import { searchAgentUiEvents } from '#machines/search-agent/search-agent-model.ts'
import type { SearchAgentSnapshot } from '#machines/search-agent/search-agent-machine.ts'
import type { LocationSearchSnapshot } from '#machines/location-search/location-search-machine.ts'
import { sessionRecordingUiEvents } from '#machines/session-recording/session-recording-model.ts'
import type { SessionRecordingSnapshot } from '#machines/session-recording/session-recording-machine.ts'
import { lazyLoaderUiEvents } from '#machines/lazy-loader/lazy-loader-model.ts'
import { vehicleDetailsUiEvents } from '#machines/vehicle-details/vehicle-details-model.ts'
import type { VehicleDetailsSnapshot } from '#machines/vehicle-details/vehicle-details-machine.ts'

/** Machines whose browser-drivable events are known (Playwright path tests). */
const uiEvents: Record<string, (snapshot: unknown) => AnyEventObject[]> = {
  compare: (snapshot) => compareUiEvents(snapshot as CompareSnapshot),
  autochat: (snapshot) => autochatUiEvents(snapshot as AutochatSnapshot),
  consent: (snapshot) => consentUiEvents(snapshot as ConsentSnapshot),
  'lease-calculator': (snapshot) => leaseCalculatorUiEvents(snapshot as LeaseCalculatorSnapshot),
  'form-submission': (snapshot) => formSubmissionUiEvents(snapshot as FormSubmissionSnapshot),
  'build-freshness': (snapshot) => buildFreshnessUiEvents(snapshot as BuildFreshnessSnapshot),
  favourites: (snapshot) => favouritesUiEvents(snapshot as VehicleListSnapshot<'favourites'>),
  'minilease-configurator': (snapshot) => minileaseConfiguratorUiEvents(snapshot as MinileaseConfiguratorSnapshot),
  'trade-in-valuation': (snapshot) => tradeInValuationUiEvents(snapshot as Parameters<typeof tradeInValuationUiEvents>[0]),
  'plate-lookup': (snapshot) => plateLookupUiEvents(snapshot as Parameters<typeof plateLookupUiEvents>[0]),
  'form-data': (snapshot) => formDataUiEvents(snapshot as FormDataSnapshot),
  'chat-offer': (snapshot) => chatOfferUiEvents(snapshot as ChatOfferSnapshot),
  'location-search': (snapshot) => locationSearchUiEvents(snapshot as LocationSearchSnapshot),
  'search-agent': (snapshot) => searchAgentUiEvents(snapshot as SearchAgentSnapshot),
  'session-recording': (snapshot) => sessionRecordingUiEvents(snapshot as SessionRecordingSnapshot),
  'lazy-loader': (snapshot) => lazyLoaderUiEvents(snapshot as Parameters<typeof lazyLoaderUiEvents>[0]),
  'vehicle-details': (snapshot) => vehicleDetailsUiEvents(snapshot as VehicleDetailsSnapshot),
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    machine: { type: 'string' },
    format: { type: 'string' },
    ui: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
})
const id = values.machine ?? positionals[0]
const list = () => console.log(`Maskiner: ${machineModels.map((m) => m.id).join(', ')}`)

if (values.list || !id) {
  if (!id && !values.list) console.error('Brug: node scripts/machines-paths.ts <maskine> [--ui] | --machine <maskine> --format gherkin|csv')
  list()
  process.exit(id || values.list ? 0 : 1)
}

const model = findMachineModel(id)
if (!model) {
  console.error(`Ukendt maskine: ${id}`)
  list()
  process.exit(1)
}
if (values.format !== undefined && values.format !== 'gherkin' && values.format !== 'csv') {
  console.error(`Ukendt format: ${values.format} (gherkin eller csv)`)
  process.exit(1)
}
if (values.format) {
  // Every path of the model's events (the site's failures included), the fewest that take every step, worded for QA.
  const scenarios = qaScenarios(model, generatePaths(model), qaTexts(model, mockVehicleName))
  process.stdout.write(values.format === 'csv' ? formatCsv(model, scenarios) : formatGherkin(model, scenarios))
  process.exit(0)
}
const events = values.ui ? uiEvents[model.id] : undefined
if (values.ui && !events) {
  console.error(`${model.id} har ingen browser-stier (kun modelstier).`)
  process.exit(1)
}

const paths = generatePaths(model, events ? { events } : {})
const steps = paths.reduce((n, p) => n + p.steps.length, 0)
console.log(`${model.title} (${model.id}): ${paths.length} stier, ${steps} trin${values.ui ? ' (browser)' : ''}\n`)
for (const path of paths) {
  console.log(`Sti ${path.number}`)
  for (const line of describePath(model, path)) console.log(`  ${line}`)
  console.log('')
}
