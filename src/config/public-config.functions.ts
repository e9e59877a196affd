import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { toPublicConfig, type PublicRuntimeConfig } from '#app.config.server'
import { getRuntimeConfig } from './runtime-config.server.ts'

const readPublicConfig = (): PublicRuntimeConfig => toPublicConfig(getRuntimeConfig())

/** The browser-safe part of the runtime configuration, as a server function (the browser's way to it). */
const getPublicConfig = createServerFn({ method: 'GET' }).handler(readPublicConfig)

/**
 * The root route's loader reads it: on the server directly (server rendering needs no server function's
 * middleware and call per request; issue 34), in the browser through the server function.
 */
export const loadPublicConfig = createIsomorphicFn()
  .server(async (): Promise<PublicRuntimeConfig> => readPublicConfig())
  .client(() => getPublicConfig())
