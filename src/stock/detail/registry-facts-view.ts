/** What a used car's page shows of the registry's answer (issue 35; registry-facts.tsx). */
import type { RegistryVehicle } from '#src/product-api/contract/registration.ts'

export type RegistryFactsView = Pick<RegistryVehicle, 'registrationNumber' | 'firstRegistration' | 'inspection' | 'source' | 'retrievedAt'>

export function registryFactsView(registry: RegistryVehicle): RegistryFactsView {
  const { registrationNumber, firstRegistration, inspection, source, retrievedAt } = registry
  return { registrationNumber, firstRegistration, inspection, source, retrievedAt }
}
