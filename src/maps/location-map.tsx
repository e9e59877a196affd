import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { usePublicConfig } from '../config/use-public-config.ts'
import { toInternalPath } from '../navigation/localized-paths.ts'
import { Button } from '../ui/button.tsx'
import { mapViewportFor, type MapMarker } from './map-viewport.ts'
import { mapsConsentOf, setMapsConsent } from './maps-consent.ts'
import { openCookieSettings } from '../shell/consent-manager.tsx'
import { useConsent } from '../consent/consent.ts'
import type { MapTexts, MapView } from './maplibre-view.ts'

export interface LocationMapProps {
  /** The locations to show, one marker each (overlapping ones cluster). */
  markers: readonly MapMarker[]
  /** Accessible name of the map, e.g. "Kort over vores lokationer". */
  label: string
  /**
   * id of the element (usually the list of locations) that holds the same
   * information; the map is supplementary and points there.
   */
  listId?: string
  /** Brand whose map bounds and centre apply (app.config.ts); default spec 9. */
  brandSlug?: string
  className?: string
}

type LoadState = 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'

/**
 * Loads the map module (and with it maplibre-gl). Null in the server build:
 * the import is removed there, so maplibre-gl never enters the server bundle.
 */
const loadMapView = import.meta.env.SSR ? null : () => import('./maplibre-view.ts')

function mapTexts(): MapTexts {
  return {
    locale: {
      'Map.Title': m.maps_canvas_label(),
      'Marker.Title': m.maps_marker_title(),
      'NavigationControl.ZoomIn': m.maps_zoom_in(),
      'NavigationControl.ZoomOut': m.maps_zoom_out(),
      'NavigationControl.ResetBearing': m.maps_reset_bearing(),
      'AttributionControl.ToggleAttribution': m.maps_toggle_attribution(),
      'Popup.Close': m.maps_popup_close(),
      'CooperativeGesturesHandler.WindowsHelpText': m.maps_gesture_help_windows(),
      'CooperativeGesturesHandler.MacHelpText': m.maps_gesture_help_mac(),
      'CooperativeGesturesHandler.MobileHelpText': m.maps_gesture_help_mobile(),
    },
    attribution: m.maps_attribution(),
    clusterLabel: (count) => m.maps_cluster_label({ count: String(count) }),
    markerLabel: (name) => m.maps_marker_label({ name }),
    popupLink: m.maps_popup_link(),
  }
}

/**
 * An interactive map of locations (the "map with markers" block). It loads
 * maplibre-gl only in the browser, after hydration, and only with the
 * visitor's consent to maps; without it a Danish notice with a button to
 * consent is shown instead. The map is supplementary: keep the list of the
 * same locations on the page (`listId`).
 */
export function LocationMap({ markers, label, listId, brandSlug, className }: LocationMapProps) {
  const consentView = useConsent()
  const consent = mapsConsentOf(consentView)
  const { mapStyleUrl } = usePublicConfig()
  const router = useRouter()
  const containerRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<MapView | null>(null)
  const markersRef = useRef(markers)
  const [state, setState] = useState<LoadState>('idle')
  const granted = consent === 'granted'

  useEffect(() => {
    if (!granted || !containerRef.current || !loadMapView) return
    const container = containerRef.current
    let cancelled = false
    let view: MapView | undefined
    setState('loading')
    loadMapView()
      .then(async (mod) => {
        if (cancelled) return
        if (!mod.supportsWebGl2()) {
          setState('unsupported')
          return
        }
        const initialMarkers = markersRef.current
        view = await mod.createMapView({
          container,
          styleUrl: mapStyleUrl,
          viewport: mapViewportFor(brandSlug),
          markers: initialMarkers,
          texts: mapTexts(),
          onNavigate: (href) => {
            const url = new URL(href, window.location.origin)
            void router.navigate({ to: `${toInternalPath(url.pathname)}${url.search}` as '/' })
          },
        })
        if (cancelled) {
          view.destroy()
          return
        }
        viewRef.current = view
        // Markers may have changed while the map was loading.
        if (markersRef.current !== initialMarkers) view.setMarkers(markersRef.current)
        setState('ready')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.warn('[kort] kortet kunne ikke indlæses', error)
        setState('failed')
      })
    return () => {
      cancelled = true
      viewRef.current = null
      view?.destroy()
    }
    // The map is created once per consent; markers are pushed by the effect below.
  }, [granted, mapStyleUrl, brandSlug, router])

  useEffect(() => {
    if (markersRef.current === markers) return
    markersRef.current = markers
    viewRef.current?.setMarkers(markers)
  }, [markers])

  const listHint = listId ? (
    <a href={`#${listId}`} className="location-map__list-link">
      {m.maps_list_link()}
    </a>
  ) : null

  return (
    <section
      className={['location-map', className].filter(Boolean).join(' ')}
      aria-label={label}
      // The consent machine's state (unanswered, answered); `loading` before the stored answer is read.
      data-state={consentView.status === 'unknown' ? 'loading' : consentView.status}
      data-maps-consent={consent}
    >
      {consent === 'unknown' && (
        <div className="location-map__placeholder" aria-hidden="true">
          <MapPin width={32} height={32} />
        </div>
      )}
      {consent === 'denied' && (
        <div className="location-map__notice" data-testid="maps-consent-notice">
          <p className="location-map__notice-title">{m.maps_consent_title()}</p>
          <p>{m.maps_consent_text()}</p>
          <Button size="medium" onClick={() => setMapsConsent(true)}>
            {m.maps_consent_grant()}
          </Button>{' '}
          <Button size="medium" variant="secondary" onClick={openCookieSettings}>
            {m.footer_cookie_settings()}
          </Button>
          {listHint}
        </div>
      )}
      {granted && (
        <>
          <div ref={containerRef} className="location-map__canvas" data-map-state={state} aria-busy={state === 'loading' ? true : undefined} />
          {(state === 'unsupported' || state === 'failed') && (
            <p className="location-map__status" role="status">
              {state === 'unsupported' ? m.maps_unsupported() : m.maps_failed()} {listHint}
            </p>
          )}
          <div className="location-map__footer">
            {listHint}
            <Button size="extra-small" variant="ghost" onClick={() => setMapsConsent(false)}>
              {m.maps_consent_withdraw()}
            </Button>
          </div>
        </>
      )}
      <noscript>
        <p className="location-map__notice">{m.maps_no_javascript()}</p>
      </noscript>
    </section>
  )
}
