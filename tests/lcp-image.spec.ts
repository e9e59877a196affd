import { test, expect, productApiUrl } from './fixtures.ts'
import { budgetPaths } from '../scripts/js-budget.ts'

/**
 * The largest paint of the pages that sell is an image the HTML names at once
 * (issue 21, ADR 0021): the document's head preloads it at high priority, and
 * the image itself is fetched at high priority, eagerly, and only that one.
 * Read from the HTML as sent, before any script runs.
 */
const pages = [
  { name: 'home (the hero that opens the page)', route: 'home', image: 'img.hero__image' },
  { name: '/lager (the first vehicle card)', route: 'stock', image: '.vehicle-card img' },
  { name: 'the vehicle page (the gallery’s first photo)', route: 'vehicle', image: '.gallery__item img' },
] as const

for (const { name, route, image } of pages) {
  test(`the LCP image of ${name} is preloaded from the head at high priority`, async ({ page }) => {
    const paths = await budgetPaths(`${productApiUrl}/api/v1`)
    const answer = await page.goto(paths[route])
    expect(answer?.status()).toBe(200)
    const html = (await answer?.text()) ?? ''
    const head = html.slice(0, html.indexOf('</head>'))
    const img = page.locator(image).first()
    const src = await img.getAttribute('src')
    expect(src, 'the image has a src').toBeTruthy()
    // The preload link in <head> of the HTML as sent names the same image, at high priority.
    const preloads = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0])
    const preload = preloads.find((link) => link.includes(`href="${src ?? ''}"`))
    expect(preload, `a preload of ${src ?? ''} in <head>`).toBeTruthy()
    expect(preload?.toLowerCase()).toContain('fetchpriority="high"')

    // In the page: that image is eager, high priority, and the only high-priority image.
    await expect(img).toHaveAttribute('fetchpriority', 'high')
    await expect(img).toHaveAttribute('loading', 'eager')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  })
}
