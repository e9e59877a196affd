import { describe, expect, it } from 'vitest'
import { analyticsEventNames, analyticsEvents, modelAnalyticsId } from './data-layer.ts'
import { analyticsEventSchemas } from './event-schemas.ts'
import { pageTypeOf } from './page-view.ts'
import { spec7Events } from '../../tests/spec7-events.ts'

describe('analytics event schemas', () => {
  it('cover every spec 7 event name', () => {
    for (const name of spec7Events) expect(Object.keys(analyticsEventSchemas), name).toContain(name)
    for (const name of spec7Events) expect(analyticsEventNames, name).toContain(name)
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
