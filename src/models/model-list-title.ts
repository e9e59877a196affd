/**
 * The model list's title (/{brand}/modeller, `?group=`): the page's heading and,
 * with the site's name, its document title. Apart from the page so that the
 * route's `head` (in the route tree every page loads) does not bring the page's
 * component, cards and filters into the entry chunk.
 */
import type { BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { modelGroupLabels, type ModelGroup } from '../product-api/contract/vocabulary.ts'

export function modelListTitle(brand: BrandConfig, group: ModelGroup | undefined): string {
  return group && group !== 'standard'
    ? m.models_list_group_title({ brand: brand.name, group: modelGroupLabels[group] })
    : m.models_list_title({ brand: brand.name })
}
