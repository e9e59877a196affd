/**
 * The mails' content (issue 35) from hand-written expectations: Danish
 * subjects, the car's picture, title, price and credit example, campaign
 * links, the one-click unsubscribe headers (RFC 8058), and no tracking
 * pixel: the only pictures are the cars'. Sent through real SMTP to the
 * catcher, the MIME message keeps all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataSet } from '../data/data-set.ts'
import { toSummary, type VehicleRecord } from '../data/vehicles.ts'
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts'
import { alertMail, confirmationMail, energyText, managementMail, priceDropMail, priceLines, withCampaign, type MailCar } from './mail-content.ts'
import { createMailSender } from './mailer.ts'
import { matchesSearch } from './matching.ts'

const data = createDataSet({ vehicleCount: 60, mediaOrigin: 'http://media.test' })
const mailCar = (record: VehicleRecord): MailCar => {
  const s = toSummary(record, data.urls)
  return { ...s, imageUrl: s.image.url, imageAlt: s.image.alt }
}
const financed = data.vehicles.find((v) => v.type === 'passenger' && v.prices.some((p) => p.acquisition_type === 'private_finance')) as VehicleRecord
const cashOnly = data.vehicles.find((v) => !v.prices.some((p) => p.acquisition_type === 'private_finance')) as VehicleRecord
const links = { unsubscribeUrl: 'https://www.bilhusetnord.dk/soegeagent/afmeld?token=abc.def', manageUrl: 'https://www.bilhusetnord.dk/soegeagent' }
const carUrl = (car: MailCar) => withCampaign(`https://www.bilhusetnord.dk/lager/${car.id}`, 'nye-biler')

describe('prices in a mail', () => {
  it('a financed car shows its cash price, its monthly price and the representative example', () => {
    const finance = financed.prices.find((p) => p.acquisition_type === 'private_finance')
    const lines = priceLines(mailCar(financed))
    expect(lines.price).toBe(`Pris ${(financed.prices[0]?.total_price ?? 0).toLocaleString('da-DK')} kr.`)
    expect(lines.monthly).toBe(`Eller ${(finance?.monthly_installment ?? 0).toLocaleString('da-DK')} kr./md. med privatfinansiering`)
    expect(lines.example).toBe(finance?.representative_example)
    expect(lines.example).toMatch(/ÅOP/)
  })

  it('a car without a monthly price shows no credit example', () => {
    expect(priceLines(mailCar(cashOnly))).toMatchObject({ monthly: null, example: null })
  })

  it('energy facts: a passenger car with its class, an electric car in kWh/100 km', () => {
    const text = energyText({
      type: 'passenger',
      energyLabel: 'A+++',
      consumption: {
        standard: 'WLTP',
        combinedKmPerL: null,
        combinedLPer100Km: null,
        weightedLPer100Km: null,
        electricWhPerKm: 165,
        co2GPerKm: 0,
        electricRangeKm: 450,
      },
    })
    expect(text).toBe('Energiklasse A+++ · 16,5 kWh/100 km · 0 g CO₂/km (WLTP)')
    const van = energyText({
      type: 'van',
      energyLabel: 'C',
      consumption: {
        standard: 'WLTP',
        combinedKmPerL: 12.5,
        combinedLPer100Km: 8,
        weightedLPer100Km: null,
        electricWhPerKm: null,
        co2GPerKm: 210,
        electricRangeKm: null,
      },
    })
    expect(van).toBe('8,0 l/100 km · 210 g CO₂/km (WLTP)')
  })
})

describe('the mails', () => {
  it('the confirmation says what was asked, links the confirmation and carries the unsubscribe headers', () => {
    const mail = confirmationMail({
      kind: 'search',
      label: 'Brugt, Renault',
      frequency: 'daily',
      confirmUrl: 'https://www.bilhusetnord.dk/soegeagent/bekraeft?token=t.s',
      links,
    })
    expect(mail.subject).toBe('Bekræft din søgeagent hos Bilhuset Nord')
    expect(mail.text).toContain('Du har bedt om besked om nye biler i søgningen "Brugt, Renault" (dagligt).')
    expect(mail.text).toContain('Bekræft: https://www.bilhusetnord.dk/soegeagent/bekraeft?token=t.s')
    expect(mail.html).toContain('href="https://www.bilhusetnord.dk/soegeagent/bekraeft?token=t.s"')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.text).toContain(`Afmeld denne besked med ét klik: ${links.unsubscribeUrl}`)
    expect(mail.text).toContain(`Se og slet alle dine søgeagenter: ${links.manageUrl}`)
  })

  it('an alert shows each car with picture, title, price and a campaign link, and no other picture', () => {
    const cars = [mailCar(financed), mailCar(cashOnly)]
    const mail = alertMail({
      label: 'Elbil',
      frequency: 'instant',
      cars,
      carUrl,
      searchUrl: withCampaign('https://www.bilhusetnord.dk/lager?fuel=electric', 'nye-biler'),
      links,
    })
    expect(mail.subject).toBe('2 nye biler i din søgning')
    const images = [...mail.html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1])
    expect(images).toEqual(cars.map((c) => c.imageUrl))
    for (const car of cars) {
      expect(mail.html).toContain(`href="https://www.bilhusetnord.dk/lager/${car.id}?utm_source=soegeagent&amp;utm_medium=email&amp;utm_campaign=nye-biler"`)
      expect(mail.text).toContain(`Se bilen: https://www.bilhusetnord.dk/lager/${car.id}?utm_source=soegeagent&utm_medium=email&utm_campaign=nye-biler`)
      expect(mail.text).toContain(car.title)
    }
    expect(mail.text).toContain('Repræsentativt eksempel: ')
    expect(mail.html).toContain('lang="da"')
  })

  it('a price drop shows the lowest price of the 30 days before it as its "før"-price, and the price last told apart', () => {
    // Hand-set figures: 249.900 kr. now; 259.900 the lowest of the 30 days before the reduction; 264.900 last told.
    const row = cashOnly.prices[0]
    if (!row) throw new Error('no cash price')
    const prices = [{ ...row, total_price: 249_900, lowest_price_30_days: 259_900 }, ...cashOnly.prices.slice(1)]
    const car = { ...mailCar(cashOnly), prices, previousPrice: 264_900 }
    const mail = priceDropMail({ cars: [car], carUrl, links })
    expect(mail.subject).toBe(`Prisen er sat ned: ${cashOnly.title}`)
    expect(mail.text).toContain('Nu 249.900 kr. (før 259.900 kr., den laveste pris i de 30 dage før nedsættelsen)')
    expect(mail.text).toContain('Da vi sidst skrev til dig om bilen, kostede den 264.900 kr.')
    expect(mail.html).toContain('Da vi sidst skrev til dig om bilen, kostede den 264.900 kr.')
    // Without a 30-day reference above the new price, no "før"-price at all.
    const noReference = { ...car, prices: [{ ...row, total_price: 249_900, lowest_price_30_days: null }] }
    expect(priceLines(noReference).price).toBe('Nu 249.900 kr.')
    const notHigher = { ...car, prices: [{ ...row, total_price: 249_900, lowest_price_30_days: 249_900 }] }
    expect(priceLines(notHigher).price).toBe('Nu 249.900 kr.')
  })

  it('the management mail links the page while the address has agents', () => {
    expect(managementMail({ manageUrl: 'https://x.dk/soegeagent/mine?token=a.b', agentCount: 2 }).text).toContain(
      'Se og slet dine søgeagenter: https://x.dk/soegeagent/mine?token=a.b',
    )
    expect(managementMail({ manageUrl: 'https://x.dk/soegeagent/mine?token=a.b', agentCount: 0 }).text).not.toContain('token=')
  })

  it('escapes what the visitor typed in the HTML', () => {
    const mail = confirmationMail({ kind: 'search', label: '<b>Renault</b> & "Dacia"', frequency: 'instant', confirmUrl: 'https://x.dk/c?token=a.b', links })
    expect(mail.html).toContain('&lt;b&gt;Renault&lt;/b&gt; &amp; &quot;Dacia&quot;')
    expect(mail.html).not.toContain('<b>Renault')
  })
})

describe('matching a car against a search (the stock search’s own rules)', () => {
  const car = financed
  const price = car.prices[0]?.total_price ?? 0
  const table: [string, Parameters<typeof matchesSearch>[0], boolean][] = [
    ['its make', { brand: [car.brand.slug] }, true],
    ['another make', { brand: [car.brand.slug === 'renault' ? 'dacia' : 'renault'] }, false],
    ['its make or another', { brand: [car.brand.slug, 'tesla'] }, true],
    ['its model', { model: [car.model.slug] }, true],
    ['its fuel and condition', { fuel: [car.fuel], condition: [car.condition] }, true],
    ['its make but another condition', { brand: [car.brand.slug], condition: [car.condition === 'new' ? 'used' : 'new'] }, false],
    ['price at most its price', { priceMax: price }, true],
    ['price at most a krone less', { priceMax: price - 1 }, false],
    ['price at least a krone more', { priceMin: price + 1 }, false],
    ['its year as minimum', { yearMin: car.productionYear }, true],
    ['a year after as minimum', { yearMin: car.productionYear + 1 }, false],
    ['its make’s name as text', { q: car.brand.name }, true],
    ['text that is nowhere', { q: 'xyzzy' }, false],
  ]
  for (const [what, search, expected] of table) {
    it(`${what} → ${expected}`, () => {
      expect(matchesSearch(search, car)).toBe(expected)
    })
  }
})

describe('real MIME over SMTP to the catcher', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', port: 0, now: () => new Date('2026-11-24T09:00:00Z') })
  })
  afterAll(async () => {
    await catcher.close()
  })

  it('keeps the headers, the plain text and the HTML of the mail sent', async () => {
    const sender = createMailSender({ host: '127.0.0.1', port: catcher.port, from: 'Bilhuset Nord <soegeagent@bilhusetnord.dk>' })
    const mail = alertMail({
      label: 'Elbil',
      frequency: 'instant',
      cars: [mailCar(financed)],
      carUrl,
      searchUrl: 'https://www.bilhusetnord.dk/lager?fuel=electric',
      links,
    })
    await sender.send('Sofie@Example.dk', mail)
    sender.close()
    const [caught] = catcher.list({ to: 'sofie@example.dk' })
    expect(caught).toMatchObject({ from: 'soegeagent@bilhusetnord.dk', to: ['sofie@example.dk'], subject: mail.subject })
    expect(caught?.headers['list-unsubscribe']).toBe(`<${links.unsubscribeUrl}>`)
    expect(caught?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(caught?.headers['content-type']).toMatch(/^multipart\/alternative/)
    expect(caught?.text.trim()).toBe(mail.text.trim())
    expect(caught?.links).toContain(links.unsubscribeUrl)
    expect(caught?.html).toContain(financed.title.replace(/&/g, '&amp;'))
  })
})
