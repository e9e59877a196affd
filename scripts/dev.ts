/**
 * Development server: starts the embedded mock product API and local content
 * space (as `npm run serve` does), then Vite's dev server with hot reload.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ConfigError, mockModeWarning, parseRuntimeConfig } from '../app.config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
let config
try {
  config = parseRuntimeConfig(process.env)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const closers: (() => Promise<void>)[] = []
if (config.useMocks) {
  console.warn(mockModeWarning)
  const { startMockProductApi } = await import('../mocks/product-api/server.ts')
  const api = await startMockProductApi({
    port: config.mockApi.port,
    vehicleCount: config.mockApi.vehicleCount,
    dataDir: config.mockApi.dataDir,
  })
  closers.push(api.close)
}
if (config.content.isLocalSpace) {
  const { startContentSpace } = await import('../mocks/content-space/server.ts')
  const space = await startContentSpace({ port: config.content.localSpacePort })
  closers.push(space.close)
}

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
