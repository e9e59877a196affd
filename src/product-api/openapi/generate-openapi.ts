/**
 * Writes docs/api/openapi.json from the contract.
 * Run: `node src/product-api/openapi/generate-openapi.ts` (Node 24; `npx node …` uses the project's Node).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serializeOpenApiDocument } from './build-openapi.ts'

export const openApiPath = fileURLToPath(new URL('../../../docs/api/openapi.json', import.meta.url))

if (import.meta.main) {
  mkdirSync(fileURLToPath(new URL('../../../docs/api/', import.meta.url)), { recursive: true })
  writeFileSync(openApiPath, serializeOpenApiDocument())
  console.log(`Skrev ${openApiPath}`)
}
