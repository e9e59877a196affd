import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?url'
import mapsCss from './maps.css?url'

/** The site's map styles (consent notice, markers): routes with a map put them in their head links. */
export const mapStylesheets: readonly string[] = [mapsCss]

/**
 * maplibre's own stylesheet. The map adds it when it loads (after consent),
 * so pages whose visitors have not consented fetch nothing of maplibre.
 */
export const maplibreStylesheet = maplibreCss
