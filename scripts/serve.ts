/**
 * Starts the production site on its embedded defaults: the mock product API
 * (when USE_MOCKS=true) and the local content space (when no Storyblok URL is
 * configured), then the built Node server (.output/server/index.mjs) as a
 * child process. Prints where it listens; Ctrl+C stops everything.
 *
 * Run with Node 24 (npm scripts put node_modules/.bin/node first on PATH).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readConfigOrExit, startEmbeddedServices } from './embedded-services.ts'
import { siteNodeFlags, siteProcessEnv, waitFor } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = `${root}.output/server/index.mjs`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const config = readConfigOrExit()
if (!existsSync(serverEntry)) fail('Ingen produktionsbuild fundet. Kør "npm run build" først (eller "npm start", der bygger).')

const closers = await startEmbeddedServices(config, { announce: true })

const site = spawn(process.execPath, [...siteNodeFlags, serverEntry], {
  env: { ...siteProcessEnv(), HOST: config.host, PORT: String(config.port), NITRO_HOST: config.host, NITRO_PORT: String(config.port) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
// Nitro prints its own banner; keep the site's output but announce the address ourselves.
site.stdout.on('data', (chunk: Buffer) => {
  const text = chunk.toString()
  if (!text.includes('Listening on')) process.stdout.write(text)
})

const siteUrl = `http://${config.host}:${config.port}`
let stopping = false
async function stop(code: number): Promise<void> {
  if (stopping) return
  stopping = true
  site.kill('SIGTERM')
  await Promise.allSettled(closers.map((c) => c()))
  process.exit(code)
}
site.on('exit', (code) => void stop(code ?? 1))
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

await waitFor(`${siteUrl}/robots.txt`, 20_000).catch(() => fail(`Siden svarede ikke på ${siteUrl} inden for 20 sekunder.`))
console.log(`\nBilhuset Nord kører på ${siteUrl}  (stop med Ctrl+C)\n`)
