/**
 * POST /soegeagent/afmeld?token=…: the unsubscribe link's POST (server only).
 *
 * - A mail client's one-click unsubscribe (RFC 8058: the `List-Unsubscribe-Post:
 *   List-Unsubscribe=One-Click` header makes it POST `List-Unsubscribe=One-Click`
 *   to the List-Unsubscribe URL): answered with a short text, 200 when done or
 *   already done (nothing is left to unsubscribe), 400 for an altered link, 503
 *   when the backend cannot be reached (the client may try again).
 * - The page's own "Afmeld" button (a plain form, works without JavaScript):
 *   303 to the page with the outcome to show.
 */
import { agentTokenSchema, type UnsubscribeResult } from '../../product-api/contract/search-agents.ts'
import { isProductApiError } from '../../product-api/errors.ts'
import { productApi } from '../../server/product-api.server.ts'

export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  const body = await request.text().catch(() => '')
  const oneClick = new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click'
  let result: UnsubscribeResult | { outcome: 'unavailable' }
  if (!agentTokenSchema.safeParse(token).success) result = { outcome: 'invalid' }
  else {
    try {
      result = await productApi().unsubscribeSearchAgent(token)
    } catch (error) {
      console.warn(`[søgeagent] afmelding: ${isProductApiError(error) ? error.kind : String(error)}`)
      result = { outcome: 'unavailable' }
    }
  }
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  if (oneClick) {
    const status = result.outcome === 'unavailable' ? 503 : result.outcome === 'invalid' ? 400 : 200
    const text = status === 200 ? 'Du er afmeldt.' : status === 400 ? 'Linket er ugyldigt.' : 'Prøv igen om lidt.'
    return new Response(text, { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  }
  const next = new URLSearchParams({ resultat: result.outcome })
  if (result.outcome === 'unsubscribed') next.set('beskrivelse', result.agent.label.slice(0, 200))
  return new Response(null, { status: 303, headers: { ...headers, location: `/soegeagent/afmeld?${next.toString()}` } })
}
