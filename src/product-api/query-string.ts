/**
 * Query strings of the product API: several values of one parameter are sent
 * as repeated parameters (`brand=renault&brand=dacia`), as in OpenAPI's default
 * `style: form, explode: true`.
 */
import type { z } from 'zod'

/** Serialises a query object; undefined values are left out. */
export function toSearchParams(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams()
  if (!query) return params
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      for (const v of value) params.append(key, String(v))
    } else {
      params.append(key, String(value))
    }
  }
  return params
}

function isArraySchema(schema: z.ZodType): boolean {
  let current: z.core.$ZodType = schema
  // Unwrap optional/default/nullable wrappers.
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def
    if (def.type === 'array') return true
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') {
      current = (def as unknown as { innerType: z.core.$ZodType }).innerType
      continue
    }
    return false
  }
  return false
}

const arrayKeysCache = new WeakMap<z.ZodObject, Set<string>>()

/**
 * Turns URLSearchParams into the plain object a query schema parses: parameters
 * the schema declares as arrays always become arrays, others take the last value.
 */
export function fromSearchParams(schema: z.ZodObject, params: URLSearchParams): Record<string, unknown> {
  let arrayKeys = arrayKeysCache.get(schema)
  if (!arrayKeys) {
    arrayKeys = new Set(
      Object.entries(schema.shape)
        .filter(([, s]) => isArraySchema(s as z.ZodType))
        .map(([k]) => k),
    )
    arrayKeysCache.set(schema, arrayKeys)
  }
  const out: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    out[key] = arrayKeys.has(key) ? values : values[values.length - 1]
  }
  return out
}
