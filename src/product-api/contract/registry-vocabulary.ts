/**
 * The registry's words (issue 35) without zod, so pages and forms in the
 * browser can show them: vehicle kinds and inspection results with their
 * Danish labels. The schemas: registration.ts.
 */
/** What the registry records a vehicle as. The dealer takes passenger cars and vans in trade. */
export const registryVehicleKinds = ['passenger-car', 'van', 'lorry', 'motorcycle'] as const
export type RegistryVehicleKind = (typeof registryVehicleKinds)[number]
export const registryVehicleKindLabels: Record<RegistryVehicleKind, string> = {
  'passenger-car': 'personbil',
  van: 'varebil',
  lorry: 'lastbil',
  motorcycle: 'motorcykel',
}

/** The result of a periodic inspection (syn). */
export const inspectionResults = ['approved', 'conditionally-approved', 'not-approved'] as const
export type InspectionResult = (typeof inspectionResults)[number]
export const inspectionResultLabels: Record<InspectionResult, string> = {
  approved: 'Godkendt',
  'conditionally-approved': 'Betinget godkendt (omsyn)',
  'not-approved': 'Ikke godkendt',
}
