/**
 * The site's server functions as the browser reaches them: id (from the
 * production build's server-function manifest), name and HTTP method (from
 * the `createServerFn({ method })` in the `*.functions.ts` sources). For the
 * fuzz and hardening specs, which call them over HTTP as any client could.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface ServerFunction {
  id: string
  name: string
  method: 'GET' | 'POST'
}

const root = fileURLToPath(new URL('..', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.functions.ts'))
    .map((f) => join(root, dir, f))
}

/** name → method, from the sources. */
function methodsByName(): Map<string, 'GET' | 'POST'> {
  const methods = new Map<string, 'GET' | 'POST'>()
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)/g)) {
      if (m[1] && m[2]) methods.set(m[1], m[2] as 'GET' | 'POST')
    }
  }
  return methods
}

/** Every server function of the build in `.output` (run `npm run build` first). */
export function serverFunctions(): ServerFunction[] {
  // The manifest's chunk is wherever the bundler puts it (in _ssr/ or next to the entry): every .mjs file is read.
  const dir = join(root, '.output/server')
  const methods = methodsByName()
  const found = new Map<string, ServerFunction>()
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs') && !f.startsWith('node_modules'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const m of text.matchAll(/"([0-9a-f]{64}(?:_\d+)?)": \{\s*functionName: "(\w+)_createServerFn_handler"/g)) {
      const [, id, name] = m
      const method = name ? methods.get(name) : undefined
      if (id && name && method) found.set(id, { id, name, method })
    }
  }
  if (found.size === 0) throw new Error('No server functions found in .output/server: build first (npm run build)')
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * A server function's answer as its client reads it (TanStack Start's serialized JSON, header
 * `x-tss-serialized`), for a `route.fulfill` that stands in for the site: `result` is a flat object of
 * strings (e.g. `{ outcome: 'failed' }`), which is all the tests need.
 */
export function serverFunctionAnswer(result: Record<string, string>): { status: number; contentType: string; headers: Record<string, string>; body: string } {
  const keys = Object.keys(result)
  const values = keys.map((k) => ({ t: 1, s: result[k] }))
  const body = { t: 10, i: 0, p: { k: ['result'], v: [{ t: 10, i: 1, p: { k: keys, v: values }, o: 0 }] }, o: 0 }
  return { status: 200, contentType: 'application/json', headers: { 'x-tss-serialized': 'true' }, body: JSON.stringify(body) }
}
