/**
 * The client's address for per-visitor limits (leads, trade-in valuations).
 *
 * Each proxy in front of the site appends the address it received the
 * connection from to X-Forwarded-For; whatever the client sent itself comes
 * first and cannot be trusted. With `trustedHops` proxies (TRUSTED_PROXY_HOPS)
 * the client is the entry the outermost trusted proxy appended: the
 * `trustedHops`-th from the right. With 0 (the default: nothing in front)
 * X-Forwarded-For is ignored and the socket's address is the client's. A
 * header with fewer entries than trusted hops did not come through all the
 * proxies, so the socket's address is used then too.
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | null | undefined, trustedHops: number): string {
  const socket = socketAddress?.trim() || 'unknown'
  if (trustedHops <= 0 || !forwardedFor) return socket
  const entries = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (entries.length < trustedHops) return socket
  return entries[entries.length - trustedHops] ?? socket
}
