import { machineModels } from '#machines/registry.ts'
import { checkA11y, expect, test } from './fixtures.ts'

test.describe('/statecharts', () => {
  test('shows every machine and steps through one without side effects', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/statecharts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilstandsdiagrammer')
    for (const model of machineModels) await expect(page.locator(`#maskine-${model.id}-title`)).toContainText(model.title)
    await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex, nofollow')

    const compare = page.locator('#maskine-compare')
    const current = compare.locator('.explorer__current')
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    await compare.getByRole('button', { name: 'Tilføj Bil 1 (bil-1) til sammenligningen' }).click()
    await expect(current).toHaveText('for få (1 valgt: bil-1), intet tjek')
    await expect(compare.locator('[aria-current="true"]').filter({ hasText: /^tooFew/ })).toHaveCount(1)
    await compare.getByRole('button', { name: 'Tjek om køretøjerne stadig er til salg' }).click()
    await compare.getByRole('button', { name: 'Tjekket svarer: bil-1 er solgt' }).click()
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    await expect(compare.getByRole('listitem').filter({ hasText: 'Tjekket svarer: bil-1 er solgt →' })).toHaveCount(1)

    await compare.getByRole('button', { name: 'Start forfra' }).click()
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    // Stepping is pure: no server function was called.
    expect(requests.filter((u) => u.includes('_serverFn'))).toEqual([])
    await checkA11y(page)
  })

  test('is not linked from the navigation and not in the sitemap', async ({ page, request }) => {
    await page.goto('/statecharts')
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: /tilstand/i })).toHaveCount(0)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/statecharts')
  })
})
