/**
 * Helpers for the compare and favourites browser tests: real stock vehicles
 * from the mock product API, journals to plant in localStorage, and the mock's
 * availability controls.
 */
import type { Page } from '@playwright/test'
import { journalFormat, journalFormatVersion } from '#machines/kit/journal.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import { productApiUrl } from './fixtures.ts'

export const limitText = 'Kan ikke tilføje køretøj. Vælg maksimalt 6 køretøjer at sammenligne.'
export const notEnoughText = 'Ikke nok køretøjer valgt til sammenligning endnu, vælg mindst to.'
export const comparePath = '/lager/sammenligne'
export const favouritesPath = '/lager/favoritter'

export interface StockVehicle {
  id: string
  title: string
}

/**
 * `count` vehicles with distinct titles from a page of the stock list (oldest
 * first, so they are not the ones the stock overview tests look at). Each
 * spec uses its own `page`, so a test that marks vehicles unavailable does not
 * touch another spec's vehicles.
 */
export async function stockVehicles(count: number, page: number): Promise<StockVehicle[]> {
  const res = await fetch(`${productApiUrl}/api/v1/stock/vehicles?sort=year_asc&pageSize=40&page=${page}`)
  if (!res.ok) throw new Error(`stock list: HTTP ${res.status}`)
  const body = (await res.json()) as { items: StockVehicle[] }
  const seen = new Set<string>()
  const unique = body.items.filter((v) => !seen.has(v.title) && seen.add(v.title))
  if (unique.length < count) throw new Error(`only ${unique.length} distinct vehicles on page ${page}`)
  return unique.slice(0, count).map((v) => ({ id: v.id, title: v.title }))
}

type Machine = 'compare' | 'favourites'

/** A journal as the site writes it: one add per vehicle. */
export function addJournal(machine: Machine, vehicles: readonly StockVehicle[]) {
  return {
    format: journalFormat,
    formatVersion: journalFormatVersion,
    machine,
    version: 1,
    revision: vehicles.length,
    entries: vehicles.map((v, i) => ({ seq: i + 1, event: { type: `${machine}.add`, vehicle: { id: v.id, label: v.title } } })),
  }
}

/** A list that was started and emptied again (the vehicle added, then removed): the machine runs from the first moment, so the page shows its state. */
export function emptiedJournal(machine: Machine, vehicle: StockVehicle) {
  return {
    format: journalFormat,
    formatVersion: journalFormatVersion,
    machine,
    version: 1,
    revision: 2,
    entries: [
      { seq: 1, event: { type: `${machine}.add`, vehicle: { id: vehicle.id, label: vehicle.title } } },
      { seq: 2, event: { type: `${machine}.remove`, vehicleId: vehicle.id } },
    ],
  }
}

/**
 * Stores raw journals in localStorage before the app's first read in this tab
 * (once: reloads keep what the app wrote since). Call before the first goto.
 */
export async function plantJournals(page: Page, journals: Partial<Record<Machine, unknown>>): Promise<void> {
  const items = Object.entries(journals).map(([machine, value]) => [journalKey(machine), typeof value === 'string' ? value : JSON.stringify(value)])
  await page.addInitScript((entries: string[][]) => {
    if (sessionStorage.getItem('test:planted')) return
    sessionStorage.setItem('test:planted', '1')
    localStorage.clear()
    for (const [key, value] of entries) if (key !== undefined && value !== undefined) localStorage.setItem(key, value)
  }, items)
}

export async function setAvailability(ids: readonly string[], available: boolean): Promise<void> {
  const res = await fetch(`${productApiUrl}/__control/vehicles/${available ? 'available' : 'unavailable'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  if (!res.ok) throw new Error(`availability control: HTTP ${res.status}`)
}

/**
 * Journals the site reads on load: vehicles to compare and favourites, so the compare bar shows too
 * (kept if the tab already has them; nothing else in localStorage is touched, unlike plantJournals).
 */
export async function plantLists(page: Page, compare: readonly StockVehicle[], favourites: readonly StockVehicle[]): Promise<void> {
  const items = [
    [journalKey('compare'), JSON.stringify(addJournal('compare', compare))],
    [journalKey('favourites'), JSON.stringify(addJournal('favourites', favourites))],
  ]
  await page.addInitScript((entries: string[][]) => {
    for (const [key, value] of entries) if (key && value && localStorage.getItem(key) === null) localStorage.setItem(key, value)
  }, items)
}
