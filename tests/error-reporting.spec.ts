import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, productApiUrl, consentJournalKey } from './fixtures.ts'
import { interactUntilReporting } from './error-reporting-support.ts'
import type { RecordedEnvelope, SentryFaultInput } from '#mocks/product-api/sentry-ingest.ts'

/**
 * Error reporting end to end (spec 8–9, issue 18): in mock mode the site's
 * Sentry DSN is the mock server's stand-in for Sentry's ingest, which records
 * every envelope (GET /__qa/sentry/envelopes). Each test marks its page with
 * a query string of its own and looks only at envelopes carrying it.
 */

/** The visitor's stored answer: statistics allowed (replay may record), nothing else. */
async function grantStatistics(page: Page): Promise<void> {
  // Statistics consent loads Tag Manager; its host is offline here, so an empty stand-in answers.
  await page.context().route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) !== null) return
    const event = { type: 'consent.save', functional: false, statistics: true, marketing: false, at: '2026-01-01T00:00:00.000Z', policyVersion: 1 }
    const journal = { format: 'bilhuset-nord/machine-journal', formatVersion: 1, machine: 'consent', version: 1, revision: 1, entries: [{ seq: 1, event }] }
    localStorage.setItem(key, JSON.stringify(journal))
  }, consentJournalKey)
}

async function envelopesWith(request: APIRequestContext, marker: string): Promise<RecordedEnvelope[]> {
  const answer = await request.get(`${productApiUrl}/__qa/sentry/envelopes`)
  const { items } = (await answer.json()) as { items: RecordedEnvelope[] }
  return items.filter((e) => JSON.stringify(e).includes(marker))
}

async function allEnvelopes(request: APIRequestContext): Promise<RecordedEnvelope[]> {
  const answer = await request.get(`${productApiUrl}/__qa/sentry/envelopes`)
  return ((await answer.json()) as { items: RecordedEnvelope[] }).items
}

interface ErrorEvent {
  platform?: string
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string } }[] }
  tags?: Record<string, string>
}

function errorEvents(envelopes: RecordedEnvelope[], marker: string): ErrorEvent[] {
  return envelopes
    .flatMap((e) => e.items)
    .filter((i) => i.type === 'event')
    .map((i) => i.payload as ErrorEvent)
    .filter((event) => event.exception?.values?.some((v) => v.value?.includes(marker)))
}

function replaySegments(envelopes: RecordedEnvelope[], replayId: string): number[] {
  return envelopes
    .filter((e) => e.items.some((i) => i.type === 'replay_event' && (i.payload as { replay_id?: string }).replay_id === replayId))
    .flatMap((e) => e.items.filter((i) => i.type === 'replay_recording' && (i.recordingEvents ?? 0) > 0).map((i) => i.segmentId ?? -1))
}

async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m)
    })
  }, message)
}

test.describe('error reporting to Sentry (the mock’s stand-in)', () => {
  // The tests' own thrown errors, and the browser's line for an upload the stand-in cuts off.
  // (One pattern: Playwright reads a two-element array option as [value, options].)
  // consentAnswer null: the fixture stores no answer, each test stores its own.
  test.use({ consentAnswer: null, allowedConsoleErrors: [/Testfejl e2e-sentry-|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/] })

  test('a thrown error and its replay segment arrive', async ({ page, request }) => {
    const marker = `e2e-sentry-${randomUUID()}`
    test.info().annotations.push({ type: 'marker', description: marker })
    await grantStatistics(page)
    await page.goto(`/?probe=${marker}`)
    // The SDK loads at the visitor's first interaction (never on first load) and says so on <html>.
    await page.waitForLoadState('networkidle')
    expect(await page.locator('html').getAttribute('data-error-reporting')).toBeNull()
    await interactUntilReporting(page)
    await throwInPage(page, `Testfejl ${marker}`)
    let replayId = ''
    await expect
      .poll(
        async () => {
          const events = errorEvents(await allEnvelopes(request), marker)
          replayId = events[0]?.tags?.replayId ?? ''
          return { errors: events.length, linkedToReplay: replayId !== '' }
        },
        { timeout: 20_000 },
      )
      .toEqual({ errors: 1, linkedToReplay: true })
    // Buffer mode (or a sampled session): the error sends the recording with it.
    await expect.poll(async () => replaySegments(await allEnvelopes(request), replayId), { timeout: 20_000 }).toContain(0)
  })

  test.describe('when the ingest cannot be reached', () => {
    test('replay send errors are retried, then replay stops (spec 8)', async ({ page, request }) => {
      test.setTimeout(120_000)
      const marker = `e2e-sentry-${randomUUID()}`
      // Every replay upload from this page (and only this page: its marker) fails with a network error.
      const fault: SentryFaultInput = { kind: 'reset', itemType: 'replay_event', bodyContains: marker }
      const added = await request.post(`${productApiUrl}/__control/sentry/faults`, { data: fault })
      expect(added.status()).toBe(201)
      const { fault: created } = (await added.json()) as { fault: { id: string } }
      const hits = async () => {
        const { faults } = (await (await request.get(`${productApiUrl}/__control/sentry/faults`)).json()) as { faults: { id: string; hits: number }[] }
        return faults.find((f) => f.id === created.id)?.hits ?? -1
      }
      try {
        await grantStatistics(page)
        await page.goto(`/?probe=${marker}`)
        await interactUntilReporting(page)
        await throwInPage(page, `Testfejl ${marker}`)
        // The error itself arrives; its replay upload is tried once and retried 3 times (5 s, 10 s, 30 s apart).
        await expect.poll(async () => errorEvents(await envelopesWith(request, marker), marker).length, { timeout: 20_000 }).toBe(1)
        await expect.poll(hits, { timeout: 75_000, intervals: [1_000] }).toBe(4)
        // Then replay has stopped: more activity and time bring no further upload.
        await page.mouse.move(200, 200)
        await page.mouse.wheel(0, 400)
        await page.waitForTimeout(7_000)
        expect(await hits()).toBe(4)
        const replayEnvelopes = (await envelopesWith(request, marker)).filter((e) => e.items.some((i) => i.type === 'replay_recording'))
        expect(replayEnvelopes).toEqual([])
      } finally {
        await request.delete(`${productApiUrl}/__control/sentry/faults`)
      }
    })
  })

  test.describe('on the server', () => {
    // The browser's line for the 500 page, and the page's own report of the error it shows.
    test.use({ allowedConsoleErrors: [/status of 500|Lagerdata kunne ikke hentes/] })

    test('a route that fails on the server is reported by the server', async ({ page, request }) => {
      // A stock vehicle the product API answers in the wrong shape (a contract violation): the page is a 500.
      const found = await request.get(`${productApiUrl}/api/v1/stock/vehicles?pageSize=1&condition=used&sort=mileage_desc`)
      const vehicle = ((await found.json()) as { items: { id: string }[] }).items[0]
      if (!vehicle) throw new Error('no vehicle in the mock data set')
      const before = (await allEnvelopes(request)).length
      const fault = await request.post(`${productApiUrl}/__control/faults`, {
        data: { path: `/stock/vehicles/${vehicle.id}`, method: 'GET', kind: 'malformed', variant: 'wrong-shape', times: 3 },
      })
      expect(fault.ok()).toBe(true)
      const faultId = ((await fault.json()) as { fault: { id: string } }).fault.id
      const response = await page.goto(`/lager/${vehicle.id}`)
      // The mock is shared: its unused hits would answer the link crawl's visits to this vehicle with 500s.
      await request.delete(`${productApiUrl}/__control/faults/${encodeURIComponent(faultId)}`)
      expect(response?.status()).toBe(500)
      await expect
        .poll(
          async () => {
            const events = (await allEnvelopes(request))
              .slice(before)
              .flatMap((e) => e.items)
              .filter((i) => i.type === 'event')
              .map((i) => i.payload as ErrorEvent)
            return events.some((e) => e.platform === 'node' && e.exception?.values?.some((v) => v.mechanism?.type === 'route-error'))
          },
          { timeout: 15_000 },
        )
        .toBe(true)
    })
  })

  test.describe('a bot', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })

    test('is not reported', async ({ page, request }) => {
      const marker = `e2e-sentry-${randomUUID()}`
      await page.goto(`/?probe=${marker}`)
      // The reporter listens from the root's effects (with build freshness, which sets data-build):
      // an error thrown before hydration on a busy machine would be heard by nobody.
      await expect(page.locator('html')).toHaveAttribute('data-build', /./)
      await throwInPage(page, `Testfejl ${marker}`)
      await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'off', { timeout: 15_000 })
      await page.waitForTimeout(1_000)
      expect(await envelopesWith(request, marker)).toEqual([])
    })
  })
})
