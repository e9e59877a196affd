/**
 * The search agents' mails (issue 35), in Danish, each as plain text and
 * HTML with the same content: the confirmation (double opt-in), the alert of
 * new cars (at once, or the daily or weekly digest), the price drop, and the
 * management link. Pure: links, cars and instants come in, a message comes
 * out; mailer.ts sends it.
 *
 * Every mail about an agent carries its one-click unsubscribe: a link in the
 * text and the `List-Unsubscribe` and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` headers (RFC 8058), and a link to the page
 * where the visitor gets a link to see and delete all their agents. Cars
 * are linked with campaign parameters (utm_*), which the site's canonical
 * links drop. No tracking pixel, no remote content but the cars' pictures.
 */
import type { AgentFrequency } from '#src/product-api/contract/search-agents.ts'
import { confirmationDays, managementLinkHours } from '#src/product-api/contract/search-agents.ts'
import type { Consumption, PriceRowValues } from '#src/product-api/contract/vehicle.ts'
import type { EnergyLabel, VehicleType } from '#src/product-api/contract/vocabulary.ts'
import { formatKr } from '../finance.ts'

export interface MailMessage {
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe …). */
  headers: Record<string, string>
}

/** A car as a mail shows it. */
export interface MailCar {
  id: string
  title: string
  imageUrl: string
  imageAlt: string
  type: VehicleType
  energyLabel: EnergyLabel | null
  consumption: Consumption
  prices: readonly PriceRowValues[]
  /** For a price drop: the price before. */
  previousPrice?: number
}

export interface AgentLinks {
  unsubscribeUrl: string
  /** The page where the visitor asks for a link to all their agents. */
  manageUrl: string
}

export const frequencyLabels: Record<AgentFrequency, string> = {
  instant: 'Straks',
  daily: 'Dagligt',
  weekly: 'Ugentligt',
}

const siteName = 'Bilhuset Nord'

/** Campaign parameters of the links to cars and searches in a mail. */
export function withCampaign(url: string, campaign: 'nye-biler' | 'prisfald' | 'bekraeftelse'): string {
  const u = new URL(url)
  u.searchParams.set('utm_source', 'soegeagent')
  u.searchParams.set('utm_medium', 'email')
  u.searchParams.set('utm_campaign', campaign)
  return u.toString()
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

const kr = (amount: number) => `${formatKr(amount)} kr.`
const decimal = (n: number) => n.toFixed(1).replace('.', ',')

/** The energy facts beside an advertised price (issue 30: BEK 1696/2017); vans and trucks without a passenger-car class. */
export function energyText(car: Pick<MailCar, 'type' | 'energyLabel' | 'consumption'>): string {
  const c = car.consumption
  const parts: string[] = []
  if (car.type === 'passenger' && car.energyLabel) parts.push(`Energiklasse ${car.energyLabel}`)
  const fuel = c.weightedLPer100Km ?? c.combinedLPer100Km
  if (fuel !== null) parts.push(`${decimal(fuel)} l/100 km`)
  if (c.electricWhPerKm !== null) parts.push(`${decimal(c.electricWhPerKm / 10)} kWh/100 km`)
  parts.push(`${c.co2GPerKm} g CO₂/km (WLTP)`)
  return parts.join(' · ')
}

/**
 * The car's price lines: the cash price, and the monthly finance price with its representative example when offered.
 * A price-drop mail (`previousPrice`: the price the subscriber was last told) announces a price reduction, so
 * its "før"-price is the one the law asks for, the lowest price of the 30 days before the reduction
 * (prisangivelsesbekendtgørelsen § 9 a), as on the site's vehicle page; without one above the new price, no
 * "før"-price is shown. The price the subscriber was last told is said apart, as what it is.
 */
export function priceLines(car: Pick<MailCar, 'prices' | 'previousPrice'>): {
  price: string
  lastTold: string | null
  monthly: string | null
  example: string | null
} {
  const cash = car.prices.find((p) => p.acquisition_type === 'purchase')
  const finance = car.prices.find((p) => p.acquisition_type === 'private_finance' && p.monthly_installment !== null)
  let price = 'Pris efter aftale'
  let lastTold: string | null = null
  const previous = car.previousPrice
  if (cash && previous === undefined) price = `Pris ${kr(cash.total_price)}`
  else if (cash && previous !== undefined) {
    const lowest = cash.lowest_price_30_days
    price =
      lowest !== null && lowest > cash.total_price
        ? `Nu ${kr(cash.total_price)} (før ${kr(lowest)}, den laveste pris i de 30 dage før nedsættelsen)`
        : `Nu ${kr(cash.total_price)}`
    lastTold = `Da vi sidst skrev til dig om bilen, kostede den ${kr(previous)}.`
  }
  if (!finance || finance.monthly_installment === null) return { price, lastTold, monthly: null, example: null }
  return {
    price,
    lastTold,
    monthly: `Eller ${kr(finance.monthly_installment)}/md. med privatfinansiering`,
    example: finance.representative_example ?? null,
  }
}

function carText(car: MailCar, url: string): string {
  const { price, lastTold, monthly, example } = priceLines(car)
  return [
    car.title,
    price,
    ...(lastTold ? [lastTold] : []),
    ...(monthly ? [monthly] : []),
    ...(example ? [`Repræsentativt eksempel: ${example}`] : []),
    energyText(car),
    `Se bilen: ${url}`,
  ].join('\n')
}

function carHtml(car: MailCar, url: string): string {
  const { price, lastTold, monthly, example } = priceLines(car)
  return [
    '<tr><td style="padding:12px 0;border-top:1px solid #ddd">',
    `<a href="${escapeHtml(url)}"><img src="${escapeHtml(car.imageUrl)}" alt="${escapeHtml(car.imageAlt)}" width="320" height="200" style="display:block;max-width:100%;height:auto"></a>`,
    `<h2 style="font-size:18px;margin:8px 0 4px"><a href="${escapeHtml(url)}">${escapeHtml(car.title)}</a></h2>`,
    `<p style="margin:0;font-weight:bold">${escapeHtml(price)}</p>`,
    lastTold ? `<p style="margin:4px 0 0">${escapeHtml(lastTold)}</p>` : '',
    monthly ? `<p style="margin:4px 0 0">${escapeHtml(monthly)}</p>` : '',
    example ? `<p style="margin:4px 0 0;font-size:13px">Repræsentativt eksempel: ${escapeHtml(example)}</p>` : '',
    `<p style="margin:4px 0 0;font-size:13px">${escapeHtml(energyText(car))}</p>`,
    `<p style="margin:8px 0 0"><a href="${escapeHtml(url)}">Se bilen</a></p>`,
    '</td></tr>',
  ].join('')
}

const why = {
  confirmed: `${siteName} A/S sender denne e-mail, fordi du har bedt om den og bekræftet din adresse.`,
  confirmation: `${siteName} A/S sender denne e-mail, fordi din adresse blev skrevet på bilhusetnord.dk. Uden bekræftelse får du ikke flere.`,
}

function footerText(links: AgentLinks, reason: keyof typeof why = 'confirmed'): string {
  return ['—', `Afmeld denne besked med ét klik: ${links.unsubscribeUrl}`, `Se og slet alle dine søgeagenter: ${links.manageUrl}`, why[reason]].join('\n')
}

function footerHtml(links: AgentLinks, reason: keyof typeof why = 'confirmed'): string {
  return [
    '<p style="margin-top:24px;font-size:13px;color:#444">',
    `<a href="${escapeHtml(links.unsubscribeUrl)}">Afmeld denne besked med ét klik</a> · `,
    `<a href="${escapeHtml(links.manageUrl)}">Se og slet alle dine søgeagenter</a><br>`,
    escapeHtml(why[reason]),
    '</p>',
  ].join('')
}

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="da"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">',
    body,
    '</body></html>',
  ].join('')
}

/** RFC 8058: the one-click unsubscribe headers. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

export interface ConfirmationMailInput {
  kind: 'search' | 'price_drop'
  label: string
  frequency: AgentFrequency
  confirmUrl: string
  links: AgentLinks
}

export function confirmationMail(input: ConfirmationMailInput): MailMessage {
  const what =
    input.kind === 'search'
      ? `besked om nye biler i søgningen "${input.label}" (${frequencyLabels[input.frequency].toLowerCase()})`
      : `besked, hvis prisen falder på ${input.label}`
  const subject = input.kind === 'search' ? 'Bekræft din søgeagent hos Bilhuset Nord' : 'Bekræft din prisalarm hos Bilhuset Nord'
  const intro = `Du har bedt om ${what}.`
  const action = `Bekræft med linket herunder. Indtil da sender vi ikke andet end denne e-mail, og uden bekræftelse sletter vi din adresse efter ${confirmationDays} dage.`
  const notYou = 'Har du ikke bedt om det, kan du se bort fra denne e-mail.'
  return {
    subject,
    text: [intro, '', action, '', `Bekræft: ${input.confirmUrl}`, '', notYou, '', footerText(input.links, 'confirmation')].join('\n'),
    html: page(
      subject,
      [
        `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p>${escapeHtml(action)}</p>`,
        `<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#0b3d91;color:#fff;text-decoration:none;border-radius:4px">Bekræft</a></p>`,
        `<p>${escapeHtml(notYou)}</p>`,
        footerHtml(input.links, 'confirmation'),
      ].join(''),
    ),
    headers: unsubscribeHeaders(input.links.unsubscribeUrl),
  }
}

export interface AlertMailInput {
  label: string
  frequency: AgentFrequency
  cars: readonly MailCar[]
  carUrl(car: MailCar): string
  searchUrl: string
  links: AgentLinks
}

export function alertMail(input: AlertMailInput): MailMessage {
  const count = input.cars.length
  const subject = count === 1 ? `Ny bil i din søgning: ${input.cars[0]?.title ?? ''}` : `${count} nye biler i din søgning`
  const intro = `${count === 1 ? 'Der er kommet en ny bil' : `Der er kommet ${count} nye biler`} på lager, som passer til din søgning "${input.label}".`
  return {
    subject,
    text: [
      intro,
      '',
      ...input.cars.map((car) => `${carText(car, input.carUrl(car))}\n`),
      `Se hele søgningen: ${input.searchUrl}`,
      '',
      footerText(input.links),
    ].join('\n'),
    html: page(
      subject,
      [
        `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${input.cars.map((car) => carHtml(car, input.carUrl(car))).join('')}</table>`,
        `<p><a href="${escapeHtml(input.searchUrl)}">Se hele søgningen</a></p>`,
        footerHtml(input.links),
      ].join(''),
    ),
    headers: unsubscribeHeaders(input.links.unsubscribeUrl),
  }
}

export interface PriceDropMailInput {
  cars: readonly (MailCar & { previousPrice: number })[]
  carUrl(car: MailCar): string
  links: AgentLinks
}

export function priceDropMail(input: PriceDropMailInput): MailMessage {
  const first = input.cars[0]
  const subject = input.cars.length === 1 && first ? `Prisen er sat ned: ${first.title}` : `Prisen er sat ned på ${input.cars.length} af dine biler`
  const intro = input.cars.length === 1 ? 'Prisen er faldet på en bil, du følger.' : `Prisen er faldet på ${input.cars.length} biler, du følger.`
  return {
    subject,
    text: [intro, '', ...input.cars.map((car) => `${carText(car, input.carUrl(car))}\n`), footerText(input.links)].join('\n'),
    html: page(
      subject,
      [
        `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${input.cars.map((car) => carHtml(car, input.carUrl(car))).join('')}</table>`,
        footerHtml(input.links),
      ].join(''),
    ),
    headers: unsubscribeHeaders(input.links.unsubscribeUrl),
  }
}

export interface ManagementMailInput {
  manageUrl: string
  agentCount: number
}

export function managementMail(input: ManagementMailInput): MailMessage {
  const subject = 'Dine søgeagenter hos Bilhuset Nord'
  const intro =
    input.agentCount === 0
      ? 'Du har bedt om at se dine søgeagenter og prisalarmer, men der er ingen på denne adresse.'
      : `Du har ${input.agentCount === 1 ? 'én søgeagent eller prisalarm' : `${input.agentCount} søgeagenter og prisalarmer`}. Med linket herunder kan du se og slette dem.`
  const validity = `Linket virker i ${managementLinkHours} timer. Har du ikke bedt om det, kan du se bort fra denne e-mail.`
  return {
    subject,
    text: [intro, '', ...(input.agentCount > 0 ? [`Se og slet dine søgeagenter: ${input.manageUrl}`, ''] : []), validity].join('\n'),
    html: page(
      subject,
      [
        `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(intro)}</p>`,
        input.agentCount > 0 ? `<p><a href="${escapeHtml(input.manageUrl)}">Se og slet dine søgeagenter</a></p>` : '',
        `<p>${escapeHtml(validity)}</p>`,
      ].join(''),
    ),
    headers: {},
  }
}
