/**
 * The appointment-booking widget of an external scheduling provider
 * (spec 2.5, 7). The provider's script defines `window.BookingWidget.open`.
 * A missing widget only logs a console error (spec 8).
 */
import { cspNonce } from '../config/csp-nonce.ts'

export interface BookingOptions {
  make: string
  location: string
  product_category: string
  product_category_hidden?: boolean
}

interface BookingWidgetApi {
  open(options: BookingOptions): void
}

declare global {
  interface Window {
    BookingWidget?: BookingWidgetApi
  }
}

let loading: Promise<void> | undefined

function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    const nonce = cspNonce()
    if (nonce) script.nonce = nonce
    script.onload = () => resolve()
    script.onerror = () => {
      loading = undefined
      reject(new Error(`Booking widget script failed to load: ${src}`))
    }
    document.head.append(script)
  })
  return loading
}

export async function openBookingWidget(scriptUrl: string, options: BookingOptions): Promise<boolean> {
  try {
    if (!window.BookingWidget && scriptUrl) await loadScript(scriptUrl)
  } catch (error) {
    console.error('Bookingwidget kunne ikke indlæses.', error)
    return false
  }
  if (!window.BookingWidget) {
    console.error('Bookingwidget mangler: ingen booking-udbyder er indlæst.')
    return false
  }
  window.BookingWidget.open(options)
  return true
}
