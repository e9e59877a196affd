/**
 * Loader part of the location routes: the employees of one location, with
 * the department filter. The location loader answers a segment that cannot
 * name a location with its 404; this one then returns an empty list rather
 * than asking the API (the page is not rendered anyway).
 */
import { isSlugSegment } from '../navigation/path-segments.ts'
import type { EmployeeList } from '../product-api/contract/location.ts'
import type { EmployeeFilterSearch } from './employee-filters.ts'
import { fetchEmployees } from './employee.functions.ts'

const noEmployees: EmployeeList = { items: [], total: 0, page: 1, pageSize: 0, pageCount: 0, facets: { location: [], department: [] } }

export function loadLocationEmployees(segment: string, department: EmployeeFilterSearch['afdeling']): Promise<EmployeeList> {
  if (!isSlugSegment(segment)) return Promise.resolve(noEmployees)
  return fetchEmployees({ data: { location: segment, department } })
}
