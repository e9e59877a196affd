/**
 * Development server: starts the embedded mock product API and local content
 * space (as `npm run serve` does), then Vite's dev server with hot reload.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { readConfigOrExit, startEmbeddedServices } from './embedded-services.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const config = readConfigOrExit()
const closers = await startEmbeddedServices(config, { announce: false })

const vite = spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'dev', '--host', config.host, '--port', String(config.port)], {
  stdio: 'inherit',
  env: process.env,
})
const stop = async (code: number) => {
  vite.kill('SIGTERM')
  await Promise.allSettled(closers.map((c) => c()))
  process.exit(code)
}
vite.on('exit', (code) => void stop(code ?? 0))
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
