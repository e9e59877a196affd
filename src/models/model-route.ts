/**
 * Loader of the model page (/{brand}/modeller/{model}), kept here so the
 * route file stays thin. A segment that cannot be a model slug is the
 * page-not-found page (404) before the server function is called.
 */
import { requireSegment, isSlugSegment } from '../navigation/path-segments.ts'
import { pageNotFound } from '../navigation/route-validation.ts'
import { fetchModelPage } from './model.functions.ts'

export function loadModelPage(brand: string, segment: string, path: string) {
  const model = requireSegment(isSlugSegment, segment, () => pageNotFound(path))
  return fetchModelPage({ data: { brand, model, path } })
}
