/**
 * Test controls of the mock product API (only on the mock server, under
 * `/__control/...`): vehicle availability and fault injection per route pattern.
 * See README.md for the HTTP interface.
 */
import { z } from 'zod'

export const faultKinds = ['delay', 'status', 'malformed'] as const

export const faultInputSchema = z
  .object({
    /**
     * Route pattern, matched against the API path without the `/api/v1` prefix
     * (a leading `/api/v1` is ignored): `*` matches within one path segment, `**`
     * across segments. E.g. `/stock/vehicles/*`, `/submissions/**`, `/**`.
     */
    path: z.string().startsWith('/'),
    method: z.enum(['GET', 'POST']).optional(),
    kind: z.enum(faultKinds),
    /** `delay`: milliseconds before the normal answer. */
    delayMs: z.int().min(0).max(120_000).default(0),
    /** `status`: the HTTP status to answer with (400-599). */
    status: z.int().min(400).max(599).default(503),
    /** `status` with 4xx: field errors to put in the error body. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** `malformed`: valid JSON of the wrong shape, or a body that is not JSON at all. */
    variant: z.enum(['wrong-shape', 'invalid-json']).default('wrong-shape'),
    /** Apply this many times, then remove the fault; omit for until reset. */
    times: z.int().min(1).optional(),
    /**
     * Only requests whose body contains this text (e.g. the test's own e-mail address): a test that
     * fails its own lead leaves the leads of tests running beside it alone.
     */
    bodyIncludes: z.string().min(1).max(200).optional(),
  })
  .refine((f) => f.kind !== 'delay' || f.delayMs > 0, { message: 'delayMs skal være over 0 for kind=delay', path: ['delayMs'] })
export type FaultInput = z.input<typeof faultInputSchema>

export interface Fault extends z.output<typeof faultInputSchema> {
  id: string
  hits: number
  remaining: number | null
}

/** `POST /__control/chat`: the dealer turns the chat on or off. */
export const chatSwitchSchema = z.object({ enabled: z.boolean() }).strict()

export const vehicleIdsInputSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(10_000).optional(),
  all: z.boolean().optional(),
})

function globToRegExp(pattern: string): RegExp {
  const path = pattern.replace(/^\/api\/v1(?=\/)/, '')
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

export interface FaultControls {
  list(): Fault[]
  add(input: z.output<typeof faultInputSchema>): Fault
  remove(id: string): boolean
  clear(): void
  /** The faults that apply to this request (each counted as a hit); at most one delay and one answer. */
  match(method: string, apiPath: string, body?: string): { delay: Fault | undefined; answer: Fault | undefined }
}

export function createFaultControls(): FaultControls {
  let faults: (Fault & { pattern: RegExp })[] = []
  let counter = 0
  const strip = ({ pattern: _p, ...fault }: Fault & { pattern: RegExp }): Fault => fault
  return {
    list: () => faults.map(strip),
    add(input) {
      const fault = { ...input, id: `fault-${++counter}`, hits: 0, remaining: input.times ?? null, pattern: globToRegExp(input.path) }
      faults.push(fault)
      return strip(fault)
    },
    remove(id) {
      const before = faults.length
      faults = faults.filter((f) => f.id !== id)
      return faults.length !== before
    },
    clear() {
      faults = []
    },
    match(method, apiPath, body = '') {
      const applies = faults.filter(
        (f) => (!f.method || f.method === method) && f.pattern.test(apiPath) && (f.bodyIncludes === undefined || body.includes(f.bodyIncludes)),
      )
      const delay = applies.find((f) => f.kind === 'delay')
      const answer = applies.find((f) => f.kind !== 'delay')
      for (const f of [delay, answer]) {
        if (!f) continue
        f.hits++
        if (f.remaining !== null) {
          f.remaining--
          if (f.remaining <= 0) faults = faults.filter((x) => x !== f)
        }
      }
      return { delay: delay && strip(delay), answer: answer && strip(answer) }
    },
  }
}
