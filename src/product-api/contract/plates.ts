/**
 * Danish number plates (issue 35), without zod so the browser's forms can
 * use them cheaply: a plate is either of the normal series, two letters
 * and five digits ("AB 12 345"), or a personal plate ("ønskenummerplade")
 * of two to seven letters (Æ, Ø and Å too) and digits. Visitors type
 * spaces, hyphens and lower case; the plate is compared without them, in
 * upper case. We also require a letter in a personal plate, so a mileage or
 * a postcode typed into the wrong field is not looked up as a plate.
 */
const normalSeries = /^[A-Z]{2}\d{5}$/
const personalPlate = /^[A-ZÆØÅ0-9]{2,7}$/
const hasLetter = /[A-ZÆØÅ]/

export type PlateKind = 'normal' | 'personal'

/** The plate as the registry knows it ("ab 12 345" → "AB12345"), or null when it cannot be a Danish plate. */
export function normalisePlate(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toLocaleUpperCase('da-DK')
  return personalPlate.test(compact) && hasLetter.test(compact) ? compact : null
}

/** Which kind of plate a normalised plate is. */
export function plateKind(plate: string): PlateKind {
  return normalSeries.test(plate) ? 'normal' : 'personal'
}

/** "AB12345" → "AB 12 345" (how the plate is printed); a personal plate as it is. */
export function formatPlate(plate: string): string {
  return normalSeries.test(plate) ? `${plate.slice(0, 2)} ${plate.slice(2, 4)} ${plate.slice(4)}` : plate
}
