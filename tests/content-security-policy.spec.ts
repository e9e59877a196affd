/**
 * The pages' Content-Security-Policy (ADR 0016): a page shared caches keep (stock, content) carries
 * the hashes of its inline scripts and no nonce, so the page cache and Varnish store page and policy
 * together; a page no cache keeps has a nonce of its own per answer. Every other spec checks that
 * the site breaks neither policy (the `cspGuard` fixture); these check that the policy holds.
 */
import { createHash } from 'node:crypto'
import { expect, hydrated, test } from './fixtures.ts'

const sharedPages = ['/lager', '/nye-biler/leasing-og-finansiering']

/** The inline scripts browsers run, and their hashes as CSP sources (worked out here, not by the site's code). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return [...hashes]
}

function scriptSources(csp: string): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
}

for (const path of sharedPages) {
  test(`${path} is shared by caches: its policy lists the hashes of exactly its inline scripts, and it carries no nonce`, async ({ request }) => {
    const first = await request.get(path)
    expect(first.headers()['cache-control']).toMatch(/public.*s-maxage/)
    const html = await first.text()
    const csp = first.headers()['content-security-policy'] ?? ''
    expect(csp).not.toContain("'nonce-")
    expect(html).not.toMatch(/\snonce=|csp-nonce/)
    // No external script in the document itself: the module entry is loaded by one of the hashed scripts.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(scriptSources(csp)).toEqual(["'self'", ...inlineScriptHashes(html), "'strict-dynamic'"])
  })
}

test('a shared page runs its scripts under the hashed policy: it hydrates, and a client-side navigation loads its route', async ({ page }) => {
  await page.goto('/lager')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true))
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Lokationer' }).click()
  await expect(page).toHaveURL(/\/lokationer$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The same document: the route's chunk came in by a dynamic import the policy allowed.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('a page no cache keeps (/directcontact) has a nonce of its own on every answer', async ({ request }) => {
  const nonces: string[] = []
  for (let i = 0; i < 2; i++) {
    const answer = await request.get('/directcontact')
    expect(answer.headers()['cache-control']).toContain('no-store')
    const nonce = /'nonce-([\w-]+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    expect(nonce).toMatch(/^[\w-]{22}$/)
    expect(await answer.text()).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test.describe('an injection', () => {
  // The browser reports the blocked script on the console; this test makes it on purpose and reads it.
  test.use({ allowedConsoleErrors: [/Executing inline script violates the following Content Security Policy directive/] })

  test('markup injected into a shared page cannot run a script: the browser blocks what the policy does not list', async ({ page }) => {
    const blocked: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text())
    })
    await page.goto('/lager')
    await hydrated(page)
    // Markup written into the document, as an injection would land: the parser inserts the script, so only a
    // nonce or hash the policy lists could let it run, and a shared page's policy has no nonce to guess.
    await page.evaluate(() => document.write('<p>Injektion</p><script>window.__injected = 1</script>'))
    await expect.poll(() => blocked.length).toBe(1)
    expect(blocked[0]).toContain("directive 'script-src 'self' 'sha256-")
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
  })
})
