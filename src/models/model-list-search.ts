/**
 * Search parameters of a brand's model list (/{brand}/modeller): the model
 * group (`?group=maybach`, spec 2.3), body style and fuel. Each is validated on
 * its own and an invalid value is dropped, so a stale or mistyped link still
 * shows the list. The names are on the canonical whitelist (group, body, fuel).
 */
import { z } from 'zod/mini'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { bodyStyles, fuels, modelGroups, type BodyStyle, type Fuel, type ModelGroup } from '../product-api/contract/vocabulary.ts'
import { optionalSearchValue } from '../navigation/search-value.ts'

export const modelListSearchSchema = z.object({
  group: optionalSearchValue(z.enum(modelGroups)),
  body: optionalSearchValue(z.enum(bodyStyles)),
  fuel: optionalSearchValue(z.enum(fuels)),
})
export type ModelListSearch = z.output<typeof modelListSearchSchema>

/** The model list's `validateSearch` (src/navigation/route-search.ts). */
export function parseModelListSearch(search: Record<string, unknown>): ModelListSearch {
  return modelListSearchSchema.parse(search)
}

export function filterModels(models: readonly ModelSummary[], search: ModelListSearch): ModelSummary[] {
  return models.filter(
    (model) =>
      (!search.group || model.group === search.group) &&
      (!search.body || model.bodyStyles.includes(search.body)) &&
      (!search.fuel || model.fuels.includes(search.fuel)),
  )
}

export interface ModelListOptions {
  /** Groups the brand has, in the contract's order. */
  groups: ModelGroup[]
  /** Body styles and fuels among the models of the chosen group (so every option gives results). */
  bodies: BodyStyle[]
  fuels: Fuel[]
}

/** The filter options that make sense for a brand's models. */
export function modelListOptions(models: readonly ModelSummary[], search: ModelListSearch): ModelListOptions {
  const inGroup = models.filter((model) => !search.group || model.group === search.group)
  const groups = modelGroups.filter((g) => models.some((model) => model.group === g))
  return {
    groups: groups.length > 1 ? groups : [],
    bodies: bodyStyles.filter((b) => inGroup.some((model) => model.bodyStyles.includes(b))),
    fuels: fuels.filter((f) => inGroup.some((model) => model.fuels.includes(f))),
  }
}
