import { test, expect } from './fixtures.ts'

const samples: [from: string, to: string][] = [
  ['/brugte-biler/', '/lager?type=used'],
  ['/nye-biler/mercedes-benz/amg/', '/mercedes-benz/modeller/amg'],
  ['/nye-biler/mercedes-benz/maybach/', '/mercedes-benz/modeller?group=maybach'],
  ['/vaerksted/services/lejebiler/', '/service/lejebiler'],
  ['/om-os/', '/om-os/om-bilhuset-nord'],
  ['/mercedes-benz/modeller/cla-coupe', '/mercedes-benz/modeller/cla-eq'],
]

for (const [from, to] of samples) {
  test(`legacy address ${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(to)
  })
}

test('a browser following a legacy link lands on the new page in one hop', async ({ page }) => {
  const hops: number[] = []
  page.on('response', (r) => {
    if (r.request().isNavigationRequest()) hops.push(r.status())
  })
  await page.goto('/om-os/udforsk/2023/')
  await expect(page).toHaveURL(/\/udforsk$/)
  expect(hops[0]).toBe(301)
  expect(hops.filter((s) => s >= 300 && s < 400)).toHaveLength(1)
})
