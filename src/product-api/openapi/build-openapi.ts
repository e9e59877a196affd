/**
 * Builds the OpenAPI 3.1 document of the product API from the contract
 * (contract/operations.ts). generate-openapi.ts writes it to docs/api/openapi.json;
 * openapi.test.ts checks the checked-in file is up to date and valid.
 */
import { z } from 'zod'
import { createDocument } from 'zod-openapi'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import { errorBodySchema, idempotencyKeySchema } from '../contract/common.ts'
import { operationIds, operations } from '../contract/operations.ts'
import type { OperationSpec } from '../contract/operations.ts'

const errorContent = { 'application/json': { schema: errorBodySchema } }

function responsesFor(op: OperationSpec): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {
    [String(op.successStatus)]: {
      description: op.successStatus === 201 ? 'Created.' : 'OK.',
      content: { 'application/json': { schema: op.response } },
    },
  }
  if (op.successStatus === 201) {
    responses['200'] = {
      description: 'Replay: a request with this Idempotency-Key was already processed; the stored result is returned.',
      content: { 'application/json': { schema: op.response } },
    }
  }
  if (op.query || op.body || op.params || op.idempotency !== 'none') {
    responses['400'] = {
      description: 'Invalid input. `error.fieldErrors` holds Danish messages per field path.',
      content: errorContent,
    }
  }
  if (op.notFound) responses['404'] = { description: op.notFound, content: errorContent }
  if (op.idempotency !== 'none') {
    responses['409'] = {
      description: 'The Idempotency-Key was already used with a different request body.',
      content: errorContent,
    }
  }
  responses['503'] = {
    description: 'Temporarily unavailable. Retry reads and keyed POSTs with backoff.',
    content: errorContent,
  }
  return responses
}

function operationObject(id: string, op: OperationSpec): ZodOpenApiOperationObject {
  const header =
    op.idempotency === 'none'
      ? undefined
      : z.object({
          [`Idempotency-Key`]:
            op.idempotency === 'required'
              ? idempotencyKeySchema.meta({ description: 'Makes the POST safe to retry; the same key stores one result.' })
              : idempotencyKeySchema.meta({ description: 'Makes the POST safe to retry; the same key stores one result.' }).optional(),
        })
  const retry = op.safe || op.idempotency !== 'none' ? 'Safe to retry with backoff.' : 'Not safe to retry.'
  return {
    operationId: id,
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description}\n\n${retry}`,
    requestParams: {
      ...(op.params ? { path: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(header ? { header } : {}),
    },
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses: responsesFor(op),
  }
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {}
  for (const id of operationIds) {
    const op: OperationSpec = operations[id]
    const item = (paths[op.path] ??= {})
    item[op.method === 'GET' ? 'get' : 'post'] = operationObject(id, op)
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Bilhuset Nord produkt-API',
      version: '1.0.0',
      description:
        "The dealer's product API as used by the public website: stock, models, locations, employees, leasing, minilease, trade-in, submissions and chat. " +
        'Generated from the zod contract in src/product-api/contract (do not edit by hand; run `node src/product-api/openapi/generate-openapi.ts`). ' +
        'Conventions: camelCase JSON except the price row (spec names); whole DKK incl. moms unless marked excl. VAT; repeated query parameters for several values; ' +
        'errors as `{ error: { code, message, fieldErrors? } }` with Danish messages.',
    },
    servers: [{ url: 'http://127.0.0.1:4010/api/v1', description: 'Local mock product API (mocks/product-api)' }],
    tags: [
      { name: 'Lager', description: 'Stock vehicles' },
      { name: 'Modeller', description: "Models of the group's brands" },
      { name: 'Lokationer', description: 'Locations and employees' },
      { name: 'Leasing', description: 'Lease offers and calculator' },
      { name: 'Minilease', description: 'Minilease configuration and price' },
      { name: 'Byttebil', description: 'Trade-in valuation' },
      { name: 'Motorregister', description: 'Registry facts of a number plate (trade-in, used-car history)' },
      { name: 'Henvendelser', description: 'Lead submissions (Idempotency-Key required)' },
      { name: 'Chat', description: 'Autochat' },
      { name: 'Søgeagenter', description: 'Search agents and price-drop notices (double opt-in, signed links)' },
    ],
    paths,
  })
}

/** The document as written to disk: pretty-printed JSON with a trailing newline. */
export function serializeOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`
}
