import { createServerFn } from '@tanstack/react-start'
import { toPublicConfig, type PublicRuntimeConfig } from '#app.config.server'
import { getRuntimeConfig } from './runtime-config.server.ts'

/** The browser-safe part of the runtime configuration, loaded by the root route. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler((): PublicRuntimeConfig => toPublicConfig(getRuntimeConfig()))
