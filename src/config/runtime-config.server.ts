import { mockModeWarning } from '#app.config'
import { ConfigError, fixedNowWarning, parseRuntimeConfig, type RuntimeConfig } from '#app.config.server'
import { fixedClock, setSiteClock } from '../clock/clock.ts'

let cached: RuntimeConfig | undefined

/**
 * The validated runtime configuration (server only). The first call validates
 * process.env; the server entry calls it at start-up so a bad value stops the
 * server with a message naming the variable.
 */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(process.env)
  return cached
}

/**
 * Validates the configuration at start-up; exits the process with the variable
 * named on failure. With FIXED_NOW, fixes the site clock (src/clock/clock.ts).
 */
export function loadRuntimeConfigOrExit(): RuntimeConfig {
  try {
    const config = getRuntimeConfig()
    if (config.useMocks) console.warn(mockModeWarning)
    if (config.fixedNow) {
      setSiteClock(fixedClock(config.fixedNow))
      console.warn(fixedNowWarning(config.fixedNow))
    }
    return config
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
