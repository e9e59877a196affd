/**
 * What `npm start`, `npm run serve` and `npm run dev` share: read the runtime
 * configuration (a bad value stops with a message naming the variable), and
 * start the embedded services it asks for — the mock product API when
 * USE_MOCKS=true, the local content space when no Storyblok URL is set.
 *
 * Run with Node 24 (npm scripts put node_modules/.bin/node first on PATH).
 */
import { mockModeWarning } from '#app.config'
import { ConfigError, parseRuntimeConfig, type RuntimeConfig } from '#app.config.server'
import { clockFor } from '#src/clock/clock.ts'

/** The runtime configuration from the environment, or exit 1 with the configuration error. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  try {
    return parseRuntimeConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Starts the embedded services the configuration asks for; returns how to close them. */
export async function startEmbeddedServices(config: RuntimeConfig, options: { announce: boolean }): Promise<(() => Promise<void>)[]> {
  const closers: (() => Promise<void>)[] = []
  if (config.useMocks) {
    console.warn(mockModeWarning)
    const { startMockProductApi } = await import('#mocks/product-api/server.ts')
    const { mailSettingsOrExit } = await import('#mocks/product-api/search-agents/mail-settings.ts')
    const api = await startMockProductApi({
      port: config.mockApi.port,
      vehicleCount: config.mockApi.vehicleCount,
      dataDir: config.mockApi.dataDir,
      // The same "now" as the site (FIXED_NOW), so their dates agree.
      clock: clockFor(config.fixedNow),
      // The search agents' mails link to the site.
      siteUrl: config.siteUrl,
      mail: mailSettingsOrExit(process.env, config.mockApi.port),
    })
    closers.push(api.close)
    if (options.announce) console.log(`Mock produkt-API: ${api.url}`)
    if (options.announce && api.smtpPort !== null) console.log(`SMTP-opsamler (søgeagenternes mails, ${api.url}/__qa/mails): 127.0.0.1:${api.smtpPort}`)
  }
  if (config.content.isLocalSpace) {
    const { startContentSpace } = await import('#mocks/content-space/server.ts')
    const space = await startContentSpace({ port: config.content.localSpacePort })
    closers.push(space.close)
    if (options.announce) console.log(`Lokalt indholdsrum (Storyblok-kompatibelt): ${space.url}`)
  }
  return closers
}
