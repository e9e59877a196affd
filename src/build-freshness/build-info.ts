/**
 * The build this code belongs to: an id and the build time, fixed by
 * vite.config.ts (`define`) in the server and the browser bundle alike, so the
 * browser can ask the server whether a newer build is running.
 */
import type { BuildInfo } from '#machines/build-freshness/build-freshness-machine.ts'

declare const __BUILD_INFO__: BuildInfo | undefined

/** Outside a build (unit tests, dev without the define) a fixed "development" build. */
export const buildInfo: BuildInfo = typeof __BUILD_INFO__ === 'undefined' ? { id: 'udvikling', builtAt: 0 } : __BUILD_INFO__

/** Reads the endpoint's answer leniently: anything else is not a build. */
export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== 'object') return null
  const { id, builtAt } = value as Record<string, unknown>
  return typeof id === 'string' && id.length > 0 && typeof builtAt === 'number' && Number.isFinite(builtAt) ? { id, builtAt } : null
}

/** The endpoint the browser asks (routes/api/build.ts). */
export const buildInfoPath = '/api/build'
