/**
 * Issue 17, item 1 in the browser: the pictures the pages show are each
 * vehicle's own (its body, its make's front, its paint), the model cards show
 * each model, and staff are neutral initials portraits. The drawings' shapes
 * are checked against hand-built looks by the mock's unit tests
 * (mocks/product-api/media/vehicle-drawing.test.ts); here: what reaches the
 * visitor.
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, productApiUrl, test } from './fixtures.ts'

interface ApiVehicle {
  id: string
  title: string
  brand: { slug: string }
  bodyStyle: string
  exteriorColour: { name: string; hex: string }
}

async function svgOf(page: Page, src: string | null): Promise<string> {
  expect(src, 'the picture has a source').toBeTruthy()
  const response = await page.request.get(new URL(src ?? '', page.url()).href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  return response.text()
}

/** The first gallery picture on a vehicle's page: its drawing and its text alternative. */
async function galleryPicture(page: Page, vehicle: ApiVehicle): Promise<{ svg: string; alt: string }> {
  await page.goto(`/lager/${vehicle.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(vehicle.title)
  const img = page.locator('.gallery__item img').first()
  return { svg: await svgOf(page, await img.getAttribute('src')), alt: (await img.getAttribute('alt')) ?? '' }
}

/** The painted faces are the paint lit from different sides: some fill lies within a shade of it. */
function paintedIn(svg: string, hex: string): boolean {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
  const paint = rgb(hex.toLowerCase())
  return [...svg.toLowerCase().matchAll(/fill="(#[0-9a-f]{6})"/g)].some((m) => rgb(m[1] ?? '').every((c, i) => Math.abs(c - (paint[i] ?? 0)) <= 24))
}

// Desktop, and a copy for the phone project (@mobile).
for (const tag of ['', ' @mobile']) {
  test(`a vehicle page shows the vehicle in its own paint, and two makes of the same body differ${tag}`, async ({ page }) => {
    const response = await page.request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=48`)
    const { items } = (await response.json()) as { items: ApiVehicle[] }
    // Two hatchbacks (or the first body style that has two makes) of different makes and different paint.
    const pair = (() => {
      for (const a of items)
        for (const b of items)
          if (a.bodyStyle === b.bodyStyle && a.brand.slug !== b.brand.slug && a.exteriorColour.hex !== b.exteriorColour.hex) return [a, b] as const
      return null
    })()
    expect(pair, 'the stock has two makes of one body style').not.toBeNull()
    const [a, b] = pair ?? []
    if (!a || !b) return
    const pictureA = await galleryPicture(page, a)
    const pictureB = await galleryPicture(page, b)
    for (const [picture, vehicle] of [
      [pictureA, a],
      [pictureB, b],
    ] as const) {
      expect(picture.alt.toLowerCase()).toContain(vehicle.exteriorColour.name.toLowerCase())
      expect(paintedIn(picture.svg, vehicle.exteriorColour.hex), `${vehicle.title} drawn in ${vehicle.exteriorColour.hex}`).toBe(true)
    }
    // Not one drawing for every car.
    expect(pictureA.svg).not.toBe(pictureB.svg)
  })

  test(`the model cards of a make show each model, not one car for all${tag}`, async ({ page }) => {
    await page.goto('/mercedes-benz/modeller')
    await hydrated(page)
    const sources = await page.locator('.model-card__image').evaluateAll((images) => images.map((img) => img.getAttribute('src')))
    expect(sources.length).toBeGreaterThan(10)
    const pictures = new Set<string>()
    for (const src of sources) pictures.add(await svgOf(page, src))
    expect(pictures.size, 'every model card its own picture').toBe(sources.length)
  })

  test(`staff are shown as neutral initials portraits${tag}`, async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-greve')
    const card = page.locator('.employee-card').first()
    const name = (await card.locator('.employee-card__name').textContent())?.trim() ?? ''
    expect(name).toMatch(/\S+ \S+/)
    const parts = name.split(/\s+/)
    const initials = `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}`.toUpperCase()
    const photo = card.locator('img.employee-card__photo')
    if ((await photo.count()) === 0) {
      // No picture at all: the card's own initials tile.
      await expect(card.locator('.employee-card__initials')).toHaveText(initials)
      return
    }
    const svg = await svgOf(page, await photo.getAttribute('src'))
    expect(svg).toContain(`>${initials}<`)
    // A tile with letters, no drawn face (head, hair, shoulders).
    expect(svg).not.toMatch(/<ellipse|<circle[^>]*r="(6\d|7\d)"/)
  })
}
