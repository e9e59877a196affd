/**
 * Link integrity (issue 13): every page in the sitemap, plus the pages the
 * header and footer link to, is fetched; every internal link on them (an <a
 * href> to this origin) must answer 200 directly or after exactly one
 * redirect. Plain HTTP requests (page.request, the browser's user agent so the
 * site answers with HTML), at most four at a time, each address once.
 *
 * Then every header and footer link is clicked in the browser, on a desktop
 * and in the phone's menu: each opens its page in-app (no document load), at
 * the expected address, without an error page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, siteOrigin, test } from './fixtures.ts'
import { anchorHrefs, checkLink, decodeEntities, internalTarget, mapWithLimit, pathAndQuery, waitForRouterIdle, type LinkCheck } from './link-support.ts'

const concurrency = 4

/**
 * Links known to be broken, each with the open issue that fixes it. They are
 * counted apart instead of failing the check, and the check fails once every
 * link an entry covers works, so the entry goes when its issue lands.
 */
const knownBroken: readonly { pattern: RegExp; issue: string }[] = [
  // None: the lease calculator links ("Beregn din ydelse", issue 14) answer 200 since leasing landed.
]

test('every internal link on the sitemap’s pages and the header and footer answers 200 after at most one redirect', async ({ page }) => {
  test.setTimeout(300_000)
  const request = page.request

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const sitemapPaths = [...(await sitemap.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(decodeEntities(m[1] ?? ''))
    return `${url.pathname}${url.search}`
  })
  expect(sitemapPaths.length).toBeGreaterThan(100)

  // The header, top bar and footer as rendered on the home page.
  await page.goto('/')
  const shellHrefs = await page
    .locator('header a[href], .top-bar a[href], footer a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const shellPaths = shellHrefs.map((href) => internalTarget(href, siteOrigin, siteOrigin)).filter((p): p is string => p !== null)
  expect(shellPaths.length).toBeGreaterThan(15)

  const checked = new Map<string, Promise<LinkCheck>>()
  const check = (path: string, keepHtml = false) => {
    let result = checked.get(path)
    if (!result) {
      result = checkLink(request, path, siteOrigin, keepHtml)
      checked.set(path, result)
    }
    return result
  }

  // 1. Crawl: sitemap pages must answer 200 as they are; the shell's links may redirect once, then the target is crawled.
  const failures: string[] = []
  const pages = new Map<string, string>()
  await mapWithLimit([...new Set(sitemapPaths)], concurrency, async (path) => {
    const result = await check(path, true)
    if (result.status !== 200 || result.html === undefined)
      failures.push(`${path} (in the sitemap) answered ${result.status}${result.location ? ` → ${result.location}` : ''}`)
    else pages.set(path, result.html)
  })
  await mapWithLimit([...new Set(shellPaths)], concurrency, async (path) => {
    const first = await check(path)
    const target = first.location ?? path
    if (pages.has(target)) return
    const result = await checkLink(request, target, siteOrigin, true)
    if (result.html !== undefined) pages.set(target, result.html)
  })

  // 2. Every internal link on the crawled pages (the shell's own links among them).
  const foundOn = new Map<string, string>()
  for (const [pagePath, html] of pages) {
    for (const href of anchorHrefs(html)) {
      const target = internalTarget(href, new URL(pagePath, siteOrigin).href, siteOrigin)
      if (target !== null && !foundOn.has(target)) foundOn.set(target, pagePath)
    }
  }
  for (const path of shellPaths) if (!foundOn.has(path)) foundOn.set(path, 'header/footer')

  const redirected: string[] = []
  const known = knownBroken.map((entry) => ({ ...entry, links: 0, broken: 0 }))
  await mapWithLimit([...foundOn.keys()], concurrency, async (path) => {
    const result = await check(path)
    const where = `${path} (linked from ${foundOn.get(path) ?? '?'})`
    let problem: string | null = null
    if (result.status >= 300 && result.status < 400) {
      redirected.push(`${path} → ${result.location ?? '?'}`)
      if (result.finalStatus !== 200) problem = `${where} → ${result.status} ${result.location ?? '(no Location)'} → ${result.finalStatus ?? 'off-site'}`
    } else if (result.status !== 200) {
      problem = `${where} answered ${result.status}`
    }
    const entry = known.find((k) => k.pattern.test(path))
    if (entry) entry.links++
    if (problem === null) return
    if (entry) entry.broken++
    else failures.push(problem)
  })
  for (const entry of known) {
    if (entry.links > 0 && entry.broken === 0) failures.push(`every link matching ${entry.pattern} works now: remove its knownBroken entry (${entry.issue})`)
  }

  const knownText = known.filter((k) => k.broken > 0).map((k) => `${k.broken} known broken (${k.issue})`)
  console.log(
    `Link integrity: ${pages.size} pages crawled (${new Set(sitemapPaths).size} in the sitemap), ` +
      `${foundOn.size} distinct internal links checked, ${redirected.length} of them through one redirect, ` +
      `${failures.length} broken${knownText.length > 0 ? `, ${knownText.join(', ')}` : ''}.` +
      redirected
        .sort()
        .slice(0, 20)
        .map((r) => `\n  redirected: ${r}`)
        .join(''),
  )
  expect(failures).toEqual([])
})

// ---------------------------------------------------------------------------
// Header and footer, clicked in the browser
// ---------------------------------------------------------------------------

/**
 * The shell's links and where they lead, checked by hand against the content
 * tree and spec 2.3: "Brugte biler" and "Om os" go to the pages the old
 * addresses /brugte-biler/ and /om-os/ redirect to.
 */
const headerLinks: readonly [label: string, path: string][] = [
  ['Nye biler', '/nye-biler'],
  ['Brugte biler', '/lager?type=used'],
  ['Varevogne', '/varevogne'],
  ['Lager', '/lager'],
  ['Leasing', '/nye-biler/leasing-og-finansiering'],
  ['Service', '/service'],
  ['Lokationer', '/lokationer'],
  ['Om os', '/om-os/om-bilhuset-nord'],
]
const footerLinks: readonly [column: string, label: string, path: string][] = [
  ['Biler', 'Nye biler', '/nye-biler'],
  ['Biler', 'Brugte biler', '/lager?type=used'],
  ['Biler', 'Varevogne', '/varevogne'],
  ['Biler', 'Lager', '/lager'],
  ['Biler', 'Minilease', '/minilease'],
  ['Service og værksted', 'Service', '/service'],
  ['Service og værksted', 'Serviceaftaler', '/service/serviceaftaler'],
  ['Service og værksted', 'Lejebiler', '/service/lejebiler'],
  ['Service og værksted', 'Tilbehør', '/tilbehor'],
  ['Service og værksted', 'Lokationer', '/lokationer'],
  ['Bilhuset Nord', 'Om os', '/om-os/om-bilhuset-nord'],
  ['Bilhuset Nord', 'Udforsk', '/udforsk'],
  ['Bilhuset Nord', 'Events', '/events'],
  ['Bilhuset Nord', 'Kontakt', '/directcontact'],
  // Issue 17: the legal pages, beside the company details; issue 30: terms of sale and accessibility statement.
  ['Vilkår og politikker', 'Privatlivspolitik', '/privatlivspolitik'],
  ['Vilkår og politikker', 'Cookiepolitik', '/cookiepolitik'],
  ['Vilkår og politikker', 'Handelsbetingelser', '/handelsbetingelser'],
  ['Vilkår og politikker', 'Tilgængelighedserklæring', '/tilgaengelighedserklaering'],
]

declare global {
  interface Window {
    /** Set on the first page; gone after a document load. */
    __sameDocument?: boolean
  }
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await waitForRouterIdle(page)
  await page.evaluate(() => {
    window.__sameDocument = true
  })
}

/** The page at `path` was reached in-app and shows no error page. */
async function expectInAppPage(page: Page, label: string, path: string): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { message: label }).toBe(path)
  await waitForRouterIdle(page)
  await expect(page.locator('[data-error-type]'), `${label}: error page at ${path}`).toHaveCount(0)
  await expect(page.locator('main h1').first(), `${label}: heading at ${path}`).toBeVisible()
  expect(await page.evaluate(() => window.__sameDocument), `${label}: ${path} was a document load, not in-app`).toBe(true)
}

async function expectShellLinks(page: Page): Promise<void> {
  const mainNav = page.getByRole('navigation', { name: 'Hovedmenu' })
  // Folded away in the phone's menu, so not by role: every link in the list.
  expect(await mainNav.locator('ul a').allTextContents()).toEqual(headerLinks.map(([label]) => label))
  const footer = page.getByRole('contentinfo')
  const footerLabels = await footer
    .getByRole('navigation')
    .filter({ hasNot: page.getByRole('heading', { name: 'Følg os' }) })
    .getByRole('link')
    .allTextContents()
  expect(footerLabels).toEqual(footerLinks.map(([, label]) => label))
  // The group's social profiles leave the site (not clicked here; the analytics contract test clicks one).
  const social = footer.getByRole('navigation', { name: 'Følg os' }).getByRole('link')
  expect(await social.allTextContents()).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube'])
  for (const href of await social.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^https:\/\/www\./)
}

async function clickFooterLinks(page: Page): Promise<void> {
  for (const [column, label, path] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('navigation', { name: column }).getByRole('link', { name: label, exact: true }).click()
    await expectInAppPage(page, `footer ${column} › ${label}`, path)
  }
}

test('every header and footer link opens its page in-app on a desktop, without an error page', async ({ page }) => {
  test.setTimeout(90_000)
  await openHome(page)
  await expectShellLinks(page)
  const mainNav = page.getByRole('navigation', { name: 'Hovedmenu' })
  for (const [label, path] of headerLinks) {
    await mainNav.getByRole('link', { name: label, exact: true }).click()
    await expectInAppPage(page, `header › ${label}`, path)
  }
  await page.getByRole('link', { name: 'Åbningstider' }).click()
  await expectInAppPage(page, 'top bar › Åbningstider', '/lokationer')
  await clickFooterLinks(page)
  await page.getByRole('link', { name: 'Bilhuset Nord – til forsiden' }).click()
  await expect.poll(() => pathAndQuery(page)).toBe('/')
  await waitForRouterIdle(page)
  await expect(page.locator('[data-error-type]')).toHaveCount(0)
})

test('@mobile every link in the phone’s menu and footer opens its page in-app, without an error page', async ({ page }) => {
  test.setTimeout(90_000)
  await openHome(page)
  await expectShellLinks(page)
  const mainNav = page.getByRole('navigation', { name: 'Hovedmenu' })
  for (const [label, path] of headerLinks) {
    await mainNav.getByRole('button', { name: 'Åbn menu' }).click()
    await mainNav.getByRole('link', { name: label, exact: true }).click()
    await expectInAppPage(page, `menu › ${label}`, path)
    // Navigating closes the menu.
    await expect(mainNav.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute('aria-expanded', 'false')
  }
  await clickFooterLinks(page)
})

// Issue 30: the brochure PDF linked to https://a.storyblok.com/f/…, which nothing serves when the site runs on its
// local content space. Every asset address in the space's stories (pictures, files, links to files) must answer 200
// from the site (public/content/), and none may point at Storyblok's asset host, which the local space does not serve.
test('every asset the local content space names is served by the local space', async ({ page }) => {
  const storiesDir = fileURLToPath(new URL('../content-space/stories/', import.meta.url))
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
  const assets = new Map<string, string>()
  const collect = (node: unknown, file: string): void => {
    if (typeof node === 'string') {
      if (/^\/content\//.test(node) || /^https?:\/\/a(-[a-z]+)?\.storyblok\.com\//.test(node)) assets.set(node, file)
    } else if (Array.isArray(node)) for (const item of node) collect(item, file)
    else if (typeof node === 'object' && node !== null) for (const value of Object.values(node)) collect(value, file)
  }
  for (const file of files(storiesDir)) collect(JSON.parse(readFileSync(file, 'utf8')), file.slice(storiesDir.length))
  expect(assets.size).toBeGreaterThan(10)
  expect([...assets.keys()]).toContain('/content/brochures/nye-biler-brochure-2026.pdf')

  const failures: string[] = []
  await mapWithLimit([...assets], concurrency, async ([address, file]) => {
    if (!address.startsWith('/content/')) {
      failures.push(`${address} (in ${file}): not in the local space`)
      return
    }
    const response = await page.request.get(address, { maxRedirects: 0 })
    if (response.status() !== 200) failures.push(`${address} (in ${file}) answered ${response.status()}`)
    else if (address.endsWith('.pdf') && !(await response.body()).subarray(0, 5).equals(Buffer.from('%PDF-')))
      failures.push(`${address} (in ${file}) is no PDF`)
  })
  expect(failures).toEqual([])
})
