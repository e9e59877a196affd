/**
 * The content pages that list lease offers (their lease-overview blocks):
 * where a lease offer's breadcrumb and "back" links go. Vans are listed on
 * the vans' leasing page, cars on the new cars' one.
 */
import type { VehicleType } from '#src/product-api/contract/vocabulary.ts'

export function leaseOverviewPagePath(type: VehicleType): string {
  return type === 'passenger' ? '/nye-biler/leasing-og-finansiering' : '/varevogne/leasing-og-finansiering'
}
