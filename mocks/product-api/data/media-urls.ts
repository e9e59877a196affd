/**
 * URLs of the pictures the mock server draws (see ../media). All on the mock
 * server's own origin: no external URLs.
 */
export const vehicleAngles = ['front-34', 'side', 'rear', 'interior'] as const
export type VehicleAngle = (typeof vehicleAngles)[number]

export const spinnerFrameCount = 24

export function spinnerFrameName(index: number): string {
  return `spin-${String(index).padStart(2, '0')}`
}

export interface MediaUrls {
  vehicle(stockNumber: number, angle: VehicleAngle | string): string
  model(brand: string, model: string, angle: VehicleAngle): string
  leaseVehicle(id: string, angle: VehicleAngle): string
  minilease(id: string, colour: string): string
  employee(id: string): string
  location(slug: string): string
}

export function mediaUrls(origin: string): MediaUrls {
  const base = `${origin.replace(/\/+$/, '')}/media`
  return {
    vehicle: (stockNumber, angle) => `${base}/vehicles/${stockNumber}/${angle}.svg`,
    model: (brand, model, angle) => `${base}/models/${brand}/${model}/${angle}.svg`,
    leaseVehicle: (id, angle) => `${base}/lease/${id}/${angle}.svg`,
    minilease: (id, colour) => `${base}/minilease/${id}/${colour}/front-34.svg`,
    employee: (id) => `${base}/employees/${id}.svg`,
    location: (slug) => `${base}/locations/${slug}.svg`,
  }
}
