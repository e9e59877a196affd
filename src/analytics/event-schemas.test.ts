import { describe, expect, it } from 'vitest'
import { analyticsEventNames, analyticsEvents, modelAnalyticsId } from './data-layer.ts'
import { analyticsEventSchemas } from './event-schemas.ts'
import { pageTypeOf } from './page-view.ts'

// The 23 event names of spec 7, copied by hand from the spec (not from the code).
const spec7 = [
  'page_view',
  'view_vehicle_overview',
  'view_vehicle_detail',
  'view_vehicle_testdrive',
  'view_vehicle_interest',
  'view_vehicle_lease_calculator',
  'view_lease_vehicle_overview',
  'view_lease_vehicle_detail',
  'view_location_overview',
  'view_location_detail',
  'click_social',
  'click_vehicle_more_details',
  'click_vehicle_show_openinghours',
  'click_location_phone_number',
  'click_location_email',
  'click_location_whatsapp',
  'click_location_route',
  'form_ready',
  'download',
  'adjust_location_filter',
  'adjust_vehicle_quicksearch_filter',
  'adjust_vehicle_overview_filter',
  'view_vehicle_model_detail',
]

describe('analytics event schemas', () => {
  it('cover every spec 7 event name', () => {
    for (const name of spec7) expect(Object.keys(analyticsEventSchemas), name).toContain(name)
    for (const name of spec7) expect(analyticsEventNames, name).toContain(name)
  })

  it('accept what the builders make and refuse a wrong contract id or a model id in another format', () => {
    const view = analyticsEvents.viewVehicleDetail({ vehicle_id: 'v1', model_id: modelAnalyticsId('renault', 'renault-5'), location_id: 'odense' })
    expect(view.model_id).toBe('renault/renault-5')
    expect(analyticsEventSchemas.view_vehicle_detail.safeParse({ ...view, location: '/lager/v1' }).success).toBe(true)
    expect(analyticsEventSchemas.view_vehicle_detail.safeParse({ ...view, location: '/lager/v1', contract_id: 'view_vehicle_detail' }).success).toBe(false)
    expect(analyticsEventSchemas.view_vehicle_detail.safeParse({ ...view, location: '/lager/v1', model_id: 'renault-5' }).success).toBe(false)
    const social = analyticsEvents.clickSocial({ network: 'facebook', link_url: 'https://www.facebook.com/bilhusetnord' })
    expect(analyticsEventSchemas.click_social.safeParse({ ...social, location: '/' }).success).toBe(true)
  })

  it('name the page type from the route id', () => {
    expect(pageTypeOf('/', false)).toBe('home')
    expect(pageTypeOf('/{-$brand}/stock/', false)).toBe('vehicle_overview')
    expect(pageTypeOf('/{-$brand}/stock/$vehicle/', false)).toBe('vehicle_detail')
    expect(pageTypeOf('/{-$brand}/stock/$vehicle/test-drive', false)).toBe('form')
    expect(pageTypeOf('/$brand/models/$model/', false)).toBe('model_detail')
    expect(pageTypeOf('/locations/', false)).toBe('location_overview')
    expect(pageTypeOf('/{-$brand}/locations/$location', false)).toBe('location_detail')
    expect(pageTypeOf('/$', false)).toBe('content')
    expect(pageTypeOf('/$', true)).toBe('error')
  })
})
