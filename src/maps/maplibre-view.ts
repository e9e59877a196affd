/**
 * The interactive map, on maplibre-gl. Browser only: LocationMap loads this
 * module with a dynamic import() after hydration, and only when the visitor
 * has consented to maps, so maplibre-gl never reaches the server bundle or
 * the JavaScript of pages without a map.
 *
 * Locations are one GeoJSON source with `cluster: true`; every cluster and
 * every single location is drawn as an HTML marker (a real button, so it is
 * keyboard-operable and needs no glyphs from a tile server). Clicking a
 * cluster zooms in on it; clicking a location opens a popup with a link to its
 * page.
 */
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONFeature,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import type { FeatureCollection, Point } from 'geojson'
import { markersBounds, type MapMarker, type MapViewport } from './map-viewport.ts'
import { offlineMapStyle } from './offline-style.ts'
import { maplibreStylesheet as maplibreCssUrl } from './map-stylesheets.ts'

export interface MapTexts {
  /** Danish overrides of maplibre's own control texts. */
  locale: Record<string, string>
  attribution: string
  clusterLabel: (count: number) => string
  markerLabel: (name: string) => string
  popupLink: string
}

export interface MapViewOptions {
  container: HTMLElement
  /** Tile provider's style URL; empty uses the offline style. */
  styleUrl: string
  viewport: MapViewport
  markers: readonly MapMarker[]
  texts: MapTexts
  /** Client-side navigation for the popup links. */
  onNavigate: (href: string) => void
}

export interface MapView {
  setMarkers(markers: readonly MapMarker[]): void
  destroy(): void
}

const sourceId = 'locations'
const maxFitZoom = 11

/** maplibre-gl 6 draws with WebGL 2. */
export function supportsWebGl2(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null
  } catch {
    return false
  }
}

/** maplibre's stylesheet, added to the document head once; resolves when it has loaded. */
function ensureStylesheet(): Promise<void> {
  const absolute = new URL(maplibreCssUrl, document.baseURI).href
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === absolute)
  if (existing?.sheet) return Promise.resolve()
  const link = existing ?? document.createElement('link')
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    // Without the stylesheet the map still works, only its controls look plain.
    link.addEventListener('error', () => resolve(), { once: true })
  })
  if (!existing) {
    link.rel = 'stylesheet'
    link.href = maplibreCssUrl
    document.head.append(link)
  }
  return loaded
}

function toGeoJson(markers: readonly MapMarker[]): FeatureCollection<Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: markers.map((m) => ({
      type: 'Feature',
      id: m.id,
      properties: { id: m.id },
      geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
    })),
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Creates the map; resolves once the style and the locations are on it. */
export async function createMapView(options: MapViewOptions): Promise<MapView> {
  await ensureStylesheet()
  setWorkerUrl(workerUrl)
  const { bounds, center } = options.viewport
  const style: string | StyleSpecification = options.styleUrl
    ? options.styleUrl
    : (offlineMapStyle(window.location.origin, options.texts.attribution) as unknown as StyleSpecification)

  const map = new MapLibreMap({
    container: options.container,
    style,
    center: [center.lng, center.lat],
    zoom: 4,
    maxBounds: [
      [bounds.west, bounds.south],
      [bounds.east, bounds.north],
    ],
    attributionControl: { compact: true },
    locale: options.texts.locale,
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  })
  map.touchZoomRotate.disableRotation()
  map.keyboard.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.on('error', (event) => {
    // A tile or data request failed; the list beside the map has everything the map shows.
    console.warn('[kort]', event.error?.message ?? event)
  })

  let markers: readonly MapMarker[] = options.markers
  const byId = new Map<string, MapMarker>()
  const onScreen = new Map<string, Marker>()
  const cache = new Map<string, Marker>()
  let popup: Popup | undefined

  const closePopup = () => {
    popup?.remove()
    popup = undefined
  }

  function openPopup(marker: MapMarker) {
    closePopup()
    const content = document.createElement('div')
    content.className = 'map-popup'
    const name = document.createElement('strong')
    name.className = 'map-popup__name'
    name.textContent = marker.name
    content.append(name)
    if (marker.description) {
      const description = document.createElement('span')
      description.className = 'map-popup__description'
      description.textContent = marker.description
      content.append(description)
    }
    if (marker.href) {
      const href = marker.href
      const link = document.createElement('a')
      link.className = 'map-popup__link'
      link.href = href
      link.textContent = options.texts.popupLink
      link.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        options.onNavigate(href)
      })
      content.append(link)
    }
    popup = new Popup({ offset: 28, closeOnClick: false, maxWidth: '260px', focusAfterOpen: true })
      .setLngLat([marker.lng, marker.lat])
      .setDOMContent(content)
      .addTo(map)
  }

  function markerFor(feature: GeoJSONFeature): [string, Marker] | undefined {
    const [lng, lat] = (feature.geometry as Point).coordinates as [number, number]
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string }
    if (props.cluster && props.cluster_id !== undefined) {
      const clusterId = props.cluster_id
      const key = `cluster:${clusterId}:${props.point_count ?? 0}`
      let marker = cache.get(key)
      if (!marker) {
        const count = props.point_count ?? 0
        const button = document.createElement('button')
        button.type = 'button'
        button.className = 'map-cluster'
        button.textContent = String(count)
        button.setAttribute('aria-label', options.texts.clusterLabel(count))
        button.addEventListener('click', () => {
          const source = map.getSource<GeoJSONSource>(sourceId)
          void source?.getClusterExpansionZoom(clusterId).then((zoom) => {
            map.easeTo({ center: [lng, lat], zoom, duration: prefersReducedMotion() ? 0 : 500 })
          })
        })
        marker = new Marker({ element: button, anchor: 'center' }).setLngLat([lng, lat])
        cache.set(key, marker)
      }
      return [key, marker]
    }
    const data = props.id ? byId.get(props.id) : undefined
    if (!data) return undefined
    const key = `location:${data.id}`
    let marker = cache.get(key)
    if (!marker) {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'map-pin'
      button.dataset.locationId = data.id
      button.setAttribute('aria-label', options.texts.markerLabel(data.name))
      button.addEventListener('click', () => openPopup(data))
      marker = new Marker({ element: button, anchor: 'bottom' }).setLngLat([data.lng, data.lat])
      cache.set(key, marker)
    }
    return [key, marker]
  }

  function updateMarkers() {
    if (!map.getSource(sourceId) || !map.isSourceLoaded(sourceId)) return
    const next = new Map<string, Marker>()
    for (const feature of map.querySourceFeatures(sourceId)) {
      const entry = markerFor(feature)
      if (entry && !next.has(entry[0])) next.set(entry[0], entry[1])
    }
    for (const [key, marker] of onScreen) if (!next.has(key)) marker.remove()
    for (const [key, marker] of next) if (!onScreen.has(key)) marker.addTo(map)
    onScreen.clear()
    for (const [key, marker] of next) onScreen.set(key, marker)
  }

  function fitToMarkers(animate: boolean) {
    const box = markersBounds(markers)
    if (!box) return
    const duration = animate && !prefersReducedMotion() ? 600 : 0
    if (markers.length === 1) {
      map.easeTo({ center: [box.west, box.north], zoom: maxFitZoom, duration })
      return
    }
    map.fitBounds(new LngLatBounds([box.west, box.south], [box.east, box.north]), {
      // More room above: pins point down at their location and stand above it.
      padding: { top: 72, bottom: 40, left: 48, right: 48 },
      maxZoom: maxFitZoom,
      duration,
    })
  }

  function setIndex() {
    byId.clear()
    for (const m of markers) byId.set(m.id, m)
  }

  setIndex()
  await new Promise<void>((resolve) => map.once('load', () => resolve()))
  map.addSource(sourceId, {
    type: 'geojson',
    data: toGeoJson(markers),
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: 12,
  })
  // An invisible layer keeps the source's tiles loaded, so querySourceFeatures sees every marker.
  map.addLayer({ id: `${sourceId}-anchor`, type: 'circle', source: sourceId, paint: { 'circle-radius': 1, 'circle-opacity': 0 } })
  map.on('render', updateMarkers)
  fitToMarkers(false)

  return {
    setMarkers(next) {
      markers = next
      setIndex()
      closePopup()
      for (const marker of onScreen.values()) marker.remove()
      onScreen.clear()
      cache.clear()
      map.getSource<GeoJSONSource>(sourceId)?.setData(toGeoJson(markers))
      fitToMarkers(true)
    },
    destroy() {
      closePopup()
      map.remove()
    },
  }
}
