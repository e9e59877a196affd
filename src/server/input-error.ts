import { z } from 'zod'

/**
 * A server function's input that does not pass its validator: a typed 400
 * without internals (the validator's own message lists zod issues: field
 * names, expected shapes). Thrown by the global server-function middleware
 * (src/start.ts) in place of the validator's error; Start answers with the
 * error's `status`.
 */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError'
  readonly status = 400
  constructor() {
    super('Ugyldig forespørgsel.')
  }
}

/**
 * True for a failed validation of a server function's input: the error
 * TanStack Start's validator step throws for a Standard Schema (zod) failure
 * (a plain Error whose message is the issues as JSON), or a ZodError from a
 * validator function that calls `.parse` itself.
 */
export function isValidationFailure(error: unknown): boolean {
  if (error instanceof z.core.$ZodError) return true
  if (!(error instanceof Error) || error.constructor !== Error) return false
  const text = error.message.trimStart()
  if (!text.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(text)
    return (
      Array.isArray(issues) &&
      issues.length > 0 &&
      issues.every((issue) => typeof issue === 'object' && issue !== null && typeof (issue as { message?: unknown }).message === 'string')
    )
  } catch {
    return false
  }
}
