/**
 * page_view (spec 7): pushed on every full load and every in-app navigation,
 * with the page type, the path and the document title. The page type comes
 * from the matched route's id (routes/ file names).
 */
import { analyticsEvents, pushAnalyticsEvent, type PageType } from './data-layer.ts'

const routePageTypes: [RegExp, PageType][] = [
  [/^\/$/, 'home'],
  [/stock\/compare$/, 'compare'],
  [/stock\/favorite$/, 'favourites'],
  [/stock\/\$vehicle\/(interest|test-drive)$/, 'form'],
  [/stock\/\$vehicle\/$/, 'vehicle_detail'],
  [/stock\/$/, 'vehicle_overview'],
  [/models\/\$model\/(kontakt|provekorsel)$/, 'form'],
  [/models\/\$model\/$/, 'model_detail'],
  [/models\/$/, 'model_overview'],
  [/locations\/\$location$/, 'location_detail'],
  [/locations\/$/, 'location_overview'],
  [/^\/(byttebil|directcontact)$/, 'form'],
]

/** The page type of a matched route id (e.g. "/{-$brand}/stock/$vehicle/"); content pages otherwise. */
export function pageTypeOf(routeId: string, isError: boolean): PageType {
  if (isError) return 'error'
  return routePageTypes.find(([pattern]) => pattern.test(routeId))?.[1] ?? 'content'
}

/** Pushes page_view for the page now shown (after its title is set). */
export function trackPageView(routeId: string, isError: boolean): void {
  pushAnalyticsEvent(analyticsEvents.pageView({ page_type: pageTypeOf(routeId, isError), page_path: window.location.pathname, page_title: document.title }))
}
