import { defaultStringifySearch } from '@tanstack/react-router'

type Primitive = string | number | boolean

function isPrimitiveList(value: unknown): value is Primitive[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
}

/**
 * A text such as "59995" or "true": the default serialiser writes it as JSON
 * ("%2259995%22") to keep it a string, so a GET form's `downPayment=59995`
 * would be redirected to the quoted form. Written plainly, the parser reads it
 * as the number or boolean of the same text, and the routes' validators
 * (searchScalar) take either.
 */
function readsBackAsSameText(value: string): boolean {
  if (value === 'true' || value === 'false') return true
  return /^-?\d+(?:\.\d+)?$/.test(value) && String(Number(value)) === value
}

/**
 * The router's search serialiser: lists of plain values are written as
 * repeated parameters (`brand=renault&brand=dacia`), exactly as an HTML GET
 * form submits checkboxes, instead of the router's default JSON
 * (`brand=%5B%22renault%22%5D`). Everything else is serialised as by default.
 *
 * The router's default parser already reads repeated parameters back as a
 * list (and a single one as a plain value), so filter URLs built by links and
 * by a no-JavaScript form are the same URL: shareable, and kept by the
 * canonical whitelist. Server rendering compares the request URL with the
 * re-serialised validated search and redirects when they differ, so without
 * this a GET form's list parameters would be redirected to the JSON form.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue
    if (isPrimitiveList(value)) {
      for (const v of value) params.append(key, String(v))
      continue
    }
    if (typeof value === 'string' && readsBackAsSameText(value)) {
      params.append(key, value)
      continue
    }
    const single = defaultStringifySearch({ [key]: value })
    for (const [k, v] of new URLSearchParams(single)) params.append(k, v)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
