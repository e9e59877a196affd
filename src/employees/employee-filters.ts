/**
 * Filters of the employee overview: by location and by department. Search
 * parameter names are Danish (`lokation`, `afdeling`); values are the product
 * API's slugs. Each value is validated on its own and dropped when invalid.
 */
import { z } from 'zod/mini'
import { optionalSearchValue, slugValue } from '../navigation/search-value.ts'
import type { EmployeeList } from '../product-api/contract/location.ts'
import { departmentLabels, departments, type Department } from '../product-api/contract/vocabulary.ts'

export const employeeFilterSearchSchema = z.object({
  lokation: optionalSearchValue(slugValue),
  afdeling: optionalSearchValue(z.enum(departments)),
})
export type EmployeeFilterSearch = z.output<typeof employeeFilterSearchSchema>

/** A location page's search: only the department (the location is the page). */
export const locationPageSearchSchema = z.pick(employeeFilterSearchSchema, { afdeling: true })

/** A location page's `validateSearch` (src/navigation/route-search.ts). */
export function parseLocationPageSearch(search: Record<string, unknown>): z.output<typeof locationPageSearchSchema> {
  return locationPageSearchSchema.parse(search)
}

export interface EmployeeFilter {
  location?: string
  department?: Department
}

export function filterFromSearch(search: EmployeeFilterSearch): EmployeeFilter {
  return { location: search.lokation, department: search.afdeling }
}

export interface FilterOption {
  value: string
  label: string
  count: number
}

/**
 * Options of a filter from the API's facets (counts given the other filter),
 * in a stable order: departments as the contract lists them, locations by name.
 * A selected value stays an option even with no results.
 */
export function departmentOptions(facets: EmployeeList['facets'] | undefined, selected?: string): FilterOption[] {
  const counts = new Map((facets?.department ?? []).map((f) => [f.value, f.count]))
  return departments.filter((d) => (counts.get(d) ?? 0) > 0 || d === selected).map((d) => ({ value: d, label: departmentLabels[d], count: counts.get(d) ?? 0 }))
}

export function locationOptions(facets: EmployeeList['facets'] | undefined, selected?: string): FilterOption[] {
  const options = (facets?.location ?? []).filter((f) => f.count > 0 || f.value === selected).map((f) => ({ value: f.value, label: f.label, count: f.count }))
  return options.sort((a, b) => a.label.localeCompare(b.label, 'da'))
}
