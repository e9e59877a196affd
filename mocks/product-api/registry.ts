/**
 * `lookupRegistration` of the mock product API (issue 35): the registry of
 * data/registry.ts, built once per data set, answering with the facts and
 * the moment of the lookup (the mock's clock). An unknown plate is 404.
 * "The registry does not answer" is a fault on `/registry/**`
 * (`POST /__control/faults`, README.md).
 */
import type { OperationRequest } from '#src/product-api/contract/operations.ts'
import type { DataSet } from './data/data-set.ts'
import { buildRegistry, type RegistryEntry } from './data/registry.ts'
import { ApiError } from './api-error.ts'
import type { HandlerResult, MockState } from './mock-state.ts'

const registries = new WeakMap<DataSet, Map<string, RegistryEntry>>()

/** The registry of the data set (built at the first lookup: some thousand entries, a few milliseconds). */
export function registryOf(data: DataSet): Map<string, RegistryEntry> {
  let registry = registries.get(data)
  if (!registry) {
    registry = buildRegistry(data.vehicles)
    registries.set(data, registry)
  }
  return registry
}

export function lookupRegistration({ params }: OperationRequest<'lookupRegistration'>, state: MockState): HandlerResult<'lookupRegistration'> {
  const entry = registryOf(state.data).get(params.registrationNumber)
  if (!entry) throw new ApiError(404, 'not_found', 'Nummerpladen findes ikke i Motorregistret.')
  return { body: { ...entry, retrievedAt: state.now().toISOString() } }
}
