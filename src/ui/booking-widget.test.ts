import { afterEach, describe, expect, it, vi } from 'vitest'
import { openBookingWidget } from './booking-widget.ts'

const options = { make: 'renault', location: 'bilhuset-nord-greve', product_category: 'workshop', product_category_hidden: true }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the booking widget (spec 2.5, 8)', () => {
  it('with no widget URL configured: a console error and nothing else (no script, no widget)', async () => {
    const createElement = vi.fn()
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', { createElement, head: { append: vi.fn() } })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await openBookingWidget('', options)).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Bookingwidget mangler/)
    expect(createElement).not.toHaveBeenCalled()
  })

  it('with the provider loaded: opens it with make, location and product category', async () => {
    const open = vi.fn()
    vi.stubGlobal('window', { BookingWidget: { open } })
    expect(await openBookingWidget('https://booking.example.dk/widget.js', options)).toBe(true)
    expect(open).toHaveBeenCalledWith(options)
  })
})
