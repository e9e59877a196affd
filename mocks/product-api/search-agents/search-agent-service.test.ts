/**
 * The search agents' backend (issue 35) against the issue's rules: double
 * opt-in, nothing stored twice, 20 agents per address, signed links
 * (replayed, tampered, expired), new and repriced cars matched, the chosen
 * frequency on the backend's clock, unsubscribe and management.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSearchAgentInputSchema, noFilterMessage } from '#src/product-api/contract/search-agents.ts'
import { ApiError } from '../api-error.ts'
import { createDataSet } from '../data/data-set.ts'
import { toSummary, type VehicleRecord } from '../data/vehicles.ts'
import type { MailMessage } from './mail-content.ts'
import { repricedRecord } from './stock-changes.ts'
import { openSearchAgentService, type SearchAgentService } from './search-agent-service.ts'
import { createTokenSigner } from './tokens.ts'

const data = createDataSet({ vehicleCount: 60, mediaOrigin: 'http://media.test' })
const signer = createTokenSigner('service-test-secret-0123456789')
const suiteNow = new Date('2026-11-24T10:00:00+01:00')

let dir: string
let now: Date
let sent: { to: string; message: MailMessage }[]
let failMail: boolean
let service: SearchAgentService
let vehicles: VehicleRecord[]

async function open(): Promise<SearchAgentService> {
  return openSearchAgentService({
    dataDir: dir,
    signer,
    mailer: {
      async send(to, message) {
        if (failMail) throw new Error('SMTP nede')
        sent.push({ to, message })
      },
      close() {},
    },
    siteUrl: 'https://www.bilhusetnord.dk',
    now: () => now,
    findVehicle: (id) => vehicles.find((v) => v.id === id),
    mailCar: (record) => {
      const s = toSummary(record, data.urls)
      return { ...s, imageUrl: s.image.url, imageAlt: s.image.alt }
    },
    logger: { warn() {}, info() {} },
  })
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-agents-'))
  now = suiteNow
  sent = []
  failMail = false
  vehicles = [...data.vehicles]
  service = await open()
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const renault = () => vehicles.find((v) => v.brand.slug === 'renault') as VehicleRecord
const searchInput = (email = 'sofie@example.dk', frequency: 'instant' | 'daily' | 'weekly' = 'instant') =>
  createSearchAgentInputSchema.parse({
    kind: 'search',
    email,
    frequency,
    search: { brand: ['renault'] },
    label: 'Renault',
    searchPath: '/lager?brand=renault',
  })
const linkIn = (message: MailMessage, path: string): string => {
  const match = new RegExp(`https://www\\.bilhusetnord\\.dk${path}\\?token=[^\\s]+`).exec(message.text)
  if (!match) throw new Error(`no ${path} link in: ${message.text}`)
  return new URL(match[0]).searchParams.get('token') ?? ''
}
/** A new Renault that matches `brand=renault`, now in stock. */
const newRenault = (): VehicleRecord => {
  const record = { ...renault(), id: '999001-1-renault-clio-test', stockNumber: 999_001 }
  vehicles.push(record)
  return record
}

async function confirmedAgent(frequency: 'instant' | 'daily' | 'weekly' = 'instant', email = 'sofie@example.dk') {
  const { receipt } = await service.create(searchInput(email, frequency), `key-${email}-${frequency}`)
  const mail = sent.at(-1)?.message as MailMessage
  const result = await service.confirm(linkIn(mail, '/soegeagent/bekraeft'))
  expect(result.outcome).toBe('confirmed')
  sent = []
  return receipt.agentId
}

describe('creating an agent: double opt-in, nothing stored twice', () => {
  it('stores a pending agent and sends only the confirmation mail', async () => {
    const { status, receipt } = await service.create(searchInput(), 'key-00000001')
    expect(status).toBe(201)
    expect(receipt).toMatchObject({ status: 'pending', replayed: false })
    expect(sent.map((s) => [s.to, s.message.subject])).toEqual([['sofie@example.dk', 'Bekræft din søgeagent hos Bilhuset Nord']])
    // Nothing but the confirmation until confirmed: a matching car mails nothing.
    await service.vehicleAdded(newRenault())
    expect(sent).toHaveLength(1)
    const stored = JSON.parse(await readFile(join(dir, 'search-agents.json'), 'utf8')) as { agents: unknown[] }
    expect(stored.agents).toHaveLength(1)
  })

  it('a repeated request with its key answers the stored receipt and stores nothing', async () => {
    const first = await service.create(searchInput(), 'key-00000001')
    const again = await service.create(searchInput(), 'key-00000001')
    expect(again.status).toBe(200)
    expect(again.receipt).toMatchObject({ agentId: first.receipt.agentId, replayed: true })
    expect(service.list()).toHaveLength(1)
    expect(sent).toHaveLength(1)
  })

  it('the same key with another request is a conflict', async () => {
    await service.create(searchInput(), 'key-00000001')
    await expect(service.create(searchInput('other@example.dk'), 'key-00000001')).rejects.toMatchObject({ status: 409 })
  })

  it('the same search on the same address (new key, other case) is the agent already there', async () => {
    const first = await service.create(searchInput(), 'key-00000001')
    const second = await service.create(searchInput('Sofie@Example.DK ', 'daily'), 'key-00000002')
    expect(second.receipt.agentId).toBe(first.receipt.agentId)
    expect(service.list().map((a) => a.frequency)).toEqual(['daily'])
    // Confirmed, it stays as it is.
    await service.confirm(linkIn(sent.at(-1)?.message as MailMessage, '/soegeagent/bekraeft'))
    const third = await service.create(searchInput('sofie@example.dk', 'weekly'), 'key-00000003')
    expect(third.receipt).toMatchObject({ agentId: first.receipt.agentId, status: 'active' })
    expect(service.list().map((a) => a.frequency)).toEqual(['daily'])
  })

  it('refuses the 21st agent on one address with a Danish message on the e-mail field', async () => {
    for (let i = 0; i < 20; i++) {
      const input = createSearchAgentInputSchema.parse({ ...searchInput(), search: { priceMax: 100_000 + i * 1_000 }, label: `Højst ${i}` })
      await service.create(input, `key-limit-${i}`)
    }
    const error = await service
      .create(createSearchAgentInputSchema.parse({ ...searchInput(), search: { priceMax: 999_000 } }), 'key-limit-20')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).fieldErrors?.email?.[0]).toMatch(/^Der er allerede 20 søgeagenter/)
    expect(service.list()).toHaveLength(20)
    // Another address is not affected.
    await expect(service.create(searchInput('anden@example.dk'), 'key-other-address')).resolves.toMatchObject({ status: 201 })
  })

  it('stores nothing when the confirmation mail cannot be sent (503, posted again later)', async () => {
    failMail = true
    await expect(service.create(searchInput(), 'key-00000001')).rejects.toMatchObject({ status: 503 })
    expect(service.list()).toEqual([])
    failMail = false
    await expect(service.create(searchInput(), 'key-00000001')).resolves.toMatchObject({ status: 201 })
  })

  it('keeps the agents across a restart', async () => {
    await service.create(searchInput(), 'key-00000001')
    const reopened = await open()
    expect(reopened.list().map((a) => a.email)).toEqual(['sofie@example.dk'])
  })
})

describe('the contract refuses bad input in Danish', () => {
  it('a search with no filters at all', () => {
    const result = createSearchAgentInputSchema.safeParse({ ...searchInput(), search: {} })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['search', noFilterMessage]])
  })

  it('a search whose only filters are empty', () => {
    expect(createSearchAgentInputSchema.safeParse({ ...searchInput(), search: { brand: [], q: '' } }).success).toBe(false)
  })

  it.each(['sofie', 'sofie@', 'sofie@example', '@example.dk', 'so fie@example.dk'])('an invalid address: %s', (email) => {
    const result = createSearchAgentInputSchema.safeParse({ ...searchInput(), email })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['email', 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.']])
  })
})

describe('links from the mails', () => {
  it('confirms once; the replayed link says it is already confirmed and changes nothing', async () => {
    await service.create(searchInput(), 'key-00000001')
    const token = linkIn(sent[0]?.message as MailMessage, '/soegeagent/bekraeft')
    const first = await service.confirm(token)
    expect(first).toMatchObject({ outcome: 'confirmed', agent: { status: 'active', label: 'Renault', frequency: 'instant' } })
    now = new Date(suiteNow.getTime() + 60_000)
    const again = await service.confirm(token)
    expect(again).toMatchObject({ outcome: 'already_confirmed', agent: { confirmedAt: suiteNow.toISOString() } })
    expect(service.list()).toHaveLength(1)
  })

  it('a tampered confirmation or unsubscribe link is invalid and changes nothing', async () => {
    await service.create(searchInput(), 'key-00000001')
    const token = linkIn(sent[0]?.message as MailMessage, '/soegeagent/bekraeft')
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await service.confirm(tampered)).toEqual({ outcome: 'invalid' })
    expect(await service.unsubscribe(tampered)).toEqual({ outcome: 'invalid' })
    expect(service.list()[0]?.status).toBe('pending')
  })

  it('a confirmation link older than 7 days is expired, and the agent is deleted by then', async () => {
    await service.create(searchInput(), 'key-00000001')
    const token = linkIn(sent[0]?.message as MailMessage, '/soegeagent/bekraeft')
    now = new Date(suiteNow.getTime() + 7 * 86_400_000)
    expect(await service.confirm(token)).toEqual({ outcome: 'expired' })
    expect(await service.runDue(now)).toEqual({ digests: 0, deleted: 1 })
    expect(service.list()).toEqual([])
  })

  it('unsubscribes in one request; again it is gone', async () => {
    await confirmedAgent()
    await service.vehicleAdded(newRenault())
    const token = linkIn(sent[0]?.message as MailMessage, '/soegeagent/afmeld')
    expect(await service.unsubscribe(token)).toMatchObject({ outcome: 'unsubscribed', agent: { label: 'Renault' } })
    expect(await service.unsubscribe(token)).toEqual({ outcome: 'gone' })
    expect(service.list()).toEqual([])
  })

  it('a management link lists and deletes the address’s agents, and expires after 24 hours', async () => {
    const a = await confirmedAgent('instant')
    await service.create(
      createSearchAgentInputSchema.parse({ ...searchInput('sofie@example.dk', 'weekly'), search: { fuel: ['electric'] }, label: 'Elbil' }),
      'key-pending-weekly',
    )
    await service.create(searchInput('anden@example.dk'), 'key-anden')
    sent = []
    const answer = await service.requestManagementLink('SOFIE@example.dk')
    expect(answer.message).toMatch(/sofie@example\.dk/)
    expect(sent.map((s) => s.to)).toEqual(['sofie@example.dk'])
    const token = linkIn(sent[0]?.message as MailMessage, '/soegeagent/mine')
    const listed = await service.listManaged(token)
    expect(listed.outcome === 'ok' && listed.agents.map((x) => [x.status, x.frequency])).toEqual([
      ['active', 'instant'],
      ['pending', 'weekly'],
    ])
    const afterDelete = await service.deleteManaged(token, a)
    expect(afterDelete.outcome === 'ok' && afterDelete.agents.map((x) => x.frequency)).toEqual(['weekly'])
    // Another address's agent cannot be deleted with this link.
    const other = service.list().find((x) => x.email === 'anden@example.dk')?.id ?? ''
    await service.deleteManaged(token, other)
    expect(service.list().map((x) => x.email)).toContain('anden@example.dk')
    now = new Date(suiteNow.getTime() + 24 * 3_600_000)
    expect(await service.listManaged(token)).toEqual({ outcome: 'expired' })
    expect(await service.listManaged(`${token}x`)).toEqual({ outcome: 'invalid' })
  })

  it('answers a management request for an address without agents the same way, with a mail without a link', async () => {
    const answer = await service.requestManagementLink('ingen@example.dk')
    expect(answer.message).toMatch(/ingen@example\.dk/)
    expect(sent[0]?.message.text).not.toMatch(/\/soegeagent\/mine/)
  })
})

describe('new and repriced cars, at the chosen frequency', () => {
  it('"straks": a matching new car is mailed at once; another make is not', async () => {
    await confirmedAgent('instant')
    await service.vehicleAdded({ ...(vehicles.find((v) => v.brand.slug !== 'renault') as VehicleRecord), id: '999002-1-other' })
    expect(sent).toEqual([])
    await service.vehicleAdded(newRenault())
    expect(sent.map((s) => s.message.subject)).toEqual([`Ny bil i din søgning: ${renault().title}`])
    expect(sent[0]?.message.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/www\.bilhusetnord\.dk\/soegeagent\/afmeld\?token=.+>$/) as unknown,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('"dagligt": the car waits for the digest at 07.00 the next morning', async () => {
    await confirmedAgent('daily')
    await service.vehicleAdded(newRenault())
    expect(sent).toEqual([])
    expect(await service.runDue(new Date('2026-11-24T23:59:00+01:00'))).toEqual({ digests: 0, deleted: 0 })
    expect(await service.runDue(new Date('2026-11-25T07:00:00+01:00'))).toEqual({ digests: 1, deleted: 0 })
    expect(sent.map((s) => s.message.subject)).toEqual([`Ny bil i din søgning: ${renault().title}`])
    // Sent once: the next run has nothing new.
    expect(await service.runDue(new Date('2026-11-26T07:00:00+01:00'))).toEqual({ digests: 0, deleted: 0 })
  })

  it('"ugentligt": the car waits for Monday 07.00', async () => {
    await confirmedAgent('weekly')
    await service.vehicleAdded(newRenault())
    expect(await service.runDue(new Date('2026-11-29T12:00:00+01:00'))).toEqual({ digests: 0, deleted: 0 })
    expect(await service.runDue(new Date('2026-11-30T07:00:00+01:00'))).toEqual({ digests: 1, deleted: 0 })
  })

  it('a repriced car that now fits the search counts as new', async () => {
    const { receipt: _r } = await service.create(
      createSearchAgentInputSchema.parse({ ...searchInput(), search: { brand: ['renault'], priceMax: 50_000 }, label: 'Renault under 50.000' }),
      'key-cheap',
    )
    await service.confirm(linkIn(sent[0]?.message as MailMessage, '/soegeagent/bekraeft'))
    sent = []
    const before = renault()
    const after = repricedRecord(before, 49_000, '2026-11-24')
    await service.vehicleRepriced(before, after)
    expect(sent.map((s) => s.message.subject)).toEqual([`Ny bil i din søgning: ${before.title}`])
  })

  it('a price drop on a watched car is mailed with the price before and now; a rise is not', async () => {
    const car = renault()
    const price = car.prices[0]?.total_price ?? 0
    await service.create(createSearchAgentInputSchema.parse({ kind: 'price_drop', email: 'sofie@example.dk', vehicleIds: [car.id] }), 'key-watch')
    expect(sent[0]?.message.subject).toBe('Bekræft din prisalarm hos Bilhuset Nord')
    await service.confirm(linkIn(sent[0]?.message as MailMessage, '/soegeagent/bekraeft'))
    sent = []
    const raised = repricedRecord(car, price + 5_000, '2026-11-24')
    await service.vehicleRepriced(car, raised)
    expect(sent).toEqual([])
    const lowered = repricedRecord(raised, price - 10_000, '2026-11-24')
    await service.vehicleRepriced(raised, lowered)
    expect(sent.map((s) => s.message.subject)).toEqual([`Prisen er sat ned: ${car.title}`])
    const kr = (n: number) => `${n.toLocaleString('da-DK')} kr.`
    // The raise lasted part of a day: the lowest price of the 30 days before the reduction is the price before it.
    expect(sent[0]?.message.text).toContain(`Nu ${kr(price - 10_000)} (før ${kr(price)}, den laveste pris i de 30 dage før nedsættelsen)`)
    expect(sent[0]?.message.text).toContain(`Da vi sidst skrev til dig om bilen, kostede den ${kr(price)}.`)
    // The next drop the same day: its "før"-price is the price charged earlier that day, and the price last told is the same.
    sent = []
    const again = repricedRecord(lowered, price - 12_000, '2026-11-24')
    await service.vehicleRepriced(lowered, again)
    expect(sent[0]?.message.text).toContain(`Nu ${kr(price - 12_000)} (før ${kr(price - 10_000)}, den laveste pris i de 30 dage før nedsættelsen)`)
    expect(sent[0]?.message.text).toContain(`Da vi sidst skrev til dig om bilen, kostede den ${kr(price - 10_000)}.`)
  })

  it('refuses to watch a car that is not in stock', async () => {
    const input = createSearchAgentInputSchema.parse({ kind: 'price_drop', email: 'sofie@example.dk', vehicleIds: ['1-1-solgt'] })
    await expect(service.create(input, 'key-unknown-car')).rejects.toMatchObject({
      status: 400,
      fieldErrors: { vehicleIds: ['Bilen findes ikke længere på lager.'] },
    })
  })

  it('deletes an agent without activity for 12 months', async () => {
    await confirmedAgent('daily')
    expect(await service.runDue(new Date('2027-11-24T10:00:00+01:00'))).toEqual({ digests: 0, deleted: 1 })
  })
})
