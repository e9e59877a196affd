/**
 * What the visitor sees (issue 29): the pages that sell, at 390 px (project visual-phone) and
 * 1280 px (visual-desktop), each loaded once for two checks:
 *
 * 1. a full-page screenshot compared with the committed baseline (tests/visual/pages.spec.ts-snapshots/),
 *    at the suite's fixed instant and data set, with one set of fonts (tests/visual/fonts.conf), animations
 *    off, the caret hidden and the maps masked;
 * 2. the layout invariant (tests/visual/layout-invariant.ts), checked while scrolling from the top to the
 *    bottom: nothing floating covers a price, an ÅOP, a credit example, a primary action or a form field;
 *    no text overflows or is clipped; targets are at least 24 × 24 px, primary actions on a phone 44 px high.
 *
 * A failure of 1 leaves the expected, actual and diff images in test-results/; a failure of 2 lists
 * each breach as "page @width: kind: element "text" (detail)". A visual change is accepted by updating
 * the baselines in the same commit (README.md, "Skærmbilleder").
 */
import type { Locator, Page } from '@playwright/test'
import { fixBrowserClock } from '../clock.ts'
import { comparePath, favouritesPath, plantLists, stockVehicles, type StockVehicle } from '../compare-support.ts'
import { expect, hydrated, productApiUrl, test } from '../fixtures.ts'
import { formatBreaches, scanLayout } from './layout-invariant.ts'

interface VisualPage {
  name: string
  /** The address, or how to find it in the mock product API's seeded data. */
  path: () => Promise<string>
  status?: number
  /** Only at this width (the phone's filter panel; the statecharts are a desktop tool). */
  only?: 'phone' | 'desktop'
  /** What the visitor does before the page is looked at. */
  act?: (page: Page) => Promise<void>
  /** The visitor has not answered the cookie question (the consent banner). */
  unansweredConsent?: boolean
  /** Covers the invariant does not check: the consent banner before its answer. */
  ignoreCovers?: string
  /** A tool page without the floating "Hjælp" and the compare bar (/statecharts, issue 32). */
  toolPage?: boolean
}

async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(`${productApiUrl}${path}`)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return (await res.json()) as T
}

/** The first stock vehicle for a query, in the mock's seeded order. */
async function firstVehicle(query: string): Promise<string> {
  const body = await apiJson<{ items: { id: string }[] }>(`/api/v1/stock/vehicles?pageSize=1&${query}`)
  const id = body.items[0]?.id
  if (!id) throw new Error(`no stock vehicle for ${query}`)
  return id
}

async function firstLeaseOffer(): Promise<string> {
  const body = await apiJson<{ items: { id: string }[] }>('/api/v1/lease/vehicles?leaseType=private_lease&pageSize=1')
  const id = body.items[0]?.id
  if (!id) throw new Error('no lease offers')
  return id
}

const fixed = (path: string) => () => Promise.resolve(path)
/** The lease calculator's and the test-drive form's vehicle (as tests/leasing.spec.ts and tests/forms-test-drive.spec.ts). */
const glc = '104233-1-mercedes-benz-glc-300e-4matic'

async function openSpinner(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se bilen hele vejen rundt (360°)' }).click()
  const spinner = page.getByRole('region', { name: /^360°-visning af / })
  await expect(spinner.getByRole('img', { name: / set fra 0 grader$/ })).toBeVisible()
  await expect(spinner.locator('img').first()).toHaveJSProperty('complete', true)
}

const pages: VisualPage[] = [
  { name: 'forside', path: fixed('/') },
  { name: 'lager', path: fixed('/lager') },
  { name: 'lager-filtreret', path: fixed('/lager?type=used&brand=mercedes-benz&body=suv') },
  { name: 'lager-leasingpriser', path: fixed('/lager?acquisition=private_lease') },
  { name: 'lager-finansieringspriser', path: fixed('/lager?acquisition=private_finance') },
  {
    name: 'lager-filtre-aabne',
    path: fixed('/lager'),
    only: 'phone',
    act: async (page) => {
      await page.getByRole('button', { name: /^Vis filtre/ }).click()
      await expect(page.getByRole('heading', { name: 'Filtrér biler', level: 2 })).toBeFocused()
    },
  },
  // A new car: the gallery with the 360° spinner open and its price blocks.
  { name: 'bil-ny', path: async () => `/lager/${await firstVehicle('condition=new')}`, act: openSpinner },
  // A used car financed: the price block with the credit example (ÅOP, debitorrente, …) open.
  {
    name: 'bil-brugt-finansiering',
    path: async () => `/lager/${await firstVehicle('condition=used&acquisitionType=private_finance')}?acquisition=private_finance`,
  },
  { name: 'bil-varevogn', path: async () => `/lager/${await firstVehicle('type=van')}` },
  { name: 'leaseberegner', path: fixed(`/lager/${glc}/leaseberegner?acquisition=private_lease`) },
  { name: 'leasing', path: fixed('/nye-biler/leasing-og-finansiering') },
  { name: 'leasingtilbud', path: async () => `/leasing/${await firstLeaseOffer()}` },
  { name: 'minilease', path: fixed('/minilease') },
  { name: 'sammenlign', path: fixed(comparePath) },
  { name: 'favoritter', path: fixed(favouritesPath) },
  { name: 'model', path: fixed('/mercedes-benz/modeller/glc') },
  { name: 'lokation', path: fixed('/lokationer/bilhuset-nord-greve') },
  {
    name: 'proevetur-fejl',
    path: fixed(`/lager/${glc}/book-proventur`),
    act: async (page) => {
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', 'editing')
      await page.getByRole('button', { name: 'Book prøvetur' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Formularen er ikke udfyldt færdig.' })).toBeVisible()
    },
  },
  {
    name: 'chat-svar',
    path: fixed('/minilease'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Hjælp' }).click()
      await page.getByRole('button', { name: 'Chat med os' }).click()
      const panel = page.getByRole('dialog', { name: 'Chat med Bilhuset Nord' })
      await expect(panel.getByRole('log', { name: 'Samtale' })).toContainText('velkommen til Bilhuset Nord', { timeout: 10_000 })
      await panel.getByLabel('Din besked').fill('Har I elbiler under 300.000 kr.?')
      await panel.getByRole('button', { name: 'Send', exact: true }).click()
      const answer = panel.locator('li.chat-message--assistant').filter({ hasText: 'under 300.000 kr. på lager lige nu' })
      await expect(answer).toBeVisible({ timeout: 10_000 })
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0)
    },
  },
  {
    name: 'samtykke',
    path: fixed('/'),
    unansweredConsent: true,
    ignoreCovers: '.consent-banner',
    act: async (page) => {
      await expect(page.getByRole('button', { name: 'Afvis alle' })).toBeVisible()
    },
  },
  { name: 'ikke-fundet', path: fixed('/denne/side/findes/ikke'), status: 404 },
  { name: 'statecharts', path: fixed('/statecharts'), only: 'desktop', toolPage: true },
]

/**
 * The fonts are ready and every eager picture has loaded; the lazy ones the scan scrolled past have
 * loaded too, those it did not are beside a carousel's window, clipped, and stay unloaded each run.
 */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete || img.loading === 'lazy'),
    undefined,
    { timeout: 10_000 },
  )
}

async function setLauncherHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    const launcher = document.querySelector<HTMLElement>('.help-launcher')
    if (hide) launcher?.style.setProperty('visibility', 'hidden', 'important')
    else launcher?.style.removeProperty('visibility')
  }, hidden)
}

/** What changes between runs of its own accord: the maps (their canvas draws tiles as they come). */
const masks = (page: Page): Locator[] => [page.locator('canvas'), page.locator('.maplibregl-map')]

test.describe('what the visitor sees @visual', () => {
  let compare: StockVehicle[] = []
  let favourites: StockVehicle[] = []
  test.beforeAll(async () => {
    // Other vehicles than the ones the compare and favourites specs use (their pages 1-6).
    const vehicles = await stockVehicles(6, 8)
    compare = vehicles.slice(0, 3)
    favourites = vehicles.slice(3, 6)
  })

  for (const visual of pages) {
    test.describe(() => {
      if (visual.unansweredConsent) test.use({ consentAnswer: null })

      test(visual.name, async ({ page }, testInfo) => {
        const width = page.viewportSize()?.width ?? 0
        const device = width < 600 ? 'phone' : 'desktop'
        test.skip(visual.only !== undefined && visual.only !== device, `${visual.name} is looked at on a ${visual.only ?? ''} only`)
        test.setTimeout(60_000)
        await fixBrowserClock(page)
        await plantLists(page, compare, favourites)
        const path = await visual.path()
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(visual.status ?? 200)
        await hydrated(page)
        // "Chat med os" joins the help launcher a second after the page is ready (spec 9): wait for it, as a visitor sees the page.
        if (visual.toolPage) await expect(page.locator('.help-launcher, .compare-bar')).toHaveCount(0)
        else await expect(page.locator('.help-launcher__chat')).toBeAttached({ timeout: 5_000 })
        await visual.act?.(page)

        const breaches = await scanLayout(page, { ignoreCovers: visual.ignoreCovers })
        await picturesLoaded(page)
        // A fixed element sits in a full-page image where the first screen put it, and the help launcher's
        // step-aside (src/ui/floating-step-aside.ts) re-measures on the resize the capture causes, so it was in
        // one run's image and not the next's. Its covers are the layout invariant's to check (above, while
        // scrolling); its look is the element screenshot below. (Hidden through the CSSOM: an injected
        // stylesheet would break the site's Content-Security-Policy.)
        await setLauncherHidden(page, true)
        await expect.soft(page).toHaveScreenshot(`${visual.name}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: masks(page),
          maxDiffPixelRatio: 0.01,
          timeout: 30_000,
        })
        await setLauncherHidden(page, false)
        if (visual.name === 'forside') {
          // The launcher over the dark footer, where issue 29 found the chat button nearly invisible.
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
          const launcher = page.locator('.help-launcher')
          await expect(launcher).toHaveAttribute('data-aside', 'false')
          await expect.soft(launcher).toHaveScreenshot('hjaelp-over-sidefod.png', { animations: 'disabled', caret: 'hide' })
        }
        const where = `${path} @${width}px (${testInfo.project.name})`
        expect(formatBreaches(where, breaches), `the layout invariant on ${where}`).toEqual([])
      })
    })
  }
})
