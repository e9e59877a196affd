import { test, expect, checkA11y } from './fixtures.ts'

test.describe('employees on a location page', () => {
  test('shows contact persons and filters the employees by department', async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-greve')
    const contacts = page.getByRole('region', { name: 'Kontaktpersoner' })
    expect(await contacts.locator('.employee-card').count()).toBeGreaterThan(0)
    await expect(
      contacts
        .locator('.employee-card')
        .first()
        .getByRole('link', { name: /^Ring til / }),
    ).toHaveAttribute('href', /^tel:\+45\d{8}$/)

    const employees = page.getByRole('region', { name: 'Medarbejdere' })
    const cards = employees.locator('.employee-card')
    await expect(employees.getByRole('status')).toHaveText('15 medarbejdere')
    await expect(cards).toHaveCount(15)

    const department = employees.getByLabel('Afdeling')
    await expect(department.locator('option', { hasText: 'Værksted (3)' })).toHaveCount(1)
    await department.selectOption('workshop')
    await expect(page).toHaveURL(/\/lokationer\/bilhuset-nord-greve\?afdeling=workshop$/)
    await expect(cards).toHaveCount(3)
    for (const meta of await cards.locator('.employee-card__meta').allTextContents()) expect(meta).toBe('Værksted')
    await expect(employees.getByRole('status')).toHaveText('3 medarbejdere')
    await checkA11y(page)

    await department.selectOption('')
    await expect(page).toHaveURL(/\/lokationer\/bilhuset-nord-greve$/)
    await expect(cards).toHaveCount(15)
  })

  test('a department without employees shows "Ingen kontaktpersoner fundet"', async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-hjoerring?afdeling=vans')
    const employees = page.getByRole('region', { name: 'Medarbejdere' })
    await expect(employees.getByTestId('employees-empty')).toHaveText('Ingen kontaktpersoner fundet')
    await expect(employees.locator('.employee-card')).toHaveCount(0)
    await checkA11y(page)
  })

  test('an invalid department is dropped', async ({ page }) => {
    await page.goto('/lokationer/bilhuset-nord-greve?afdeling=direktion')
    await expect(page).toHaveURL(/\/lokationer\/bilhuset-nord-greve$/)
    await expect(page.getByRole('region', { name: 'Medarbejdere' }).locator('.employee-card')).toHaveCount(15)
  })

  test('the department filter works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/lokationer/bilhuset-nord-glostrup')
    const employees = page.getByRole('region', { name: 'Medarbejdere' })
    await employees.getByLabel('Afdeling').selectOption('vans')
    await employees.getByRole('button', { name: 'Vis medarbejdere' }).click()
    await expect(page).toHaveURL(/\/lokationer\/bilhuset-nord-glostrup\?afdeling=vans#medarbejdere$/)
    await expect(employees.locator('.employee-card')).toHaveCount(2)
    await context.close()
  })
})
