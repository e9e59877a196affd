/**
 * Phone numbers, CVR numbers and contact links, as the footer, locations and
 * employees show them. Numbers arrive from the product API as E.164 (+4543901200).
 */

/** "+4543901200" → "43 90 12 00" (Danish grouping in pairs). */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+45/, '')
  return national.replace(/(\d{2})(?=\d)/g, '$1 ').trim()
}

export function telHref(e164: string): string {
  return `tel:${e164}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

/** "12345678" → "12 34 56 78", as CVR numbers are usually written. */
export function formatCvr(cvr: string): string {
  return cvr.replace(/(\d{2})(?=\d)/g, '$1 ')
}
