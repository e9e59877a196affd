import { beforeEach, describe, expect, it } from 'vitest'
import type { ProductApiClient } from '../product-api/client.ts'
import type { SubmissionReceipt } from '../product-api/contract/submissions.ts'
import { RejectedInputError, UnavailableError } from '../product-api/errors.ts'
import type { Lead } from '#machines/form-submission/form-submission-machine.ts'
import { clearFormDataCache } from './form-data.server.ts'
import { handleLeadPost } from './lead-handler.server.ts'
import { memoryLeadLimiter, type LeadLimiter } from './form-limiters.server.ts'
import { fixedClock } from '../clock/clock.ts'

const request = { operation: 'submitTestDrive', method: 'POST', url: 'http://api/submissions/test-drives' }
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const greve = {
  slug: 'bilhuset-nord-greve',
  name: 'Bilhuset Nord Greve',
  brands: ['mercedes-benz', 'renault', 'dacia'],
  openingHours: {
    showroom: weekdays.map((weekday) => ({
      weekday,
      open: weekday !== 'sunday',
      opens: weekday === 'sunday' ? null : weekday === 'saturday' ? '10:00' : '09:00',
      closes: weekday === 'sunday' ? null : weekday === 'saturday' ? '14:00' : '17:30',
      comment: null,
    })),
  },
}

type Call = { operation: string; body: unknown; key: string }

function fakeApi(behaviour: { submit?: (call: Call) => SubmissionReceipt; locationsDown?: boolean } = {}) {
  const calls: Call[] = []
  const receipt = (call: Call): SubmissionReceipt =>
    behaviour.submit?.(call) ?? {
      submissionId: 'lead-0123456789abcdef',
      kind: 'test_drive',
      receivedAt: '2026-11-22T10:00:00.000Z',
      replayed: calls.filter((c) => c.key === call.key).length > 1,
      message: 'Tak for din booking af en prøvetur.',
    }
  const submit = (operation: string) => async (body: unknown, options: { idempotencyKey: string }) => {
    const call = { operation, body, key: options.idempotencyKey }
    calls.push(call)
    return receipt(call)
  }
  const api = {
    listLocations: async () => {
      if (behaviour.locationsDown) throw new UnavailableError({ ...request, operation: 'listLocations' }, 'server', 503, 3)
      return { items: [greve] }
    },
    listModels: async () => ({ items: [] }),
    submitTestDrive: submit('submitTestDrive'),
    submitInterest: submit('submitInterest'),
    submitContact: submit('submitContact'),
    submitTradeIn: submit('submitTradeIn'),
    submitMinileaseOrder: submit('submitMinileaseOrder'),
  }
  return { api: api as unknown as ProductApiClient, calls }
}

function testDriveLead(key: string, values: Record<string, string | boolean> = {}, honeypot = ''): Lead {
  return {
    key,
    formId: 'vehicle-test-drive',
    subject: { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic', brand: 'mercedes-benz', location: 'bilhuset-nord-greve' },
    values: {
      location: 'bilhuset-nord-greve',
      preferredDate: '2026-11-24',
      preferredTime: '10:00',
      name: 'Mette Hansen',
      email: 'mette@example.dk',
      phone: '20 30 40 50',
      hasTradeIn: false,
      message: '',
      marketing: false,
      ...values,
    },
    honeypot,
    locale: 'da-DK',
  }
}

// Sunday 22 November 2026, 11:00 in Copenhagen: tomorrow is Monday the 23rd.
const clock = fixedClock('2026-11-22T10:00:00Z')
const silent = { info: () => undefined, warn: () => undefined }

/** The lead limit in memory with a hand-moved elapsed time (ms). */
function testLimiter() {
  const elapsed = { ms: 0 }
  return {
    limiter: memoryLeadLimiter(
      (sender) => sender,
      () => elapsed.ms,
    ),
    elapsed,
  }
}

function deps(api: ProductApiClient, address = '192.0.2.1', limiter: LeadLimiter = testLimiter().limiter) {
  return { api, limiter, address, logger: silent, clock }
}

beforeEach(() => clearFormDataCache())

describe('the site handling a posted lead', () => {
  it('validates, then submits with the idempotency key and answers 201', async () => {
    const { api, calls } = fakeApi()
    const answer = await handleLeadPost(testDriveLead('key-00000001'), deps(api))
    expect(answer.status).toBe(201)
    expect(answer.result).toEqual({
      outcome: 'accepted',
      receipt: { submissionId: 'lead-0123456789abcdef', receivedAt: '2026-11-22T10:00:00.000Z', message: 'Tak for din booking af en prøvetur.' },
    })
    expect(calls).toEqual([
      {
        operation: 'submitTestDrive',
        key: 'key-00000001',
        body: {
          vehicleId: '104233-1-mercedes-benz-glc-300e-4matic',
          location: 'bilhuset-nord-greve',
          preferredDate: '2026-11-24',
          preferredTime: '10:00',
          customer: { name: 'Mette Hansen', email: 'mette@example.dk', phone: '+4520304050' },
          hasTradeIn: false,
          consents: { marketing: false },
          locale: 'da-DK',
        },
      },
    ])
  })

  it('passes the lead’s locale on to the product API; a lead queued before locales were recorded is Danish (spec 4)', async () => {
    const { api, calls } = fakeApi()
    await handleLeadPost({ ...testDriveLead('key-00000002'), locale: 'en-GB' }, deps(api))
    const { locale: _dropped, ...queuedEarlier } = testDriveLead('key-00000003')
    await handleLeadPost(queuedEarlier, deps(api))
    expect(calls.map((c) => (c.body as { locale: string }).locale)).toEqual(['en-GB', 'da-DK'])
    const malformed = await handleLeadPost({ ...testDriveLead('key-00000004'), locale: 'dansk' }, deps(api))
    expect(malformed.status).toBe(422)
    expect(calls).toHaveLength(2)
  })

  it('needs no consent; carries the optional marketing consent; still delivers a lead queued with the retired consent box (issue 17)', async () => {
    const { api, calls } = fakeApi()
    expect((await handleLeadPost(testDriveLead('key-0000000d', { marketing: true }), deps(api))).status).toBe(201)
    expect((await handleLeadPost(testDriveLead('key-0000000e', { consent: true }), deps(api))).status).toBe(201)
    expect(calls.map((c) => (c.body as { consents: unknown }).consents)).toEqual([{ marketing: true }, { marketing: false }])
    // Any other field the form does not have is still refused.
    expect((await handleLeadPost(testDriveLead('key-0000000f', { newsletter: true }), deps(api))).status).toBe(422)
    expect(calls).toHaveLength(2)
  })

  it('posting the same lead again gives the same body and key (the API answers with the stored receipt)', async () => {
    const { api, calls } = fakeApi()
    await handleLeadPost(testDriveLead('key-00000001'), deps(api))
    const again = await handleLeadPost(testDriveLead('key-00000001'), deps(api))
    expect(again.status).toBe(200)
    expect(calls[1]).toEqual(calls[0])
  })

  it('answers field errors in Danish with the same rules as the browser (422)', async () => {
    const { api, calls } = fakeApi()
    const answer = await handleLeadPost(testDriveLead('key-00000002', { preferredDate: '2026-11-29', phone: '1234' }), deps(api))
    expect(answer.status).toBe(422)
    expect(answer.result).toEqual({
      outcome: 'rejected',
      fieldErrors: {
        preferredDate: ['Afdelingen har lukket søndag den 29. november 2026. Vælg en anden dag.'],
        phone: ['Telefonnummer skal være et dansk telefonnummer med 8 cifre, evt. med +45.'],
      },
      formErrors: [],
    })
    expect(calls).toEqual([])
  })

  it('counts "from today" from the Danish date, whatever the server’s time zone', async () => {
    const { api, calls } = fakeApi()
    // 23:30 UTC on Monday 23 November is 00:30 on Tuesday the 24th in Copenhagen: the 23rd is past, the 24th is today.
    const lateNight = { ...deps(api), clock: fixedClock('2026-11-23T23:30:00Z') }
    const answer = await handleLeadPost(testDriveLead('key-00000009', { preferredDate: '2026-11-23' }), lateNight)
    expect(answer.status).toBe(422)
    expect(answer.result).toMatchObject({
      outcome: 'rejected',
      fieldErrors: { preferredDate: ['Ønsket dato skal være 24. november 2026 eller senere.'] },
    })
    expect(calls).toEqual([])
    expect((await handleLeadPost(testDriveLead('key-00000010', { preferredDate: '2026-11-24' }), lateNight)).status).toBe(201)
  })

  it('checks the time against the opening hours of the chosen day', async () => {
    const { api } = fakeApi()
    const answer = await handleLeadPost(testDriveLead('key-00000003', { preferredDate: '2026-11-28', preferredTime: '13:30' }), deps(api))
    expect(answer.result).toMatchObject({
      outcome: 'rejected',
      fieldErrors: { preferredTime: ['Tidspunktet ligger uden for afdelingens åbningstid den dag (10.00–14.00). Vælg et andet tidspunkt.'] },
    })
  })

  it('refuses a time today that has passed (issue 17)', async () => {
    const { api, calls } = fakeApi()
    // Tuesday 24 November 2026, 10:00 in Copenhagen: 10.00 is now, 10.30 the first time still ahead.
    const tuesdayMorning = { ...deps(api), clock: fixedClock('2026-11-24T09:00:00Z') }
    const past = await handleLeadPost(testDriveLead('key-00000011', { preferredDate: '2026-11-24', preferredTime: '10:00' }), tuesdayMorning)
    expect(past.result).toMatchObject({ outcome: 'rejected', fieldErrors: { preferredTime: ['Tidspunktet er passeret. Vælg et senere tidspunkt.'] } })
    expect(calls).toEqual([])
    const ahead = await handleLeadPost(testDriveLead('key-00000012', { preferredDate: '2026-11-24', preferredTime: '10:30' }), tuesdayMorning)
    expect(ahead.status).toBe(201)
  })

  it('refuses a filled honeypot as spam without calling the API', async () => {
    const { api, calls } = fakeApi()
    const answer = await handleLeadPost(testDriveLead('key-00000004', {}, 'https://spam.example'), deps(api))
    expect(answer).toMatchObject({ status: 400, result: { outcome: 'refused', reason: 'spam' } })
    expect(calls).toEqual([])
  })

  // Issue 30: five new leads per sender (e-mail, phone) per ten minutes, thirty per address; a retry never counts.
  it('holds back a sixth lead from one sender for the rest of the window, and tells when by the site clock', async () => {
    const { api, calls } = fakeApi()
    const { limiter, elapsed } = testLimiter()
    for (let i = 1; i <= 5; i++) {
      elapsed.ms = i * 10_000
      expect((await handleLeadPost(testDriveLead(`key-sender-0${i}`), deps(api, '192.0.2.9', limiter))).status).toBe(201)
    }
    // 60 s after the first lead (at 10_000 ms), on the site clock's 11:00 (Copenhagen): room again at 11:09.
    elapsed.ms = 70_000
    const sixth = await handleLeadPost(testDriveLead('key-sender-06'), deps(api, '192.0.2.9', limiter))
    expect(sixth).toEqual({
      status: 429,
      result: { outcome: 'deferred', retryAt: '2026-11-22T10:09:00.000Z', retryAfterSeconds: 540 },
      retryAfterSeconds: 540,
    })
    // The same e-mail from another address, or the same phone with another e-mail: the same sender.
    expect((await handleLeadPost(testDriveLead('key-sender-07'), deps(api, '198.51.100.7', limiter))).status).toBe(429)
    expect((await handleLeadPost(testDriveLead('key-sender-08', { email: 'Mette.H@example.dk' }), deps(api, '192.0.2.9', limiter))).status).toBe(429)
    expect(
      (await handleLeadPost(testDriveLead('key-sender-09', { email: ' METTE@example.dk', phone: '11223344' }), deps(api, '192.0.2.9', limiter))).status,
    ).toBe(429)
    expect(calls.map((c) => c.key)).toEqual(['key-sender-01', 'key-sender-02', 'key-sender-03', 'key-sender-04', 'key-sender-05'])
  })

  it('never counts a retry with the same key: not a let-in lead, not a held-back one', async () => {
    const { api, calls } = fakeApi()
    const { limiter, elapsed } = testLimiter()
    for (let i = 1; i <= 5; i++) await handleLeadPost(testDriveLead(`key-retry-0${i}`), deps(api, '192.0.2.9', limiter))
    // The sixth is held back, and its outbox posts it again and again: none of these count.
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await handleLeadPost(testDriveLead('key-retry-06'), deps(api, '192.0.2.9', limiter))).status).toBe(429)
    }
    // A lead let in, posted again (an outage, another tab, another network) long after its window: passes.
    elapsed.ms = 3 * 60 * 60_000
    expect((await handleLeadPost(testDriveLead('key-retry-01'), deps(api, '203.0.113.1', limiter))).status).toBe(200)
    // After the window the held-back lead is let in with its key, once; four more fit the new window.
    expect((await handleLeadPost(testDriveLead('key-retry-06'), deps(api, '192.0.2.9', limiter))).status).toBe(201)
    for (let i = 7; i <= 10; i++) expect((await handleLeadPost(testDriveLead(`key-retry-${i}`), deps(api, '192.0.2.9', limiter))).status).toBe(201)
    expect((await handleLeadPost(testDriveLead('key-retry-11'), deps(api, '192.0.2.9', limiter))).status).toBe(429)
    expect(calls.filter((c) => c.key === 'key-retry-06')).toHaveLength(1)
  })

  it('lets a family or a showroom behind one address send their leads; an address flooding made-up senders is held back at 30', async () => {
    const { api } = fakeApi()
    const { limiter } = testLimiter()
    const visitor = (n: number) => ({ email: `kunde${n}@example.dk`, phone: `2${String(n).padStart(7, '0')}` })
    // Ten visitors of the showroom's guest Wi-Fi, two leads each, within ten minutes.
    for (let n = 1; n <= 10; n++) {
      for (const round of [1, 2]) {
        expect((await handleLeadPost(testDriveLead(`key-show-${n}-${round}`, visitor(n)), deps(api, '192.0.2.50', limiter))).status).toBe(201)
      }
    }
    for (let n = 11; n <= 20; n++) expect((await handleLeadPost(testDriveLead(`key-show-${n}`, visitor(n)), deps(api, '192.0.2.50', limiter))).status).toBe(201)
    // The 31st new lead from the address within the window.
    expect((await handleLeadPost(testDriveLead('key-show-31', visitor(31)), deps(api, '192.0.2.50', limiter))).status).toBe(429)
    // Another address is another counter.
    expect((await handleLeadPost(testDriveLead('key-show-32', visitor(32)), deps(api, '192.0.2.51', limiter))).status).toBe(201)
  })

  it('answers 503 when the product API is unavailable, so the browser keeps the lead', async () => {
    const down = fakeApi({
      submit: () => {
        throw new UnavailableError(request, 'server', 503, 3)
      },
    })
    expect(await handleLeadPost(testDriveLead('key-00000005'), deps(down.api))).toMatchObject({ status: 503, result: { outcome: 'unavailable' } })
    clearFormDataCache()
    const noLocations = fakeApi({ locationsDown: true })
    expect(await handleLeadPost(testDriveLead('key-00000006'), deps(noLocations.api))).toMatchObject({ status: 503 })
  })

  it('maps the API field errors back onto the fields; the rest are form errors', async () => {
    const { api } = fakeApi({
      submit: () => {
        throw new RejectedInputError(request, 400, {
          code: 'invalid_input',
          message: 'Ugyldige felter.',
          fieldErrors: { 'customer.email': ['E-mailadressen findes ikke.'], vehicleId: ['Bilen findes ikke længere på lager.'] },
          formErrors: [],
        })
      },
    })
    expect(await handleLeadPost(testDriveLead('key-00000007'), deps(api))).toEqual({
      status: 422,
      result: { outcome: 'rejected', fieldErrors: { email: ['E-mailadressen findes ikke.'] }, formErrors: ['Bilen findes ikke længere på lager.'] },
      retryAfterSeconds: undefined,
    })
  })

  it('refuses an idempotency conflict (409)', async () => {
    const { api } = fakeApi({
      submit: () => {
        throw new RejectedInputError(request, 409, { code: 'idempotency_conflict', message: 'Konflikt.', fieldErrors: {}, formErrors: [] })
      },
    })
    expect(await handleLeadPost(testDriveLead('key-00000008'), deps(api))).toMatchObject({ status: 409, result: { reason: 'conflict' } })
  })

  it('answers a malformed post with a form error, not an exception', async () => {
    const { api } = fakeApi()
    for (const bad of [null, { key: 'x' }, { ...testDriveLead('key-00000009'), formId: 'admin' }, { ...testDriveLead('key-00000009'), subject: {} }]) {
      expect(await handleLeadPost(bad, deps(api))).toMatchObject({ status: 422, result: { outcome: 'rejected' } })
    }
  })

  it('logs no personal data', async () => {
    const lines: string[] = []
    const { api } = fakeApi()
    const logger = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) }
    await handleLeadPost(testDriveLead('key-00000010'), { ...deps(api), logger })
    await handleLeadPost(testDriveLead('key-00000011', { phone: 'x' }), { ...deps(api), logger })
    expect(lines.length).toBe(2)
    expect(lines.join('\n')).not.toMatch(/Mette|mette@example\.dk|20 30 40 50/)
  })

  it('answers a malformed post with the form-level message', async () => {
    const { api } = fakeApi()
    expect((await handleLeadPost({ key: 'x' }, deps(api))).result).toEqual({
      outcome: 'rejected',
      fieldErrors: {},
      formErrors: ['Beklager, ikke alle felter er udfyldt korrekt.'],
    })
  })

  it('answers a field the form does not have with the form-level message, not as a field error', async () => {
    const { api } = fakeApi()
    expect((await handleLeadPost(testDriveLead('key-0000000f', { newsletter: true, coupon: 'x' }), deps(api))).result).toEqual({
      outcome: 'rejected',
      fieldErrors: {},
      formErrors: ['Beklager, ikke alle felter er udfyldt korrekt.'],
    })
  })
})

describe('each form’s submission to the product API', () => {
  const customer = { name: 'Mette Hansen', email: 'mette@example.dk', phone: '20 30 40 50' }
  const minilease = {
    configurationId: 'renault-clio',
    colour: 'rouge-flamme',
    durationMonths: '6',
    monthlyDistance: '2000',
    renewal: 'false',
    quotedPricePerMonth: '3995',
  }
  // Hand-checked: the form's submission kind (form-catalogue) and the API operation for it.
  const cases = [
    {
      formId: 'vehicle-interest',
      subject: { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic', brand: 'mercedes-benz', location: 'bilhuset-nord-greve' },
      values: { ...customer, postcode: '2670' },
      operation: 'submitInterest',
      body: { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic', wantsTradeIn: false },
    },
    {
      formId: 'direct-contact',
      subject: {},
      values: { ...customer, postcode: '2670', topic: 'sales', message: 'Ring mig op, tak.' },
      operation: 'submitContact',
      body: { topic: 'sales', message: 'Ring mig op, tak.' },
    },
    {
      formId: 'trade-in',
      subject: {},
      values: { ...customer, postcode: '2670', make: 'Volkswagen', model: 'Golf', year: '2020', mileage: '90000', condition: 'good' },
      operation: 'submitTradeIn',
      body: { customer: { name: 'Mette Hansen', email: 'mette@example.dk', phone: '+4520304050', postcode: '2670' } },
    },
    {
      formId: 'minilease-order',
      subject: minilease,
      values: { ...customer, location: 'bilhuset-nord-greve' },
      operation: 'submitMinileaseOrder',
      body: { configurationId: 'renault-clio', durationMonths: 6, quotedPricePerMonth: 3995, location: 'bilhuset-nord-greve' },
    },
  ]

  it.each(cases)('$formId: $operation with the lead’s idempotency key', async ({ formId, subject, values, operation, body }) => {
    const { api, calls } = fakeApi()
    const answer = await handleLeadPost({ key: `key-${formId}`, formId, subject, values, honeypot: '', locale: 'da-DK' }, deps(api))
    expect(answer.status).toBe(201)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ operation, key: `key-${formId}`, body })
  })
})

describe('the lead log: form, lead key and outcome, never personal data', () => {
  function logged() {
    const lines: string[] = []
    return { lines, logger: { info: (l: string) => lines.push(`info ${l}`), warn: (l: string) => lines.push(`warn ${l}`) } }
  }
  const thrower = (error: Error) => () => {
    throw error
  }

  it('logs what became of each lead (hand-checked lines)', async () => {
    const { lines, logger } = logged()
    const { api } = fakeApi()
    const run = (lead: unknown, over: Partial<ReturnType<typeof deps>> = {}) => handleLeadPost(lead, { ...deps(api), logger, ...over })
    await run(testDriveLead('key-log-0001'))
    await run(testDriveLead('key-log-0001'))
    await run(testDriveLead('key-log-0002', {}, 'https://spam.example'))
    await run(testDriveLead('key-log-0003', { phone: '1234', preferredDate: '2026-11-29' }))
    await run(testDriveLead('key-log-0004', { newsletter: true }))
    await run(testDriveLead('key-log-0005'), { limiter: { check: () => ({ allowed: false, retryAfterMs: 1_500 }) } as unknown as LeadLimiter })
    await run({ ...testDriveLead('key-log-0006'), formId: 'admin' })
    expect(lines).toEqual([
      'info [forms] vehicle-test-drive lead key-log-0001: accepted (lead-0123456789abcdef)',
      'info [forms] vehicle-test-drive lead key-log-0001: accepted again (lead-0123456789abcdef)',
      'info [forms] vehicle-test-drive lead key-log-0002: refused (honeypot)',
      'info [forms] vehicle-test-drive lead key-log-0003: rejected by the site (preferredDate, phone)',
      'info [forms] vehicle-test-drive lead key-log-0004: rejected by the site (form)',
      'info [forms] vehicle-test-drive lead key-log-0005: held back (lead limit)',
      'warn [forms] malformed lead post refused (formId)',
    ])
  })

  it('logs the product API’s answers by kind and status', async () => {
    const { lines, logger } = logged()
    const rejected = (fieldErrors: Record<string, string[]>, code = 'invalid_input') =>
      new RejectedInputError(request, 400, { code, message: 'Ugyldige felter.', fieldErrors, formErrors: [] })
    const answers: Error[] = [
      new RejectedInputError(request, 409, { code: 'idempotency_conflict', message: 'Konflikt.', fieldErrors: {}, formErrors: [] }),
      rejected({ 'customer.email': ['E-mailadressen findes ikke.'], vehicleId: ['Bilen findes ikke.'] }),
      rejected({}, 'invalid_input'),
      new UnavailableError(request, 'server', 503, 3),
      new UnavailableError(request, 'network', null, 3),
      new Error('socket hang up'),
    ]
    for (const [i, error] of answers.entries()) {
      const { api } = fakeApi({ submit: thrower(error) })
      await handleLeadPost(testDriveLead(`key-api-000${i}`), { ...deps(api), logger })
    }
    expect(lines).toEqual([
      'info [forms] vehicle-test-drive lead key-api-0000: refused (idempotency conflict)',
      'info [forms] vehicle-test-drive lead key-api-0001: rejected by the product API (customer.email, vehicleId)',
      'info [forms] vehicle-test-drive lead key-api-0002: rejected by the product API (invalid_input)',
      'info [forms] vehicle-test-drive lead key-api-0003: unavailable (unavailable 503)',
      'info [forms] vehicle-test-drive lead key-api-0004: unavailable (unavailable)',
      'info [forms] vehicle-test-drive lead key-api-0005: unavailable (error)',
    ])
  })

  it('logs a form whose data could not be loaded', async () => {
    const { lines, logger } = logged()
    const down = fakeApi({ locationsDown: true })
    await handleLeadPost(testDriveLead('key-data-0001'), { ...deps(down.api), logger })
    clearFormDataCache()
    const broken = fakeApi()
    ;(broken.api as unknown as { listLocations: () => Promise<never> }).listLocations = () => Promise.reject(new Error('boom'))
    const answer = await handleLeadPost(testDriveLead('key-data-0002'), { ...deps(broken.api), logger })
    expect(answer).toMatchObject({ status: 503, result: { outcome: 'unavailable' } })
    expect(lines).toEqual([
      'info [forms] vehicle-test-drive lead key-data-0001: unavailable (form data: unavailable)',
      'info [forms] vehicle-test-drive lead key-data-0002: unavailable (form data: error)',
    ])
  })
})
