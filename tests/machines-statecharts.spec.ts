import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { journalFormat, journalFormatVersion } from '#machines/kit/journal.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import { machineModels } from '#machines/registry.ts'
import { e2ePorts } from '../playwright.config.ts'
import { favouritesPath, limitText, plantLists, stockVehicles } from './compare-support.ts'
import { checkA11y, expect, hydrated, openHelpAtFoot, test } from './fixtures.ts'

/**
 * /statecharts (issue 16): the machines drawn as SVG with arrows (laid out
 * on the server), stepped purely in the page, a visitor's journal replayed,
 * readable on a phone. Issue 32: Danish state names, technical transitions
 * behind a toggle, no text under 12 px, nothing floating over the diagrams,
 * and the visitor's "Kopiér min logbog" replayed here.
 */

/** A compare journal written by hand, as a visitor's browser stores it under journalKey('compare'). */
function compareJournal(events: unknown[]): string {
  return JSON.stringify({
    format: journalFormat,
    formatVersion: journalFormatVersion,
    machine: 'compare',
    version: 1,
    revision: events.length,
    entries: events.map((event, i) => ({ seq: i + 1, event })),
  })
}

const add = (n: number) => ({ type: 'compare.add', vehicle: { id: `bil-${n}`, label: `Bil ${n}` } })

const state = (page: Page, id: string) => page.locator(`.diagram__svg [data-state-id="${id}"]`)

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The diagram's texts drawn smaller than 12 px (font size times the drawing's scale), as "size px: text". */
async function smallTexts(page: Page): Promise<string[]> {
  return page.locator('.diagram__svg').evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width
    return [...svg.querySelectorAll('text')].flatMap((text) => {
      const px = parseFloat(getComputedStyle(text).fontSize) * scale
      return px < 12 ? [`${px.toFixed(1)} px: ${text.textContent ?? ''}`] : []
    })
  })
}

/** Fixed (floating) elements that lie over the diagram's frame, as their class names. */
async function floatingOverDiagram(page: Page): Promise<string[]> {
  return page.locator('.diagram__frame').evaluate((frame) => {
    const f = frame.getBoundingClientRect()
    return [...document.querySelectorAll('body *')].flatMap((el) => {
      const s = getComputedStyle(el)
      if (s.position !== 'fixed' || s.display === 'none' || s.visibility === 'hidden') return []
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) return []
      const overlaps = r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top
      return overlaps ? [el.className || el.tagName] : []
    })
  })
}

test.describe('/statecharts', () => {
  test('draws the machine with arrows and highlights the state the visitor steps to', async ({ page }) => {
    // axe reads every box and arrow of the drawing and its text version: give it time on shared cores.
    test.slow()
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/statecharts')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilstandsdiagrammer')
    await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex, nofollow')
    const picker = page.getByRole('navigation', { name: 'Vælg maskine' })
    for (const model of machineModels) await expect(picker.getByRole('link', { name: model.title, exact: true })).toHaveCount(1)
    await expect(picker.getByRole('link', { name: 'Sammenligning', exact: true })).toHaveAttribute('aria-current', 'page')

    // A real diagram: state boxes, and arrows (paths ending in an arrowhead marker) with Danish labels.
    const svg = page.locator('.diagram__svg')
    await expect(svg).toBeVisible()
    await expect(svg.locator('marker')).toHaveCount(1)
    await expect(svg.locator('.svg-state rect')).toHaveCount(9)
    // Hand-counted from the compare machine (24 transitions): 6 are its own pruning (technical, hidden), and the
    // rest share 12 labelled arrows (the same label into the same state is drawn once, e.g. "rydder listen" from 3 states).
    await expect(svg.locator('.svg-arrow path[marker-end]')).toHaveCount(12)
    // Danish state names on the boxes, not the code's.
    await expect(state(page, 'compare.selection.tooFew').locator('text')).toHaveText('for få')
    await expect(state(page, 'compare.selection.comparable').locator('text')).toHaveText('kan sammenlignes')
    const boxTexts = (await svg.locator('.svg-state > text').allTextContents()).join(' ')
    expect(boxTexts).not.toMatch(/tooFew|comparable|availability|checking/)
    const arrowTexts = (await svg.locator('.svg-arrow text').allTextContents()).join(' ')
    expect(arrowTexts).not.toMatch(/xstate|checkAvailability|done\(|error\(/)
    expect(arrowTexts).toContain('Tjekket: svar')
    const arrowTitles = await svg.locator('.svg-arrow > title').allTextContents()
    expect(arrowTitles).toContain('Den besøgende sætter flueben i "Sammenlign" ved et køretøj. hvis listen bliver fuld (6 biler)')
    expect(arrowTitles).toContain('Siden er indlæst: tjek om de valgte køretøjer stadig er til salg. hvis der er biler på listen')
    // Guards and actions in Danish, not code names.
    await expect(page.locator('.diagram__text')).not.toContainText('leavesTooFew')
    await expect(page.locator('.diagram__text')).not.toContainText('notifyPruned')
    await expect(page.locator('.diagram__text')).toContainText('Kan ikke tilføje køretøj. Vælg maksimalt 6 køretøjer at sammenligne.')

    const compare = page.locator('#maskine-compare')
    const current = compare.locator('.explorer__current')
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    await expect(state(page, 'compare.selection.empty')).toHaveAttribute('data-active', 'true')
    await compare.getByRole('button', { name: /Tilføj Bil 1 \(bil-1\) til sammenligningen/ }).click()
    await expect(current).toHaveText('for få (1 valgt: bil-1), intet tjek')
    await expect(state(page, 'compare.selection.tooFew')).toHaveAttribute('data-active', 'true')
    await expect(state(page, 'compare.selection.empty')).not.toHaveAttribute('data-active')
    await expect(compare.locator('.diagram__text [aria-current="true"]').filter({ hasText: /^for få/ })).toHaveCount(1)
    // Who acts is marked: the visitor's add, the site's availability check.
    await expect(compare.getByRole('button', { name: /^den besøgende\s*: Tilføj Bil 2/ })).toHaveCount(1)
    await compare.getByRole('button', { name: /^sitet\s*: Tjek om køretøjerne stadig er til salg/ }).click()
    await expect(state(page, 'compare.availability.checking')).toHaveAttribute('data-active', 'true')
    await compare.getByRole('button', { name: /Tjekket svarer: bil-1 er solgt/ }).click()
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    await expect(compare.getByRole('listitem').filter({ hasText: 'Tjekket svarer: bil-1 er solgt →' })).toHaveCount(1)
    // The machine's own bookkeeping (compare.prune) is never offered as a step.
    await expect(compare.getByRole('button', { name: /Fjern solgte køretøjer/ })).toHaveCount(0)

    await compare.getByRole('button', { name: 'Start forfra' }).click()
    await expect(current).toHaveText('tom (0 valgt), intet tjek')
    // Stepping is pure: no server function was called after the page loaded.
    expect(requests.filter((u) => u.includes('_serverFn'))).toEqual([])
    await page.locator('.diagram__text > summary').click()
    await checkA11y(page)
  })

  test('hides the restore-from-journal events of the chat from the visitor steps', async ({ page }) => {
    await page.goto('/statecharts?maskine=autochat')
    await hydrated(page)
    const chat = page.locator('#maskine-autochat')
    await expect(chat.locator('.explorer__events button').first()).toBeVisible()
    await expect(chat.getByRole('button', { name: /Genskab fra browseren/ })).toHaveCount(0)
    await chat.getByRole('button', { name: /^den besøgende\s*: Den besøgende åbner chatten/ }).click()
    await expect(state(page, 'autochat.loading')).toHaveAttribute('data-active', 'true')
  })

  test('replays a visitor’s journal and shows where they ended; a bad journal gets a Danish error', async ({ page }) => {
    test.slow()
    await page.goto('/statecharts?maskine=compare')
    await hydrated(page)
    const compare = page.locator('#maskine-compare')
    // The visitor copies the journal with "Kopiér min logbog", not with DevTools.
    await expect(compare).toContainText(`»Kopiér min logbog«`)
    await expect(compare).toContainText(`»${journalKey('compare')}«`)
    const journal = compare.getByLabel('Logbog fra browseren (JSON)')

    await journal.fill('{"format": "bilhuset-nord/machine-journal", "machine": ')
    await compare.getByRole('button', { name: 'Genafspil logbogen' }).click()
    await expect(compare.getByRole('alert')).toHaveText(
      'Teksten er ikke gyldig JSON. Kopiér hele værdien fra localStorage, med de krøllede parenteser i begge ender.',
    )
    await expect(journal).toHaveAttribute('aria-invalid', 'true')

    await journal.fill(compareJournal([add(1)]).replace('"machine":"compare"', '"machine":"wishlist"'))
    await compare.getByRole('button', { name: 'Genafspil logbogen' }).click()
    await expect(compare.getByRole('alert')).toHaveText('Logbogen er fra en maskine, sitet ikke kender: »wishlist«.')

    await journal.fill(compareJournal([add(1), add(2), add(3), { type: 'compare.remove', vehicleId: 'bil-2' }]))
    await compare.getByRole('button', { name: 'Genafspil logbogen' }).click()
    await expect(compare.getByRole('alert')).toHaveCount(0)
    await expect(compare.locator('.explorer__replay-result')).toHaveText('Den besøgende endte her: kan sammenlignes (2 valgt: bil-1, bil-3), intet tjek')
    await expect(compare.locator('.explorer__current')).toHaveText('kan sammenlignes (2 valgt: bil-1, bil-3), intet tjek')
    await expect(state(page, 'compare.selection.comparable')).toHaveAttribute('data-active', 'true')
    await expect(compare.locator('.explorer__history > li')).toHaveCount(4)
    await expect(compare.locator('.explorer__history > li').last()).toHaveText(
      'Fjern bil-2 fra sammenligningen → kan sammenlignes (2 valgt: bil-1, bil-3), intet tjek',
    )
    await checkA11y(page)
  })

  test('shows one machine at a time, picked from the list; an unknown machine is a 404', async ({ page }) => {
    await page.goto('/statecharts')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Vælg maskine' }).getByRole('link', { name: 'Favoritter', exact: true }).click()
    await expect(page).toHaveURL(/\?maskine=favourites$/)
    await expect(page.locator('#maskine-favourites-title')).toContainText('Favoritter')
    await expect(page.locator('#maskine-compare')).toHaveCount(0)
    await expect(state(page, 'favourites.list.empty')).toHaveAttribute('data-active', 'true')

    const response = await page.goto('/statecharts?maskine=findes-ikke')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-error-type]').first()).toHaveAttribute('data-error-type', 'page-not-found')
  })

  test('is not linked from the navigation and not in the sitemap', async ({ page, request }) => {
    await page.goto('/statecharts')
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: /tilstand/i })).toHaveCount(0)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/statecharts')
  })

  test('is the site’s normal 404 page when the STATECHARTS setting is off', async ({ request }) => {
    test.slow()
    // The production build on a port of its own, with the shared stack's mock API and content, and the page turned off.
    const port = e2ePorts.site + 60
    const site = spawn(process.execPath, [fileURLToPath(new URL('../.output/server/index.mjs', import.meta.url))], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        NITRO_HOST: '127.0.0.1',
        NITRO_PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        USE_MOCKS: 'true',
        MOCK_API_PORT: String(e2ePorts.productApi),
        CONTENT_SPACE_PORT: String(e2ePorts.contentSpace),
        STATECHARTS: 'off',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    try {
      await expect(async () => expect((await request.get(`http://127.0.0.1:${port}/robots.txt`)).ok()).toBe(true)).toPass({ timeout: 30_000 })
      const browserAgent = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' }
      for (const path of ['/statecharts', '/statecharts?maskine=favourites']) {
        const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: browserAgent })
        expect(response.status(), path).toBe(404)
        expect(await response.text()).toContain('data-error-type="page-not-found"')
      }
      // With the setting on (the shared stack, USE_MOCKS=true) the same page is served.
      expect((await request.get('/statecharts', { headers: browserAgent })).status()).toBe(200)
    } finally {
      site.kill('SIGTERM')
    }
  })

  test('fits a phone: no sideways scroll at 390 and 320 px, the diagram scrolls in its own frame @mobile', async ({ page }) => {
    test.slow()
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/statecharts?maskine=compare')
      await hydrated(page)
      // One machine at a time, details folded, keeps the page short (it was 10,000 px with all of them). The
      // machine picker wraps onto more lines with the 20 machines of 2026-11-27 (5,046 px at 390 px).
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5_500)
      await page.locator('.diagram__text > summary').click()
      await page
        .locator('#maskine-compare')
        .getByRole('button', { name: /Tilføj Bil 1 \(bil-1\)/ })
        .click()
      await expect(state(page, 'compare.selection.tooFew')).toHaveAttribute('data-active', 'true')
      expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
      const frame = page.locator('.diagram__frame')
      // The drawing keeps its size and scrolls inside its frame, which a keyboard can reach.
      expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      await expect(frame).toHaveAttribute('tabindex', '0')
    }
    // Never shrunk to fit (issue 32): the text stays at 12 px or more, the frame scrolls instead.
    expect(await smallTexts(page)).toEqual([])
    await checkA11y(page)
  })

  test('every machine is legible at 1280 px: no text under 12 px, nothing floating over the diagram, no code names', async ({ page }) => {
    // One page, every machine (18) picked in turn and measured: more than the default 30 s on a busy 2-core machine.
    test.slow()
    // A compare list in the browser: on a visitor's page its bar floats at the foot of the screen, not here.
    await plantLists(page, await stockVehicles(2, 5), [])
    await page.goto('/statecharts')
    await hydrated(page)
    const picker = page.getByRole('navigation', { name: 'Vælg maskine' })
    for (const model of machineModels) {
      // Picked in the page (client-side), as a product owner does: one page load for all machines.
      await picker.getByRole('link', { name: model.title, exact: true }).click()
      await expect(page.locator(`#maskine-${model.id} .diagram__svg`)).toBeVisible()
      expect(await smallTexts(page), model.id).toEqual([])
      // The whole height of the diagram is on the page (only a machine wider than the page scrolls sideways).
      expect(await page.locator('.diagram__frame').evaluate((el) => el.scrollHeight <= el.clientHeight + 1), model.id).toBe(true)
      await page.locator('.diagram__frame').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100))
      expect(await floatingOverDiagram(page), model.id).toEqual([])
      const texts = (await page.locator('.diagram__svg text').allTextContents()).join(' ')
      expect(texts, model.id).not.toMatch(/xstate\.|\bdone\(|\berror\(/)
    }
    await expect(page.locator('.help-launcher')).toHaveCount(0)
    await expect(page.locator('.compare-bar')).toHaveCount(0)
  })

  test('hides the machine’s own bookkeeping behind "Vis tekniske overgange"', async ({ page }) => {
    await page.goto('/statecharts?maskine=compare')
    await hydrated(page)
    const svg = page.locator('.diagram__svg')
    const toggle = page.getByRole('checkbox', { name: /Vis tekniske overgange/ })
    await expect(toggle).not.toBeChecked()
    await expect(svg.locator('.svg-arrow[data-technical]')).toHaveCount(0)
    await expect(svg).not.toContainText('Intern:')
    await page.locator('.diagram__text > summary').click()
    await expect(page.locator('.diagram__text')).not.toContainText('Intern: fjerner køretøjer')
    await toggle.check()
    // The pruning the machine asks itself for: 6 transitions on 3 arrows (into "tom", "for få", "kan sammenlignes").
    await expect(svg.locator('.svg-arrow[data-technical]')).toHaveCount(3)
    await expect(svg.locator('.svg-arrow path[marker-end]')).toHaveCount(15)
    await expect(page.locator('.diagram__text')).toContainText('Intern: fjerner køretøjer')
    await toggle.uncheck()
    await expect(svg.locator('.svg-arrow[data-technical]')).toHaveCount(0)
  })

  test('"Kopiér min logbog" on a visitor’s page copies the journals, with the refused 7th tick, and /statecharts replays them', async ({ page, context }) => {
    test.slow()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const vehicles = await stockVehicles(7, 5)
    await plantLists(page, vehicles.slice(0, 6), vehicles)
    await page.goto(favouritesPath)
    await hydrated(page)
    const seventh = vehicles[6]
    if (!seventh) throw new Error('no 7th vehicle')
    await page.getByRole('checkbox', { name: `Sammenlign ${seventh.title}` }).click()
    await expect(page.getByRole('alert').filter({ hasText: limitText })).toHaveText(limitText)

    // At the foot of the page "Hjælp" has room of its own (it steps aside while a price is under it).
    await openHelpAtFoot(page)
    await page.getByRole('button', { name: 'Kopiér min logbog' }).click()
    await expect(page.getByText('Din logbog er kopieret. Sæt den ind i en mail til kundeservice, så kan vi se, hvad der skete på siden.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toMatchObject({ format: 'bilhuset-nord/machine-journals', formatVersion: 1 })

    await page.goto('/statecharts?maskine=compare')
    await hydrated(page)
    const compare = page.locator('#maskine-compare')
    await compare.getByLabel('Logbog fra browseren (JSON)').fill(copied)
    await compare.getByRole('button', { name: 'Genafspil logbogen' }).click()
    const steps = compare.locator('.explorer__history > li')
    await expect(steps).toHaveCount(7)
    const six = vehicles
      .slice(0, 6)
      .map((v) => v.id)
      .join(', ')
    await expect(steps.last()).toHaveText(`Tilføj ${seventh.title} (${seventh.id}) til sammenligningen → fuld (6 valgt: ${six}), intet tjek`)
    await expect(state(page, 'compare.selection.full')).toHaveAttribute('data-active', 'true')
  })
})
