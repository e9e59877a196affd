/**
 * Issue 33: a block's schema is parsed on the server (content-model/parse-content.ts) and owns its option
 * lists, or reads them from plain modules: it never imports a React component (a .tsx file), which would
 * pull component code, and everything it imports, into the server's parsing path.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const dir = fileURLToPath(new URL('.', import.meta.url))
const schemas = readdirSync(dir).filter((file) => file.endsWith('.schema.ts'))

describe('block schemas import no components', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(30)
  })
  it.each(schemas)('%s imports no .tsx module', (file) => {
    const source = readFileSync(`${dir}${file}`, 'utf8')
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1] ?? '')
    expect(imports.filter((path) => path.endsWith('.tsx'))).toEqual([])
  })
})
