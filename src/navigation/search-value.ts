/**
 * One optional search parameter, validated on its own: a stale or mistyped
 * link drops that parameter instead of showing an error page (spec 2.2).
 * The router may decode a value as a number or boolean, and a repeated
 * parameter arrives as an array; the last one wins, as in a form post.
 *
 * Search parameters are validated in the browser too (every route's
 * `validateSearch`), so this and the other search schemas use zod/mini, the
 * tree-shakable build of zod (ADR 0009); the server-only schemas use zod.
 */
import { z } from 'zod/mini'
import { slugMaxLength, slugPattern } from '../product-api/contract/vocabulary.ts'

/** One value that may arrive as a string or (decoded by the router) a number or boolean. */
export const searchScalar = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((v) => String(v).trim()),
)

/** A product-API slug as a search value (brand, model, location). */
export const slugValue = z.string().check(z.maxLength(slugMaxLength), z.regex(slugPattern))

/** A whole number between `min` and `max`, also from its text. */
export function intValue(min: number, max: number) {
  return z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)))
}

/** A single optional value checked by `schema`; anything invalid or empty becomes undefined. */
export function optionalSearchValue<T extends z.ZodMiniType<string | number>>(schema: T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((input): z.output<T> | undefined => {
        if (input === undefined || input === null) return undefined
        const value = Array.isArray(input) ? input.at(-1) : input
        const text = searchScalar.safeParse(value)
        if (!text.success || text.data === '') return undefined
        const parsed = schema.safeParse(text.data)
        return parsed.success ? parsed.data : undefined
      }),
    ),
  )
}
