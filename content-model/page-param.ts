/**
 * The `page` query parameter of a paginated listing: a whole number 1–500,
 * else 1 (bounded, as each page is cached). The content routes' loader deps
 * read it, so it is in the route tree every page loads; apart from the
 * pagination block so that the block's component stays with the blocks.
 *
 * A plain function, not a zod schema: zod is not on every page's first load
 * (ADR 0031). The boundary's check stays zod, on the server: the content
 * server function validates the page it is given (1–500, a whole number).
 * The text forms it reads are those of a number in a URL (`2`, ` 3 `, `1e2`).
 */
export const pageParamMax = 500

export function pageParam(raw: unknown): number {
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= 1 && number <= pageParamMax ? number : 1
}
