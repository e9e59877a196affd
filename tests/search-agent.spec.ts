/**
 * Search agents and price-drop notices (issue 35), end to end: the form on
 * /lager and a vehicle page, the real mails the mock backend sends through
 * SMTP (read at /__qa/mails), the pages behind their links, and the bad
 * input the issue lists. The server and mock run at the suite's fixed
 * instant (tests/clock.ts); a frequency's next run is asked for at an
 * instant with /__control/search-agents/run, so nothing waits on a timer.
 *
 * The tests that add a car and change a price change the shared mock's
 * stock: they are tagged @stock-availability and run after every other
 * test (playwright.config.ts), and put the stock back afterwards.
 */
import type { Page } from '@playwright/test'
import { checkA11y, expect, hydrated, openBeforeScripts, productApiUrl, test } from './fixtures.ts'
import { fixBrowserClock, suiteInstant } from './clock.ts'
import { createTokenSigner } from '#mocks/product-api/search-agents/tokens.ts'
import { favouritesPath, plantLists, stockVehicles } from './compare-support.ts'

interface Mail {
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  links: string[]
}

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
  await fixBrowserClock(page)
})

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`

async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`${productApiUrl}/__qa/mails?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { items: Mail[] }).items
}

/** The n-th mail to the address, once it has arrived. */
async function mail(page: Page, email: string, count: number): Promise<Mail> {
  await expect.poll(async () => (await mailsTo(page, email)).length).toBe(count)
  return (await mailsTo(page, email))[count - 1] as Mail
}

/** The link of the mail's text that leads to `path` (site-relative, so the test's own origin opens it). */
function linkTo(message: Mail, path: string): string {
  const found = message.text.split(/\s/).find((word) => word.includes(`${path}?token=`))
  if (!found) throw new Error(`no ${path} link in: ${message.text}`)
  const url = new URL(found)
  return `${url.pathname}${url.search}`
}

/** The link with one character of its token's claims changed (the signature no longer fits). */
function tampered(link: string): string {
  return link.replace(/token=(.{6})(.)/, (_, head: string, c: string) => `token=${head}${c === 'A' ? 'B' : 'A'}`)
}

/**
 * A management link that expired: signed as the mock signs (its default secret, SEARCH_AGENT_LINK_SECRET
 * unset in the test stack) with an expiry just before the suite's instant, as a link mailed a day ago is.
 */
function expiredManagementLink(email: string): string {
  const token = createTokenSigner('local-search-agent-link-secret').sign('manage', email, Date.parse(suiteInstant) - 1)
  return `/soegeagent/mine?token=${encodeURIComponent(token)}`
}

async function createAgent(page: Page, path: string, button: string, email: string, frequency?: string) {
  await page.goto(path)
  await page.getByRole('button', { name: button }).click()
  const panel = page.locator('.search-agent')
  await expect(panel).toHaveAttribute('data-state', 'editing')
  await expect(panel.getByLabel('Din e-mailadresse')).toBeFocused()
  await panel.getByLabel('Din e-mailadresse').fill(email)
  if (frequency) await panel.getByRole('radio', { name: frequency }).check()
  await panel.getByRole('button', { name: 'Gem', exact: true }).click()
  return panel
}

test.describe('search agents: double opt-in, links and bad input', () => {
  // The 21st agent on an address is answered 422 (its field errors), which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 422/] })
  test('a search agent from /lager: confirmation mail, what was saved, replayed and tampered links, unsubscribe and management', async ({ page, context }) => {
    const email = uniqueEmail('agent')
    const panel = await createAgent(page, '/lager?type=used&brand=renault', 'Gem søgning og få besked om nye biler', email, 'Ugentligt (samlet mandag kl. 7)')
    await expect(panel.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible()
    await expect(panel).toContainText(`Vi har sendt et link til ${email}`)
    await checkA11y(page, { include: '.search-agent' })

    // Only the confirmation was sent, with its one-click unsubscribe (RFC 8058).
    const confirmation = await mail(page, email, 1)
    expect(confirmation.subject).toBe('Bekræft din søgeagent hos Bilhuset Nord')
    expect(confirmation.text).toContain('Du har bedt om besked om nye biler i søgningen "Brugte biler, Renault" (ugentligt).')
    expect(confirmation.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/soegeagent\/afmeld\?token=[^>]+>$/)
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(confirmation.html).not.toMatch(/<img/)

    // The link opened in another tab: that page says what was saved, and the form's tab says it is saved.
    const confirm = linkTo(confirmation, '/soegeagent/bekraeft')
    const tab = await context.newPage()
    await tab.goto(confirm)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Tak, din besked er bekræftet')
    await expect(tab.getByText('Du får besked om nye biler i søgningen „Brugte biler, Renault“ – ugentligt.')).toBeVisible()
    await checkA11y(tab)
    await expect(panel.getByRole('heading', { name: 'Din besked er gemt' })).toBeVisible()

    // Replayed: already confirmed, nothing stored twice. Tampered: invalid.
    await tab.reload()
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Din besked er allerede bekræftet')
    await tab.goto(tampered(confirm))
    await expect(tab.getByRole('alert')).toHaveText(/^Linket er ugyldigt/)
    const stored = (await (await page.request.get(`${productApiUrl}/__qa/search-agents`)).json()) as { items: { email: string; status: string }[] }
    expect(stored.items.filter((a) => a.email === email).map((a) => a.status)).toEqual(['active'])

    // The management link: asked for by address, lists and deletes.
    await tab.goto('/soegeagent')
    await tab.getByLabel('Din e-mailadresse').fill(email)
    await tab.getByRole('button', { name: 'Send mig et link' }).click()
    await expect(tab.getByRole('status').filter({ hasText: 'Vi har sendt en e-mail' })).toBeVisible()
    const management = await mail(page, email, 2)
    await tab.goto(linkTo(management, '/soegeagent/mine'))
    await expect(tab.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Søgeagent: Brugte biler, Renault'])
    await checkA11y(tab)
    await tab.getByRole('button', { name: 'Slet Brugte biler, Renault' }).click()
    await expect(tab.getByText('Du har ingen søgeagenter eller prisalarmer på denne adresse.')).toBeVisible()

    // An expired management link: its own message, and a new link offered on the page.
    await tab.goto(expiredManagementLink(email))
    await expect(tab.getByRole('alert')).toHaveText('Linket er udløbet (det virker i 24 timer). Få et nyt link herunder.')
    await expect(tab.getByRole('button', { name: 'Send mig et link' })).toBeVisible()
    // A tampered unsubscribe link changes nothing.
    await tab.goto(tampered(linkTo(confirmation, '/soegeagent/afmeld')))
    await tab.getByRole('button', { name: 'Afmeld' }).click()
    await expect(tab.getByRole('alert')).toHaveText(/^Linket er ugyldigt/)
  })

  test('a price alert from a favourite, saved offline: the outbox keeps it and sends it once the network is back', async ({ page, context }) => {
    const [car] = await stockVehicles(1, 3)
    if (!car) throw new Error('no stock vehicle on page 3')
    await plantLists(page, [], [car])
    const email = uniqueEmail('favourite-offline')
    await page.goto(favouritesPath)
    const card = page.getByRole('article').filter({ hasText: car.title })
    await card.getByRole('button', { name: 'Giv mig besked, hvis prisen falder' }).click()
    const panel = page.locator('.search-agent')
    await expect(panel).toHaveAttribute('data-state', 'editing')
    await expect(panel.getByRole('heading', { name: 'Få besked, hvis prisen falder' })).toBeVisible()
    await panel.getByLabel('Din e-mailadresse').fill(email)
    await page.waitForLoadState('networkidle')

    // On a train without network: the request waits in the browser's outbox, and the visitor is told.
    await context.setOffline(true)
    await panel.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect(panel).toHaveAttribute('data-state', 'submitting')
    await expect(panel.getByRole('status')).toHaveText('Du er offline. Vi gemmer din besked, så snart der er forbindelse igen.')
    expect(await mailsTo(page, email)).toEqual([])

    // Back online, the outbox sends it: one confirmation mail, for this car.
    await context.setOffline(false)
    await expect(panel.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible({ timeout: 15_000 })
    const confirmation = await mail(page, email, 1)
    expect(confirmation.subject).toBe('Bekræft din prisalarm hos Bilhuset Nord')
    expect(confirmation.text).toContain(`Du har bedt om besked, hvis prisen falder på ${car.title}.`)
    const stored = (await (await page.request.get(`${productApiUrl}/__qa/search-agents`)).json()) as { items: { email: string; status: string }[] }
    expect(stored.items.filter((a) => a.email === email).map((a) => a.status)).toEqual(['pending'])
  })

  test('"Send mig et link": an address typed before the page’s scripts have loaded is the one sent', async ({ page }) => {
    // A slow line: the scripts are held until the visitor has typed, as the long test above met by chance (the
    // address typed, then gone when the script took over, and the page answered "Skriv din e-mailadresse.").
    const email = uniqueEmail('typed-early')
    const release = await openBeforeScripts(page, '/soegeagent')
    await page.getByLabel('Din e-mailadresse').fill(email)
    // Pressed now, the form would go to the server natively and come back empty, sending nothing (a clean-clone
    // run's flaky test): the button waits for the page's scripts.
    await expect(page.getByRole('button', { name: 'Send mig et link' })).toBeDisabled()
    release()
    await hydrated(page)
    await expect(page.getByLabel('Din e-mailadresse')).toHaveValue(email)
    await page.getByRole('button', { name: 'Send mig et link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Vi har sendt en e-mail' })).toBeVisible()
    await expect(page.getByLabel('Din e-mailadresse')).toHaveValue(email)
    // The mail went to the typed address (it has no agents, and the mail says so).
    expect((await mail(page, email, 1)).text).toContain('der er ingen på denne adresse')
  })

  test('one-click unsubscribe: the mail client’s POST (RFC 8058) and the page’s button', async ({ page }) => {
    const email = uniqueEmail('afmeld')
    await createAgent(page, '/lager?fuel=electric', 'Gem søgning og få besked om nye biler', email, 'Straks, når der kommer en ny bil')
    const confirmation = await mail(page, email, 1)
    const unsubscribe = linkTo(confirmation, '/soegeagent/afmeld')
    // The mail client's one-click request: a form POST of List-Unsubscribe=One-Click to the header's URL.
    const oneClick = await page.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(oneClick.status()).toBe(200)
    const left = (await (await page.request.get(`${productApiUrl}/__qa/search-agents`)).json()) as { items: { email: string }[] }
    expect(left.items.filter((a) => a.email === email)).toEqual([])
    // The link in the mail: a page with one button (a link scanner unsubscribes nothing); pressed again, the agent is gone.
    await page.goto(unsubscribe)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afmeld besked')
    await checkA11y(page)
    await page.getByRole('button', { name: 'Afmeld' }).click()
    await expect(page.getByRole('alert')).toHaveText('Beskeden findes ikke længere. Den er afmeldt eller slettet.')
  })

  test('bad input: an invalid address, a search without filters, the 21st agent on an address', async ({ page }) => {
    // An invalid address: the message at the field, focus on the error summary, nothing sent.
    const email = uniqueEmail('mange')
    await page.goto('/lager?brand=dacia')
    await page.getByRole('button', { name: 'Gem søgning og få besked om nye biler' }).click()
    const panel = page.locator('.search-agent')
    await panel.getByLabel('Din e-mailadresse').fill('sofie@eksempel')
    await panel.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect(panel.getByRole('alert')).toContainText('Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.')
    await expect(panel.getByLabel('Din e-mailadresse')).toHaveAttribute('aria-invalid', 'true')
    await checkA11y(page, { include: '.search-agent' })

    // No filters at all: refused in the browser, and by the site and the backend when posted anyway.
    await page.goto('/lager')
    await page.getByRole('button', { name: 'Gem søgning og få besked om nye biler' }).click()
    await page.locator('.search-agent').getByLabel('Din e-mailadresse').fill(email)
    await page.locator('.search-agent').getByRole('button', { name: 'Gem', exact: true }).click()
    await expect(page.locator('.search-agent').getByRole('alert')).toContainText(
      'Vælg mindst ét filter (fx mærke, brændstof eller pris), før du gemmer søgningen.',
    )
    expect(await mailsTo(page, email)).toEqual([])

    // Twenty agents on one address (through the backend, as the site would make them), then the 21st in the browser.
    for (let i = 0; i < 20; i++) {
      const created = await page.request.post(`${productApiUrl}/api/v1/search-agents`, {
        headers: { 'idempotency-key': `e2e-limit-${Date.now()}-${i}` },
        data: { kind: 'search', email, frequency: 'weekly', search: { priceMax: 100_000 + i * 1_000 }, label: `Højst ${i}`, searchPath: '/lager' },
      })
      expect(created.status()).toBe(201)
    }
    await createAgent(page, '/lager?brand=renault&fuel=electric', 'Gem søgning og få besked om nye biler', email)
    await expect(page.locator('.search-agent').getByRole('alert')).toContainText('Der er allerede 20 søgeagenter og prisalarmer på denne e-mailadresse')
    const stored = (await (await page.request.get(`${productApiUrl}/__qa/search-agents`)).json()) as { items: { email: string }[] }
    expect(stored.items.filter((a) => a.email === email)).toHaveLength(20)
  })
})

test.describe('search agents: new cars and price drops @stock-availability', () => {
  test.afterEach(async ({ request }) => {
    await request.post(`${productApiUrl}/__control/vehicles/restore`)
  })

  test('a matching car added to stock arrives in the daily digest at 07.00; a price drop on a watched car arrives at once', async ({ page, context }) => {
    const email = uniqueEmail('nye')
    const template = (
      (await (await page.request.get(`${productApiUrl}/api/v1/stock/vehicles?brand=dacia&condition=used&pageSize=1`)).json()) as {
        items: { id: string; title: string }[]
      }
    ).items[0] as { id: string; title: string }
    await createAgent(page, '/lager?type=used&brand=dacia', 'Gem søgning og få besked om nye biler', email, 'Dagligt (samlet kl. 7)')
    const confirmPage = await context.newPage()
    await confirmPage.goto(linkTo(await mail(page, email, 1), '/soegeagent/bekraeft'))
    await expect(confirmPage.getByRole('heading', { level: 1 })).toHaveText('Tak, din besked er bekræftet')

    const added = (await (await page.request.post(`${productApiUrl}/__control/vehicles`, { data: { like: template.id } })).json()) as { id: string }
    // Daily: nothing before the next 07.00 (Wednesday 25 November), the digest then.
    const run = async (at: string) =>
      (await (await page.request.post(`${productApiUrl}/__control/search-agents/run`, { data: { at } })).json()) as { digests: number }
    expect((await run('2026-11-24T23:00:00+01:00')).digests).toBe(0)
    expect(await mailsTo(page, email)).toHaveLength(1)
    expect((await run('2026-11-25T07:00:00+01:00')).digests).toBeGreaterThanOrEqual(1)
    const alert = await mail(page, email, 2)
    expect(alert.subject).toBe(`Ny bil i din søgning: ${template.title}`)
    expect(alert.links).toContain(
      `http://127.0.0.1:${new URL(page.url()).port}/lager/${added.id}?utm_source=soegeagent&utm_medium=email&utm_campaign=nye-biler`,
    )
    expect(alert.html).toMatch(new RegExp(`<img [^>]*src="[^"]*/media/vehicles/${added.id.split('-')[0]}/front-34\\.svg"`))
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // A price alert on the vehicle page; confirmed; the price lowered through /__control. The visitor
    // goes back to the first tab: in a tab behind another the browser does not run the animation
    // timeline, so a button's 150 ms colour transition would never end and axe would wait for it.
    await page.bringToFront()
    const watcher = uniqueEmail('pris')
    await createAgent(page, `/lager/${template.id}`, 'Giv mig besked, hvis prisen falder', watcher)
    await expect(page.locator('.search-agent').getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible()
    await checkA11y(page, { include: '.search-agent' })
    await confirmPage.goto(linkTo(await mail(page, watcher, 1), '/soegeagent/bekraeft'))
    await expect(confirmPage.getByText(`Du får besked, hvis prisen falder på: ${template.title}.`)).toBeVisible()
    const vehicle = (await (await page.request.get(`${productApiUrl}/api/v1/stock/vehicles/${template.id}`)).json()) as { prices: { total_price: number }[] }
    const price = vehicle.prices[0]?.total_price ?? 0
    await page.request.post(`${productApiUrl}/__control/vehicles/price`, { data: { id: template.id, price: price - 5_000 } })
    const drop = await mail(page, watcher, 2)
    expect(drop.subject).toBe(`Prisen er sat ned: ${template.title}`)
    const kr = (n: number) => `${n.toLocaleString('da-DK')} kr.`
    // A price reduction's "før"-price is the lowest of the 30 days before it (the car's price until now, unchanged
    // in the data set's history), as on the vehicle page; the price last told is said apart.
    expect(drop.text).toContain(`Nu ${kr(price - 5_000)} (før ${kr(price)}, den laveste pris i de 30 dage før nedsættelsen)`)
    expect(drop.text).toContain(`Da vi sidst skrev til dig om bilen, kostede den ${kr(price)}.`)
    expect(drop.links.some((l) => l.includes(`/lager/${template.id}?utm_source=soegeagent&utm_medium=email&utm_campaign=prisfald`))).toBe(true)
  })
})
