import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { clientAddress } from './client-address.ts'

/** The address of the visitor of the current request (server functions), through TRUSTED_PROXY_HOPS proxies. */
export function requestClientAddress(): string {
  return clientAddress(getRequestHeader('x-forwarded-for'), getRequestIP(), getRuntimeConfig().trustedProxyHops)
}
