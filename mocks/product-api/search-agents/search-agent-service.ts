/**
 * The dealer's backend for search agents and price-drop notices (issue 35),
 * as the mock product API implements it: the agents (kept in the data dir,
 * `search-agents.json`, written whole and renamed into place on every
 * change), double opt-in, signed links, matching new and repriced cars,
 * the digests on the mock's clock, and the deletion of unconfirmed and
 * inactive agents. Mails go out through `MailSender` (nodemailer → SMTP).
 *
 * Nothing is stored twice: a repeated request with its Idempotency-Key
 * answers the stored receipt, and the same search (or the same watched cars)
 * on the same address is the agent already there.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {
  AgentFrequency,
  AgentSearch,
  ConfirmationResult,
  ManagedAgents,
  SearchAgentReceipt,
  SearchAgentView,
  UnsubscribeResult,
  createSearchAgentInputSchema,
} from '#src/product-api/contract/search-agents.ts'
import { confirmationDays, managementLinkHours, maxAgentsPerAddress } from '#src/product-api/contract/search-agents.ts'
import type { z } from 'zod'
import { ApiError } from '../api-error.ts'
import type { VehicleRecord } from '../data/vehicles.ts'
import { alertMail, confirmationMail, managementMail, priceDropMail, withCampaign, type AgentLinks, type MailCar, type MailMessage } from './mail-content.ts'
import type { MailSender } from './mailer.ts'
import { cashPriceOf, matchesSearch, priceDrop } from './matching.ts'
import { expiryOf, nextDigestAt } from './schedule.ts'
import type { TokenSigner } from './tokens.ts'

type CreateInput = z.output<typeof createSearchAgentInputSchema>

interface PendingMatch {
  vehicleId: string
  at: string
}

export interface StoredAgent {
  id: string
  kind: 'search' | 'price_drop'
  email: string
  status: 'pending' | 'active'
  frequency: AgentFrequency
  search: AgentSearch | null
  label: string
  searchPath: string | null
  /** Watched cars and the price last told (price-drop agents). */
  vehicles: { id: string; title: string; price: number | null }[]
  locale: string
  createdAt: string
  confirmedAt: string | null
  lastMailAt: string | null
  /** Creation, confirmation, a mail sent or the management page opened. */
  lastActivityAt: string
  /** The last digest (daily/weekly); the next is due at the first digest time after it. */
  lastDigestAt: string | null
  /** New matches waiting for the next digest. */
  pending: PendingMatch[]
}

interface StoreFile {
  agents: StoredAgent[]
  /** Idempotency-Key → the agent it created (or found) and a hash of the request. */
  keys: Record<string, { agentId: string; hash: string; status: 'pending' | 'active' }>
}

export interface SearchAgentServiceOptions {
  dataDir: string
  signer: TokenSigner
  mailer: MailSender
  /** The public site's origin: the links in the mails go there. */
  siteUrl: string
  now(): Date
  /** An available vehicle by id, or undefined. */
  findVehicle(id: string): VehicleRecord | undefined
  /** The car as a mail shows it (its picture's URL). */
  mailCar(record: VehicleRecord): MailCar
  logger?: Pick<Console, 'warn' | 'info'>
}

export interface SearchAgentService {
  create(input: CreateInput, idempotencyKey: string): Promise<{ status: 200 | 201; receipt: SearchAgentReceipt }>
  confirm(token: string): Promise<ConfirmationResult>
  unsubscribe(token: string): Promise<UnsubscribeResult>
  requestManagementLink(email: string): Promise<{ message: string }>
  listManaged(token: string): Promise<ManagedAgents>
  deleteManaged(token: string, agentId: string): Promise<ManagedAgents>
  /** A car came in: instant agents mail it now, daily and weekly ones keep it for their digest. */
  vehicleAdded(record: VehicleRecord): Promise<void>
  /** A car's price changed: watched cars whose price fell are mailed; searches it now matches take it as new. */
  vehicleRepriced(before: VehicleRecord, after: VehicleRecord): Promise<void>
  /** Sends the digests due at `at` and deletes expired agents; what it did. */
  runDue(at: Date): Promise<{ digests: number; deleted: number }>
  list(): StoredAgent[]
}

const fileName = 'search-agents.json'
const dayMs = 86_400_000

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

function requestHash(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex')
}

/** A canonical form of a search (sorted keys and lists) to find the same search again. */
function canonicalSearch(search: AgentSearch | null): string {
  if (!search) return ''
  const entries = Object.entries(search)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as string[])].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify(entries)
}

function sameAgent(a: StoredAgent, kind: StoredAgent['kind'], search: AgentSearch | null, vehicleIds: readonly string[]): boolean {
  if (a.kind !== kind) return false
  if (kind === 'search') return canonicalSearch(a.search) === canonicalSearch(search)
  return JSON.stringify(a.vehicles.map((v) => v.id).sort()) === JSON.stringify([...vehicleIds].sort())
}

export function toView(agent: StoredAgent): SearchAgentView {
  return {
    id: agent.id,
    kind: agent.kind,
    status: agent.status,
    frequency: agent.frequency,
    label: agent.label,
    searchPath: agent.searchPath,
    vehicles: agent.vehicles.map((v) => ({ ...v })),
    createdAt: agent.createdAt,
    confirmedAt: agent.confirmedAt,
    lastMailAt: agent.lastMailAt,
  }
}

const receiptMessage = (agent: StoredAgent): string =>
  agent.status === 'active'
    ? 'Du har allerede denne besked på din e-mailadresse. Den er gemt og aktiv.'
    : `Tjek din e-mail: vi har sendt et link til ${agent.email}. Beskeden gemmes først, når du har bekræftet (senest om ${confirmationDays} dage).`

export async function openSearchAgentService(options: SearchAgentServiceOptions): Promise<SearchAgentService> {
  const logger = options.logger ?? console
  const file = join(options.dataDir, fileName)
  await mkdir(options.dataDir, { recursive: true })
  let data: StoreFile = { agents: [], keys: {} }
  try {
    data = JSON.parse(await readFile(file, 'utf8')) as StoreFile
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn(`[søgeagenter] ${file} kunne ikke læses; starter tomt.`)
  }
  /** Management mails per address in the last hour (mail bombing by someone who knows an address). */
  const managementMails = new Map<string, number[]>()

  // One change at a time, each written whole and renamed into place (never a half-written file).
  let queue: Promise<unknown> = Promise.resolve()
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  async function save(): Promise<void> {
    const tmp = `${file}.${process.pid}.tmp`
    await writeFile(tmp, JSON.stringify(data, null, 1))
    await rename(tmp, file)
  }

  const nowIso = () => options.now().toISOString()
  const site = (path: string) => new URL(path, options.siteUrl).toString()
  const unsubscribeUrl = (agent: StoredAgent) => site(`/soegeagent/afmeld?token=${encodeURIComponent(options.signer.sign('unsubscribe', agent.id, null))}`)
  const links = (agent: StoredAgent): AgentLinks => ({ unsubscribeUrl: unsubscribeUrl(agent), manageUrl: site('/soegeagent') })
  const carUrl = (campaign: 'nye-biler' | 'prisfald') => (car: MailCar) => withCampaign(site(`/lager/${car.id}`), campaign)

  async function mail(agent: StoredAgent, message: MailMessage): Promise<void> {
    await options.mailer.send(agent.email, message)
    agent.lastMailAt = nowIso()
    agent.lastActivityAt = agent.lastMailAt
  }

  function sendConfirmation(agent: StoredAgent): Promise<void> {
    const confirmUrl = site(
      `/soegeagent/bekraeft?token=${encodeURIComponent(options.signer.sign('confirm', agent.id, Date.parse(agent.createdAt) + confirmationDays * dayMs))}`,
    )
    return options.mailer.send(
      agent.email,
      confirmationMail({ kind: agent.kind, label: agent.label, frequency: agent.frequency, confirmUrl, links: links(agent) }),
    )
  }

  async function alert(agent: StoredAgent, records: VehicleRecord[]): Promise<void> {
    if (records.length === 0) return
    await mail(
      agent,
      alertMail({
        label: agent.label,
        frequency: agent.frequency,
        cars: records.map(options.mailCar),
        carUrl: carUrl('nye-biler'),
        searchUrl: withCampaign(site(agent.searchPath ?? '/lager'), 'nye-biler'),
        links: links(agent),
      }),
    )
  }

  const agentsOf = (email: string) => data.agents.filter((a) => a.email === email)

  function remove(agentId: string): StoredAgent | undefined {
    const agent = data.agents.find((a) => a.id === agentId)
    if (agent) data.agents = data.agents.filter((a) => a !== agent)
    return agent
  }

  function managed(email: string, expiresAt: number | null): ManagedAgents {
    const agents = agentsOf(email)
    for (const a of agents) a.lastActivityAt = nowIso()
    return { outcome: 'ok', email, expiresAt: new Date(expiresAt ?? options.now().getTime()).toISOString(), agents: agents.map(toView) }
  }

  return {
    create: (input, key) =>
      serial(async () => {
        const hash = requestHash(input)
        const known = data.keys[key]
        if (known) {
          if (known.hash !== hash) {
            throw new ApiError(409, 'idempotency_conflict', 'Denne besked er allerede sendt med andet indhold. Genindlæs siden og prøv igen.', {
              'Idempotency-Key': ['Nøglen er allerede brugt til en anden forespørgsel.'],
            })
          }
          const agent = data.agents.find((a) => a.id === known.agentId)
          const status = agent?.status ?? known.status
          return {
            status: 200,
            receipt: { agentId: known.agentId, status, replayed: true, message: agent ? receiptMessage(agent) : 'Beskeden er allerede modtaget.' },
          }
        }
        const email = normaliseEmail(input.email)
        const vehicleIds = input.kind === 'price_drop' ? [...new Set(input.vehicleIds)] : []
        const search = input.kind === 'search' ? input.search : null
        const existing = agentsOf(email).find((a) => sameAgent(a, input.kind, search, vehicleIds))
        if (existing) {
          // The same agent again: nothing new is stored. A pending one takes the frequency asked now and gets
          // its confirmation mail again; an active one stays as it is (the management page deletes it).
          if (existing.status === 'pending') {
            if (input.kind === 'search') existing.frequency = input.frequency
            await sendConfirmation(existing)
          }
          data.keys[key] = { agentId: existing.id, hash, status: existing.status }
          await save()
          return { status: 200, receipt: { agentId: existing.id, status: existing.status, replayed: false, message: receiptMessage(existing) } }
        }
        if (agentsOf(email).length >= maxAgentsPerAddress) {
          throw new ApiError(400, 'invalid_input', 'Nogle felter er ikke udfyldt korrekt.', {
            email: [
              `Der er allerede ${maxAgentsPerAddress} søgeagenter og prisalarmer på denne e-mailadresse, og flere kan der ikke være. Slet en af dem under "Mine søgeagenter", før du opretter en ny.`,
            ],
          })
        }
        let vehicles: StoredAgent['vehicles'] = []
        if (input.kind === 'price_drop') {
          const found = vehicleIds.map((id) => ({ id, record: options.findVehicle(id) }))
          if (found.some((f) => !f.record)) {
            throw new ApiError(400, 'invalid_input', 'Nogle felter er ikke udfyldt korrekt.', { vehicleIds: ['Bilen findes ikke længere på lager.'] })
          }
          vehicles = found.map(({ record }) => ({ id: record?.id ?? '', title: record?.title ?? '', price: record ? cashPriceOf(record) : null }))
        }
        const now = nowIso()
        const agent: StoredAgent = {
          id: `sa-${randomBytes(8).toString('hex')}`,
          kind: input.kind,
          email,
          status: 'pending',
          frequency: input.kind === 'search' ? input.frequency : 'instant',
          search,
          label: input.kind === 'search' ? input.label : vehicles.map((v) => v.title).join(', '),
          searchPath: input.kind === 'search' ? input.searchPath : null,
          vehicles,
          locale: input.locale,
          createdAt: now,
          confirmedAt: null,
          lastMailAt: null,
          lastActivityAt: now,
          lastDigestAt: null,
          pending: [],
        }
        try {
          await sendConfirmation(agent)
        } catch (error) {
          // Not stored: the site keeps the request and posts it again with the same key.
          logger.warn(`[søgeagenter] bekræftelsesmail kunne ikke sendes: ${error instanceof Error ? error.message : String(error)}`)
          throw new ApiError(503, 'unavailable', 'Bekræftelsesmailen kunne ikke sendes lige nu. Prøv igen om lidt.')
        }
        data.agents.push(agent)
        data.keys[key] = { agentId: agent.id, hash, status: 'pending' }
        await save()
        return { status: 201, receipt: { agentId: agent.id, status: 'pending', replayed: false, message: receiptMessage(agent) } }
      }),

    confirm: (token) =>
      serial(async () => {
        const check = options.signer.verify(token, 'confirm', options.now().getTime())
        if (!check.ok) return { outcome: check.problem }
        const agent = data.agents.find((a) => a.id === check.subject)
        if (!agent) return { outcome: 'gone' }
        if (agent.status === 'active') return { outcome: 'already_confirmed', agent: toView(agent) }
        agent.status = 'active'
        agent.confirmedAt = nowIso()
        agent.lastActivityAt = agent.confirmedAt
        agent.lastDigestAt = agent.confirmedAt
        await save()
        return { outcome: 'confirmed', agent: toView(agent) }
      }),

    unsubscribe: (token) =>
      serial(async () => {
        const check = options.signer.verify(token, 'unsubscribe', options.now().getTime())
        if (!check.ok) return { outcome: check.problem }
        const agent = remove(check.subject)
        if (!agent) return { outcome: 'gone' }
        await save()
        return { outcome: 'unsubscribed', agent: toView(agent) }
      }),

    requestManagementLink: (rawEmail) =>
      serial(async () => {
        const email = normaliseEmail(rawEmail)
        const message = `Vi har sendt en e-mail til ${email} med et link til dine søgeagenter og prisalarmer, hvis der er nogen. Linket virker i ${managementLinkHours} timer.`
        const now = options.now().getTime()
        const recent = (managementMails.get(email) ?? []).filter((t) => now - t < 3_600_000)
        if (recent.length >= 5) return { message }
        managementMails.set(email, [...recent, now])
        const expiresAt = now + managementLinkHours * 3_600_000
        const manageUrl = site(`/soegeagent/mine?token=${encodeURIComponent(options.signer.sign('manage', email, expiresAt))}`)
        await options.mailer.send(email, managementMail({ manageUrl, agentCount: agentsOf(email).length }))
        return { message }
      }),

    listManaged: (token) =>
      serial(async () => {
        const check = options.signer.verify(token, 'manage', options.now().getTime())
        if (!check.ok) return { outcome: check.problem === 'expired' ? 'expired' : 'invalid' }
        const answer = managed(check.subject, check.expiresAt)
        await save()
        return answer
      }),

    deleteManaged: (token, agentId) =>
      serial(async () => {
        const check = options.signer.verify(token, 'manage', options.now().getTime())
        if (!check.ok) return { outcome: check.problem === 'expired' ? 'expired' : 'invalid' }
        const agent = data.agents.find((a) => a.id === agentId)
        if (agent && agent.email === check.subject) remove(agentId)
        const answer = managed(check.subject, check.expiresAt)
        await save()
        return answer
      }),

    vehicleAdded: (record) =>
      serial(async () => {
        for (const agent of data.agents) {
          if (agent.status !== 'active' || agent.kind !== 'search' || !agent.search || !matchesSearch(agent.search, record)) continue
          if (agent.frequency === 'instant') await alert(agent, [record])
          else agent.pending.push({ vehicleId: record.id, at: nowIso() })
        }
        await save()
      }),

    vehicleRepriced: (before, after) =>
      serial(async () => {
        for (const agent of data.agents) {
          if (agent.status !== 'active') continue
          if (agent.kind === 'price_drop') {
            const watched = agent.vehicles.find((v) => v.id === after.id)
            const drop = watched ? priceDrop(watched.price, after) : null
            if (!watched || !drop) continue
            await mail(
              agent,
              priceDropMail({ cars: [{ ...options.mailCar(after), previousPrice: drop.from }], carUrl: carUrl('prisfald'), links: links(agent) }),
            )
            watched.price = drop.to
          } else if (agent.search && !matchesSearch(agent.search, before) && matchesSearch(agent.search, after)) {
            if (agent.frequency === 'instant') await alert(agent, [after])
            else if (!agent.pending.some((p) => p.vehicleId === after.id)) agent.pending.push({ vehicleId: after.id, at: nowIso() })
          }
        }
        await save()
      }),

    runDue: (at) =>
      serial(async () => {
        let digests = 0
        let deleted = 0
        for (const agent of [...data.agents]) {
          const expired = expiryOf(agent, at)
          if (expired) {
            remove(agent.id)
            deleted++
            logger.info(`[søgeagenter] ${agent.id} slettet (${expired === 'unconfirmed' ? 'ikke bekræftet' : 'ingen aktivitet i 12 måneder'})`)
            continue
          }
          if (agent.status !== 'active' || agent.frequency === 'instant' || agent.pending.length === 0) continue
          const due = nextDigestAt(new Date(agent.lastDigestAt ?? agent.confirmedAt ?? agent.createdAt), agent.frequency)
          if (at.getTime() < due.getTime()) continue
          const records = agent.pending.map((p) => options.findVehicle(p.vehicleId)).filter((r): r is VehicleRecord => r !== undefined)
          await alert(agent, records)
          agent.pending = []
          agent.lastDigestAt = at.toISOString()
          if (records.length > 0) digests++
        }
        await save()
        return { digests, deleted }
      }),

    list: () => structuredClone(data.agents),
  }
}
