/**
 * Finds a Danish place by postcode or town name (issue 17 "near me"): the
 * location finder lists our locations by distance from it, and the stock
 * filter "inden for N km af …" turns it into the locations within N km.
 *
 * Data (ADR 0022): GeoNames towns (danish-towns.gen.ts), a hand-written table
 * of postcodes (postcodes.ts) and districts and other names (place-aliases.ts).
 * Server only: the tables (about 30 KB) never reach the browser; the server
 * functions of the two features call this.
 */
import { danishTowns } from './danish-towns.gen.ts'
import type { Position } from './distance.ts'
import { foldDanish } from './fold-danish.ts'
import { placeAliases } from './place-aliases.ts'
import { postcodeLines } from './postcodes.ts'

export interface Place extends Position {
  /** What the page shows: "2670 Greve", "Køge", "Hundige (2670)". */
  label: string
}

/** Danish spellings folded together (foldDanish), punctuation to spaces. */
function fold(text: string): string {
  return foldDanish(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

interface PostcodeRow {
  from: number
  to: number
  town: string
  position: Position
}

interface Tables {
  postcodes: PostcodeRow[]
  /** Folded name → place. */
  names: Map<string, Place>
}

let tables: Tables | null = null

/** A GeoNames town (`Name` or `Name@region`) or a district alias by its exact name; undefined when neither has it. */
function coordinatesOf(name: string): Position | undefined {
  const [town, region] = name.split('@')
  const row = danishTowns.find((t) => t[0] === town && (region === undefined || t[3] === region))
  if (row) return { lat: row[1], lng: row[2] }
  const alias = placeAliases.find((a) => a.name === name)
  if (!alias) return undefined
  if (alias.town !== undefined) return coordinatesOf(alias.town)
  return alias.lat !== undefined && alias.lng !== undefined ? { lat: alias.lat, lng: alias.lng } : undefined
}

/** The postcode table's lines that do not resolve to coordinates (for the unit test). */
export function unresolvedPostcodeLines(): string[] {
  return parsePostcodes().unresolved
}

function parsePostcodes(): { rows: PostcodeRow[]; unresolved: string[] } {
  const rows: PostcodeRow[] = []
  const unresolved: string[] = []
  for (const line of postcodeLines.split('\n')) {
    const match = /^(\d{4})(?:-(\d{4}))? (.+?)(?: = (.+))?$/.exec(line.trim())
    if (!match) {
      if (line.trim() !== '') unresolved.push(line)
      continue
    }
    const [, from, to, town, place] = match as unknown as [string, string, string | undefined, string, string | undefined]
    const position = coordinatesOf(place ?? town)
    if (!position) unresolved.push(line)
    else rows.push({ from: Number(from), to: Number(to ?? from), town, position })
  }
  return { rows, unresolved }
}

function build(): Tables {
  const { rows } = parsePostcodes()
  const names = new Map<string, Place>()
  const add = (name: string, place: Place) => {
    const key = fold(name)
    if (!names.has(key)) names.set(key, place)
  }
  // Districts and other names first, then post towns, then GeoNames towns (the first of two with one name).
  for (const alias of placeAliases) {
    const position = coordinatesOf(alias.name)
    if (position) add(alias.name, { label: `${alias.name} (${alias.postcode})`, ...position })
  }
  for (const row of rows) if (row.from === row.to) add(row.town, { label: `${row.from} ${row.town}`, ...row.position })
  for (const [name, lat, lng] of danishTowns) add(name, { label: name, lat, lng })
  return { postcodes: rows, names }
}

function lookupTables(): Tables {
  tables ??= build()
  return tables
}

function byPostcode(code: number): Place | null {
  const row = lookupTables().postcodes.find((r) => code >= r.from && code <= r.to)
  return row ? { label: `${code} ${row.town}`, ...row.position } : null
}

/**
 * The place a visitor means by `text`: a postcode ("2670", "2670 Greve"), a
 * post town, a GeoNames town or a district ("Køge", "Hundige", "københavn").
 * Null when the text names no place we know.
 */
export function findPlace(text: string): Place | null {
  const trimmed = text.trim()
  const postcode = /^(?:dk-?)?(\d{4})\b(.*)$/i.exec(trimmed)
  if (postcode) {
    const found = byPostcode(Number(postcode[1]))
    // A postcode we lack, with a town after it ("6780 Skærbæk"): the town.
    return found ?? (postcode[2]?.trim() ? findPlace(postcode[2]) : null)
  }
  const key = fold(trimmed)
  return key === '' ? null : (lookupTables().names.get(key) ?? null)
}
