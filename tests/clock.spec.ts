/**
 * What the site shows depends on the date and the time of day in Denmark.
 * These tests (@clock) run with the suite at its instant, and again at each
 * instant of the "Faste tidspunkter" step (scripts/test-clock.ts, README),
 * with the server, the mock product API and the browser all fixed at it
 * (tests/clock.ts). Their expectations are the table below, read off a
 * calendar and the mock data's opening hours (Greve's showroom: Monday to
 * Thursday 9–17.30, Friday 9–17, Saturday 10–14, Sunday 11–15; its workshop:
 * Monday to Thursday 7–16, Friday 7–14.30, closed at weekends), never
 * computed by the code under test.
 */
import type { Page } from '@playwright/test'
import { expect, phoneFor, productApiUrl, test } from './fixtures.ts'
import { fixBrowserClock, fixedNow, fixedNowName, type InstantName } from './clock.ts'

interface AtInstant {
  /** The weekday row marked "i dag" in the opening-hours tables, and its text. */
  todayRow: { weekday: string; text: string }
  /** "Åben nu"/"Lukket nu" of Greve's showroom and workshop. */
  openNow: { showroom: string; workshop: string }
  /** "I dag …" of Greve's showroom and workshop. */
  todayHours: { showroom: string; workshop: string }
  /** The footer's year. */
  year: string
  /**
   * Test drive at Greve: yesterday (refused), today (ISO and as the message words it), whether today has no
   * times left, the day booked (today, else tomorrow) and its first time (showroom hours, every 30
   * minutes, today only times at least 30 minutes ahead).
   */
  testDrive: { yesterday: string; todayIso: string; todayText: string; noneLeftToday: boolean; bookIso: string; firstTime: string }
  /** "Vurderingen gælder til …": 14 days from today. */
  valuationValidUntil: string
  /** The trade-in form's highest model year (next year), as its message words it. */
  maxModelYear: string
  /** Open job postings (a posting is open through its deadline: 15 December 2026, 10 January 2027, none). */
  jobs: string[]
}

const mechanic = 'Personbilmekaniker med interesse for elbiler'
const vanConsultant = 'Erhvervskonsulent til Mercedes-Benz Vans'
const assistant = 'Serviceassistent'
const sundayRow = 'Søndag (i dag)11.00–15.00Søndagsåbent første søndag i måneden'

const expected: Record<InstantName, AtInstant> = {
  // Tuesday 24 November 2026, 10:00.
  suite: {
    todayRow: { weekday: 'tuesday', text: 'Tirsdag (i dag)09.00–17.30' },
    openNow: { showroom: 'Salg og udstilling: Åben nu · lukker kl. 17.30', workshop: 'Værksted: Åben nu · lukker kl. 16.00' },
    todayHours: { showroom: 'I dag 09.00–17.30', workshop: 'I dag 07.00–16.00' },
    year: '2026',
    testDrive: {
      yesterday: '2026-11-23',
      todayIso: '2026-11-24',
      todayText: '24. november 2026',
      noneLeftToday: false,
      bookIso: '2026-11-24',
      firstTime: '10.30',
    },
    valuationValidUntil: '8. december 2026',
    maxModelYear: '2027',
    jobs: [mechanic, vanConsultant, assistant],
  },
  // Monday 23 November 2026, 08:00.
  mondayMorning: {
    todayRow: { weekday: 'monday', text: 'Mandag (i dag)09.00–17.30' },
    openNow: { showroom: 'Salg og udstilling: Lukket nu · åbner i dag kl. 09.00', workshop: 'Værksted: Åben nu · lukker kl. 16.00' },
    todayHours: { showroom: 'I dag 09.00–17.30', workshop: 'I dag 07.00–16.00 (Aflevering af bil senest kl. 08.00)' },
    year: '2026',
    testDrive: {
      yesterday: '2026-11-22',
      todayIso: '2026-11-23',
      todayText: '23. november 2026',
      noneLeftToday: false,
      bookIso: '2026-11-23',
      firstTime: '09.00',
    },
    valuationValidUntil: '7. december 2026',
    maxModelYear: '2027',
    jobs: [mechanic, vanConsultant, assistant],
  },
  // Sunday 6 December 2026, 12:00.
  sunday: {
    todayRow: { weekday: 'sunday', text: sundayRow },
    openNow: { showroom: 'Salg og udstilling: Åben nu · lukker kl. 15.00', workshop: 'Værksted: Lukket nu · åbner mandag kl. 07.00' },
    todayHours: { showroom: 'I dag 11.00–15.00 (Søndagsåbent første søndag i måneden)', workshop: 'I dag Lukket' },
    year: '2026',
    testDrive: {
      yesterday: '2026-12-05',
      todayIso: '2026-12-06',
      todayText: '6. december 2026',
      noneLeftToday: false,
      bookIso: '2026-12-06',
      firstTime: '12.30',
    },
    valuationValidUntil: '20. december 2026',
    maxModelYear: '2027',
    jobs: [mechanic, vanConsultant, assistant],
  },
  // Thursday 31 December 2026, 23:59: tomorrow is in 2027; the mechanic's deadline (15 December) has passed.
  yearEnd: {
    todayRow: { weekday: 'thursday', text: 'Torsdag (i dag)09.00–17.30' },
    openNow: { showroom: 'Salg og udstilling: Lukket nu · åbner fredag kl. 09.00', workshop: 'Værksted: Lukket nu · åbner fredag kl. 07.00' },
    todayHours: { showroom: 'I dag 09.00–17.30', workshop: 'I dag 07.00–16.00' },
    year: '2026',
    testDrive: {
      yesterday: '2026-12-30',
      todayIso: '2026-12-31',
      todayText: '31. december 2026',
      noneLeftToday: true,
      bookIso: '2027-01-01',
      firstTime: '09.00',
    },
    valuationValidUntil: '14. januar 2027',
    maxModelYear: '2027',
    jobs: [vanConsultant, assistant],
  },
  // Sunday 25 October 2026, 02:30 CET (01:30 UTC, after the clocks went back from 03:00 CEST).
  autumnDst: {
    todayRow: { weekday: 'sunday', text: sundayRow },
    openNow: { showroom: 'Salg og udstilling: Lukket nu · åbner i dag kl. 11.00', workshop: 'Værksted: Lukket nu · åbner mandag kl. 07.00' },
    todayHours: { showroom: 'I dag 11.00–15.00 (Søndagsåbent første søndag i måneden)', workshop: 'I dag Lukket' },
    year: '2026',
    testDrive: {
      yesterday: '2026-10-24',
      todayIso: '2026-10-25',
      todayText: '25. oktober 2026',
      noneLeftToday: false,
      bookIso: '2026-10-25',
      firstTime: '11.00',
    },
    valuationValidUntil: '8. november 2026',
    maxModelYear: '2027',
    jobs: [mechanic, vanConsultant, assistant],
  },
}

function atThisInstant(): AtInstant {
  if (!fixedNowName) throw new Error(`No expectations for ${fixedNow}: add the instant to tests/clock.ts and a row to tests/clock.spec.ts`)
  return expected[fixedNowName]
}

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
  await fixBrowserClock(page)
})

async function ready(page: Page) {
  const form = page.locator('.lead-form')
  await expect(form).toHaveAttribute('data-submission-status', 'editing')
  return form
}

test('@clock a location page marks today, says whether it is open now, and the footer has the year', async ({ page }) => {
  const at = atThisInstant()
  await page.goto('/lokationer/bilhuset-nord-greve')
  const status = page.locator('.location-page__status .open-now[data-open]')
  await expect(status).toHaveText([at.openNow.showroom, at.openNow.workshop])
  await expect(page.locator('.today-list dd')).toHaveText([at.todayHours.showroom, at.todayHours.workshop])

  const hours = page.getByRole('region', { name: 'Åbningstider' })
  await hours.getByText('Vis åbningstider for hele ugen').click()
  for (const name of ['Salg og udstilling', 'Værksted']) {
    const table = hours.getByRole('table', { name })
    // Exactly one row is today's.
    await expect(table.locator('tr[aria-current="date"]')).toHaveCount(1)
    await expect(table.locator('tr[aria-current="date"]')).toHaveAttribute('data-weekday', at.todayRow.weekday)
    await expect(table.getByText('(i dag)')).toHaveCount(1)
  }
  await expect(hours.getByRole('table', { name: 'Salg og udstilling' }).locator('tr[aria-current="date"]')).toHaveText(at.todayRow.text)
  // The year is rendered by the server and kept by the browser.
  await expect(page.locator('.site-footer__legal')).toContainText(`© ${at.year} Bilhuset Nord A/S`)
})

test('@clock a test drive can be booked from today in Danish time, at a time still ahead, and the server and the API agree', async ({ page }) => {
  const at = atThisInstant()
  const email = `klokken-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`
  await page.goto('/mercedes-benz/modeller/glc/provekorsel')
  const form = await ready(page)
  await page.getByLabel('Greve').check()
  const date = page.getByLabel('Ønsket dato')
  await date.fill(at.testDrive.yesterday)
  await date.blur()
  await expect(page.getByText(`Ønsket dato skal være ${at.testDrive.todayText} eller senere.`)).toBeVisible()
  if (at.testDrive.noneLeftToday) {
    await date.fill(at.testDrive.todayIso)
    await date.blur()
    await expect(page.getByText('Der er ikke flere ledige tider i dag. Vælg en anden dag.')).toBeVisible()
  }
  await date.fill(at.testDrive.bookIso)
  await date.blur()
  await expect(date).not.toHaveAttribute('aria-invalid', 'true')

  const time = page.getByLabel('Ønsket tidspunkt')
  await expect(time.locator('option:not([value=""])').first()).toHaveText(at.testDrive.firstTime)
  await time.selectOption({ label: at.testDrive.firstTime })
  await page.getByLabel('Navn').fill('Mette Hansen')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefonnummer').fill(phoneFor(email))
  await page.getByRole('button', { name: 'Book prøvetur' }).click()
  await expect(form).toHaveAttribute('data-submission-status', 'sent')

  const response = await page.request.get(`${productApiUrl}/__qa/submissions?kind=test_drive`)
  const body = (await response.json()) as { items: { receivedAt: string; payload: { preferredDate: string; customer: { email: string } } }[] }
  const leads = body.items.filter((item) => item.payload.customer.email === email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.payload.preferredDate).toBe(at.testDrive.bookIso)
  // The mock product API reads the same clock as the site.
  expect(leads[0]?.receivedAt).toBe(new Date(fixedNow).toISOString())
})

test('@clock a trade-in valuation is valid for 14 days, and the model year goes up to next year', async ({ page }) => {
  const at = atThisInstant()
  await page.goto('/byttebil')
  await ready(page)
  await page.getByLabel('Nummerplade').fill('ab 12 345')
  await page.getByRole('combobox', { name: 'Mærke' }).fill('Volkswagen')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Golf')
  const year = page.getByLabel('Årgang')
  await year.fill('2099')
  await expect(page.getByText(`Årgang må højst være ${at.maxModelYear}.`)).toBeVisible()
  await year.fill('2019')
  await page.getByLabel('Kilometerstand').fill('85000')
  await page.getByRole('button', { name: 'Få en vurdering' }).click()
  await expect(page.locator('.valuation__result')).toContainText(`Vurderingen gælder til ${at.valuationValidUntil}`)
})

test('@clock job postings are listed through their deadline; event times are Danish time', async ({ page }) => {
  const at = atThisInstant()
  await page.goto('/om-os/job-og-karriere')
  await expect(page.locator('.job-widget__list .job__title')).toHaveText(at.jobs)

  // Event time 2026-11-28 10:00 UTC is 11.00 in Copenhagen, whatever the server's time zone.
  await page.goto('/events')
  await expect(page.locator('.article-card').filter({ hasText: 'Vinterklar-weekend i alle afdelinger' }).locator('time')).toHaveText(
    '28. november 2026 kl. 11.00',
  )
})
