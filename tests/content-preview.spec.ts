/**
 * Preview: draft content for editors. The visual editor opens pages with its
 * signed `_storyblok_tk` parameters; the local content space also accepts
 * `?preview=<preview token>`. Without either, drafts do not exist.
 */
import { createHash } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { fixedNow } from './clock.ts'

const previewToken = process.env.STORYBLOK_PREVIEW_TOKEN ?? 'local-preview-token'
const draft = '/events/aabent-hus-nye-elbiler-2027'
/** The editor's signature is valid for an hour from its timestamp, by the server's clock (fixed at tests/clock.ts's instant). */
const editorTimestamp = String(Math.floor(Date.parse(fixedNow) / 1000))

test('a draft is not found without preview', async ({ page }) => {
  const response = await page.goto(draft)
  expect(response?.status()).toBe(404)
})

test('a wrong preview token does not open drafts', async ({ page }) => {
  const response = await page.goto(`${draft}?preview=local-public-token`)
  expect(response?.status()).toBe(404)
})

test('?preview=<token> shows the draft, marked as preview and not indexable', async ({ page }) => {
  const response = await page.goto(`${draft}?preview=${previewToken}`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Åbent hus: Prøv årets nye elbiler')
  await expect(page.getByText('Forhåndsvisning: du ser kladden')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Every block carries the visual editor's attributes.
  await expect(page.locator('[data-blok-uid]').first()).toBeAttached()
})

test('the visual editor’s signed parameters open the draft and load the Storyblok bridge', async ({ page }) => {
  const spaceId = '287451'
  const timestamp = editorTimestamp
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex')
  const params = new URLSearchParams({
    _storyblok: '0',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  })
  const response = await page.goto(`/minilease?${params.toString()}`)
  expect(response?.status()).toBe(200)
  // The editor frames the page from app.storyblok.com, and its bridge adds styles of its own (ADR 0016).
  const headers = response?.headers() ?? {}
  expect(headers['x-frame-options']).toBeUndefined()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com/)
  expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/)
  await expect(page.getByText('Forhåndsvisning: du ser kladden')).toBeVisible()
  await expect(page.locator('[data-blok-c]').first()).toBeAttached()
  await expect.poll(() => page.evaluate(() => typeof (window as { storyblokRegisterEvent?: unknown }).storyblokRegisterEvent)).toBe('function')
})

test('forged editor parameters give the published page, without preview', async ({ page }) => {
  const params = new URLSearchParams({
    _storyblok: '0',
    '_storyblok_tk[space_id]': '287451',
    '_storyblok_tk[timestamp]': editorTimestamp,
    '_storyblok_tk[token]': 'f'.repeat(40),
  })
  await page.goto(`/minilease?${params.toString()}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Forhåndsvisning: du ser kladden')).toHaveCount(0)
  await expect(page.locator('[data-blok-uid]')).toHaveCount(0)
})
