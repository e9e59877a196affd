/**
 * One optional search parameter, validated on its own: a stale or mistyped
 * link drops that parameter instead of showing an error page (spec 2.2).
 * The router may decode a value as a number or boolean, and a repeated
 * parameter arrives as an array; the last one wins, as in a form post.
 */
import { z } from 'zod'

/** One value that may arrive as a string or (decoded by the router) a number or boolean. */
export const searchScalar = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v).trim())

/** A single optional value checked by `schema`; anything invalid or empty becomes undefined. */
export function optionalSearchValue<T extends z.ZodType<string | number>>(schema: T) {
  return z
    .unknown()
    .transform((input): z.output<T> | undefined => {
      if (input === undefined || input === null) return undefined
      const value = Array.isArray(input) ? input.at(-1) : input
      const text = searchScalar.safeParse(value)
      if (!text.success || text.data === '') return undefined
      const parsed = schema.safeParse(text.data)
      return parsed.success ? parsed.data : undefined
    })
    .optional()
}
