/**
 * Nitro runtime plugin (registered in vite.config.ts), run before the HTTP
 * server is made (issue 31):
 *
 * - validates the runtime settings, so a production start with a bad value
 *   (a missing or weak secret, a proxy without TRUSTED_PROXY_HOPS) stops
 *   with the variable named before anything prints "Listening on" (the
 *   server entry, src/server.ts, is loaded on the first request);
 * - once the server is made (srvx registers its own 5 s graceful close on
 *   SIGTERM then), leaves SIGTERM to the site's drain
 *   (src/server/graceful-shutdown.ts): SHUTDOWN_DRAIN_MS governs.
 */
import { definePlugin } from 'nitro'
import { parseRuntimeConfig } from '#app.config.server'
import { parseCacheSettings } from './cache-settings.server.ts'
import { takeOverSigterm } from './graceful-shutdown.ts'

export default definePlugin(() => {
  try {
    const config = parseRuntimeConfig(process.env)
    parseCacheSettings(process.env, config.useMocks)
  } catch (error) {
    // ConfigError (or the cache settings' error): "Ugyldig konfiguration:" with each variable named.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  setImmediate(() => takeOverSigterm())
})
