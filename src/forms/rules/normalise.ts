/**
 * Danish phone numbers and registration numbers as the site stores and sends
 * them, from the ways people type them. Pure module.
 */
import { normalisePlate } from '#src/product-api/contract/plates.ts'
import { text, type FieldValue } from './values.ts'

/** "20 30 40 50", "+45 20304050", "0045 2030 4050" → "+4520304050"; null when it is no Danish number. */
export function normaliseDanishPhone(value: FieldValue): string | null {
  const compact = text(value).replace(/[\s-]/g, '')
  const match = /^(?:\+45|0045)?(\d{8})$/.exec(compact)
  return match ? `+45${match[1]}` : null
}

/** "ab 12 345" → "AB12345"; null when it is no Danish plate (2 letters and 5 digits, or a personal plate: product-api/contract/registration.ts). */
export function normaliseRegistration(value: FieldValue): string | null {
  return normalisePlate(text(value))
}
