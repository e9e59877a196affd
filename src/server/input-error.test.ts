import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, isValidationFailure } from './input-error.ts'

describe('isValidationFailure', () => {
  it('recognises the error TanStack Start throws for a failed Standard Schema validation', async () => {
    const result = await z.object({ id: z.string() })['~standard'].validate({ id: 1 })
    const issues = 'issues' in result ? result.issues : undefined
    // What Start's execValidator throws (node_modules/@tanstack/start-client-core createServerFn.js).
    expect(isValidationFailure(new Error(JSON.stringify(issues, undefined, 2)))).toBe(true)
  })

  it('recognises a ZodError from a validator function that parses itself', () => {
    const parsed = z.object({ id: z.string() }).safeParse({})
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(isValidationFailure(parsed.error)).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isValidationFailure(new Error('Formularen kunne ikke indlæses.'))).toBe(false)
    expect(isValidationFailure(new Error('[not json'))).toBe(false)
    expect(isValidationFailure(new Error('[]'))).toBe(false)
    expect(isValidationFailure(new TypeError('[{"message":"x"}]'))).toBe(false)
    expect(isValidationFailure('[{"message":"x"}]')).toBe(false)
  })
})

describe('InvalidInputError', () => {
  it('is a 400 with a Danish message and no internals', () => {
    const error = new InvalidInputError()
    expect(error.status).toBe(400)
    expect(error.message).toBe('Ugyldig forespørgsel.')
  })
})
