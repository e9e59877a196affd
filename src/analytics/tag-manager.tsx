import { useEffect } from 'react'
import { siteClock } from '../clock/clock.ts'

/**
 * Loads the Google Tag Manager container from its third-party host (spec 7)
 * when a container id is configured; otherwise nothing is loaded and pushes
 * stay in window.dataLayer.
 */
export function TagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    if (!gtmId || document.getElementById('gtm-script')) return
    window.dataLayer ??= []
    window.dataLayer.push({ event: 'gtm.js', 'gtm.start': siteClock().now().getTime() })
    const script = document.createElement('script')
    script.id = 'gtm-script'
    script.async = true
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
    document.head.append(script)
  }, [gtmId])
  return null
}
