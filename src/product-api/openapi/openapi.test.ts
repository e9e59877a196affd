import { readFileSync } from 'node:fs'
import { validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'
import { operationIds, operations } from '../contract/operations.ts'
import { buildOpenApiDocument, serializeOpenApiDocument } from './build-openapi.ts'
import { openApiPath } from './generate-openapi.ts'

describe('OpenAPI document', () => {
  it('is checked in and up to date with the contract (run `node src/product-api/openapi/generate-openapi.ts`)', () => {
    expect(readFileSync(openApiPath, 'utf8')).toBe(serializeOpenApiDocument())
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as Parameters<typeof validate>[0]
    const result = await validate(document)
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.specification).toBe('OpenAPI')
  })

  it('documents every operation with its method, path, key header and error responses', () => {
    const document = buildOpenApiDocument()
    expect(document.openapi).toBe('3.1.0')
    for (const id of operationIds) {
      const op = operations[id]
      const item = document.paths?.[op.path]
      const operation = op.method === 'GET' ? item?.get : item?.post
      expect(operation?.operationId, id).toBe(id)
      expect(Object.keys(operation?.responses ?? {}), id).toContain(String(op.successStatus))
      expect(Object.keys(operation?.responses ?? {}), id).toContain('503')
      const header = (operation?.parameters ?? []).find((p) => 'in' in p && p.in === 'header')
      if (op.idempotency === 'none') expect(header, id).toBeUndefined()
      else expect(header && 'name' in header ? header.name : undefined, id).toBe('Idempotency-Key')
    }
    const search = document.paths?.['/stock/vehicles']?.get
    const brand = (search?.parameters ?? []).find((p) => 'name' in p && p.name === 'brand')
    expect(brand && 'schema' in brand ? brand.schema : undefined).toMatchObject({ type: 'array' })
  })
})
