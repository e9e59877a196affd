/**
 * Fault controls: a fault scoped by `bodyIncludes` answers only the requests
 * whose body contains its text, so a test that fails its own lead leaves the
 * leads of tests running beside it alone (a shared mock, parallel workers).
 */
import { describe, expect, it } from 'vitest'
import { createFaultControls, faultInputSchema } from './controls.ts'

describe('fault controls', () => {
  it('a fault scoped to a body matches only requests whose body contains it', () => {
    const faults = createFaultControls()
    faults.add(faultInputSchema.parse({ path: '/submissions/contacts', method: 'POST', kind: 'status', status: 503, bodyIncludes: 'ane@example.dk' }))
    expect(faults.match('POST', '/submissions/contacts', '{"customer":{"email":"jens@example.dk"}}').answer).toBeUndefined()
    expect(faults.match('POST', '/submissions/contacts', '{"customer":{"email":"ane@example.dk"}}').answer?.status).toBe(503)
    expect(faults.match('POST', '/submissions/contacts').answer).toBeUndefined()
    expect(faults.list()[0]?.hits).toBe(1)
  })

  it('a fault without a body scope matches every request on its path and method', () => {
    const faults = createFaultControls()
    faults.add(faultInputSchema.parse({ path: '/submissions/**', method: 'POST', kind: 'status', status: 503 }))
    expect(faults.match('POST', '/submissions/contacts', '{}').answer?.status).toBe(503)
    expect(faults.match('POST', '/submissions/interests').answer?.status).toBe(503)
    expect(faults.match('GET', '/submissions/contacts').answer).toBeUndefined()
  })
})
