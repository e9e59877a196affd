/**
 * Reads the exact-path redirect table (legacy-redirects.csv).
 *
 * The table is a CSV file with the header `from,to,note`, as a spreadsheet
 * saves it: comma- or semicolon-separated (Danish Excel uses `;`), optional
 * UTF-8 byte order mark, CRLF or LF line ends, fields optionally in double
 * quotes (a quote inside a quoted field is written twice). Empty rows are
 * skipped. Every other row must be valid, otherwise parseRedirectTable throws
 * a RedirectTableError naming each bad line.
 */
import { z } from 'zod'
import { normaliseLegacyPath, splitTarget } from './legacy-path.ts'

export interface RedirectRow {
  /** The old address as written in the table ({product} replaced). */
  from: string
  /** The new address: a path on this site, optionally with a query. */
  to: string
  note: string
  /** Line of the row in the file (the header is line 1). */
  line: number
}

export interface RedirectTableIssue {
  line: number
  message: string
}

export class RedirectTableError extends Error {
  override name = 'RedirectTableError'
  readonly issues: readonly RedirectTableIssue[]
  constructor(fileName: string, issues: RedirectTableIssue[]) {
    super(
      `${fileName} has ${issues.length} bad row(s):\n` +
        issues.map((i) => `  line ${i.line}: ${i.message}`).join('\n'),
    )
    this.issues = issues
  }
}

const rowSchema = z.object({
  from: z
    .string()
    .min(1, 'from is empty')
    .regex(/^\/[^\s?#]*$/, 'from must be a path starting with / (no spaces, no ?query, no #hash)'),
  to: z
    .string()
    .min(1, 'to is empty')
    .regex(/^\/(?!\/)[^\s#]*$/, 'to must be a path on this site starting with a single / (no spaces, no #hash)')
    .refine((to) => {
      const { path } = splitTarget(to)
      return path === '/' || !path.endsWith('/')
    }, 'to must not end with / (the site uses addresses without a trailing slash)'),
  note: z.string().min(1, 'note is empty: say where the address comes from or why it moved'),
})

interface CsvRecord {
  line: number
  fields: string[]
}

/** A small strict CSV reader (RFC 4180 quoting). */
function readCsv(text: string, issues: RedirectTableIssue[]): CsvRecord[] {
  const src = text.replace(/^\uFEFF/, '')
  const firstLine = src.slice(0, src.search(/\r?\n|$/))
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  const records: CsvRecord[] = []
  let line = 1
  let recordLine = 1
  let fields: string[] = []
  let field = ''
  // 'start': at the start of a field; 'plain': inside an unquoted field;
  // 'quoted': inside quotes; 'after': just after the closing quote.
  let state: 'start' | 'plain' | 'quoted' | 'after' = 'start'
  let bad = false

  const endField = () => {
    fields.push(field.trim())
    field = ''
    state = 'start'
  }
  const endRecord = () => {
    endField()
    if (!bad) records.push({ line: recordLine, fields })
    fields = []
    bad = false
  }

  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (state === 'quoted') {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"'
          i++
        } else {
          state = 'after'
        }
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '\r' && src[i + 1] === '\n') continue
    if (c === '\n' || c === '\r') {
      endRecord()
      line++
      recordLine = line
      continue
    }
    if (c === delimiter) {
      endField()
      continue
    }
    if (state === 'after') {
      if (c !== ' ' && c !== '\t' && !bad) {
        issues.push({ line, message: 'text after a closing quote (write a quote inside quotes as "")' })
        bad = true
      }
      continue
    }
    if (c === '"') {
      if (state === 'start' && field.trim() === '') {
        field = ''
        state = 'quoted'
      } else if (!bad) {
        issues.push({ line, message: 'a quote in the middle of a field (put the whole field in quotes)' })
        bad = true
      }
      continue
    }
    field += c
    state = 'plain'
  }
  if (state === 'quoted') {
    issues.push({ line: recordLine, message: 'a quote is opened but never closed' })
  } else if (field !== '' || fields.length > 0) {
    endRecord()
  }
  return records
}

export interface ParseRedirectTableOptions {
  /** Replaces `{product}` in from and to. */
  product: string
  /** Name used in error messages. */
  fileName?: string
}

/** Parses and validates the table; throws RedirectTableError naming every bad line. */
export function parseRedirectTable(text: string, options: ParseRedirectTableOptions): RedirectRow[] {
  const fileName = options.fileName ?? 'legacy-redirects.csv'
  const issues: RedirectTableIssue[] = []
  const records = readCsv(text, issues)
  const [header, ...body] = records
  const headerText = header?.fields.map((f) => f.toLowerCase()).join(',')
  if (!header || headerText !== 'from,to,note') {
    throw new RedirectTableError(fileName, [
      { line: 1, message: `the first row must be the header from,to,note (found "${headerText ?? ''}")` },
    ])
  }

  const rows: RedirectRow[] = []
  const seen = new Map<string, number>()
  for (const record of body) {
    const { line, fields } = record
    if (fields.every((f) => f === '')) continue
    // A spreadsheet may add empty columns to the right; anything else is a mistake.
    if (fields.length < 3 || fields.slice(3).some((f) => f !== '')) {
      issues.push({
        line,
        message: `expected 3 columns (from, to, note), found ${fields.filter((f) => f !== '').length}: "${fields.join(', ')}"`,
      })
      continue
    }
    const [from = '', to = '', note = ''] = fields.map((f) => f.replaceAll('{product}', options.product))
    const placeholder = /\{[^}]*\}/.exec(`${from} ${to}`)
    if (placeholder) {
      issues.push({ line, message: `unknown placeholder ${placeholder[0]} (only {product} is known)` })
      continue
    }
    const parsed = rowSchema.safeParse({ from, to, note })
    if (!parsed.success) {
      // One message per column: the first problem found is the one to fix.
      const columns = new Set<PropertyKey>()
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] ?? ''
        if (columns.has(column)) continue
        columns.add(column)
        issues.push({ line, message: issue.message })
      }
      continue
    }
    const key = normaliseLegacyPath(from)
    if (key === normaliseLegacyPath(splitTarget(to).path)) {
      issues.push({ line, message: `from and to are the same address (${from})` })
      continue
    }
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      issues.push({ line, message: `from ${from} is already in the table on line ${earlier}` })
      continue
    }
    seen.set(key, line)
    rows.push({ from, to, note, line })
  }
  if (issues.length > 0) throw new RedirectTableError(fileName, issues.sort((a, b) => a.line - b.line))
  return rows
}
