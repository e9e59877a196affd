/** Great-circle distances between places (shared by the location finder and the stock filter). */
export interface Position {
  lat: number
  lng: number
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const r = 6371
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)))
}
