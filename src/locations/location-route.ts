/**
 * Loader of the location routes (/lokationer/{location} and
 * /{brand}/lokationer/{location}), kept here so the route files stay thin.
 * A segment that cannot be a location slug is the location-not-found page
 * (404) before any server function is called.
 */
import { requireSegment, slugSegment } from '../navigation/path-segments.ts'
import type { EmployeeFilterSearch } from '../employees/employee-filters.ts'
import { fetchEmployees } from '../employees/employee-queries.ts'
import { locationNotFound } from './location-errors.ts'
import { fetchLocation } from './location-queries.ts'

export async function loadLocationPage(segment: string, department: EmployeeFilterSearch['afdeling'], brand?: string) {
  const slug = requireSegment(slugSegment, segment, () => locationNotFound(segment))
  const [location, employees] = await Promise.all([
    fetchLocation({ data: { slug } }),
    fetchEmployees({ data: { location: slug, department } }),
  ])
  // The location exists but does not carry this brand: not a page of the brand.
  if (brand && !location.brands.includes(brand)) throw locationNotFound(slug)
  return { location, employees }
}
