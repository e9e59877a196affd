/**
 * Reads the exact-path redirect table (legacy-redirects.csv).
 *
 * The table is a CSV file with the header `from,to,note`, as a spreadsheet
 * saves it: comma- or semicolon-separated (Danish Excel uses `;`), optional
 * UTF-8 byte order mark, CRLF or LF line ends, fields optionally in double
 * quotes (a quote inside a quoted field is written twice). Empty rows are
 * skipped. Every other row must be valid, otherwise parseRedirectTable throws
 * a RedirectTableError naming each bad line.
 *
 * The CSV itself is read by csv-parse; this module adds the delimiter choice,
 * the line numbers a spreadsheet user sees, and the checks of each row.
 */
import { CsvError, type CsvErrorCode, parse } from 'csv-parse/sync'
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

/** What the matcher needs of a row (the build emits these; see redirect-table-plugin.ts). */
export type RedirectEntry = Pick<RedirectRow, 'from' | 'to' | 'line'>

export interface RedirectTableIssue {
  line: number
  message: string
}

export class RedirectTableError extends Error {
  override name = 'RedirectTableError'
  readonly issues: readonly RedirectTableIssue[]
  constructor(fileName: string, issues: RedirectTableIssue[]) {
    super(`${fileName} has ${issues.length} bad row(s):\n` + issues.map((i) => `  line ${i.line}: ${i.message}`).join('\n'))
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
  /** Line on which the record starts (a quoted note may span lines). */
  line: number
  fields: string[]
}

/** What a spreadsheet user should do about csv-parse's quote errors (other errors keep the library's text). */
const csvErrorMessages: Partial<Record<CsvErrorCode, string>> = {
  INVALID_OPENING_QUOTE: 'a quote in the middle of a field (put the whole field in quotes)',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote (write a quote inside quotes as "")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text after a closing quote (write a quote inside quotes as "")',
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened but never closed',
}

/** Offset of the start of each line in `text` (line 1 at index 0), counting CRLF, LF and CR as line ends. */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (const match of text.matchAll(/\r\n|\n|\r/g)) starts.push(match.index + match[0].length)
  return starts
}

/**
 * Reads the CSV with csv-parse (RFC 4180 quoting; the delimiter is the first
 * line's: `;` when it has semicolons and no commas, otherwise `,`). A syntax
 * error (a stray or unclosed quote) is recorded with its line and reading goes
 * on after that line, so one pass names every bad line.
 */
function readCsv(text: string, issues: RedirectTableIssue[]): CsvRecord[] {
  const src = text.replace(/^\uFEFF/, '')
  const firstLine = src.slice(0, src.search(/\r?\n|\r|$/))
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  const starts = lineStarts(src)
  const records: CsvRecord[] = []
  // Line (1-based) where the current pass over the text begins.
  let firstLineOfPass = 1
  while (firstLineOfPass <= starts.length) {
    const offset = firstLineOfPass - 1
    // context.lines is the line a record ends on, relative to this pass.
    let lastEnd = 0
    try {
      parse(src.slice(starts[offset]), {
        delimiter,
        record_delimiter: ['\r\n', '\n', '\r'],
        relax_column_count: true,
        trim: true,
        on_record: (fields: string[], context) => {
          records.push({ line: offset + lastEnd + 1, fields })
          lastEnd = context.lines
          return null
        },
      })
      break
    } catch (error) {
      if (!(error instanceof CsvError)) throw error
      const message = csvErrorMessages[error.code] ?? error.message
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
        // The open quote swallowed the rest of the file: name the line the record starts on.
        issues.push({ line: offset + lastEnd + 1, message })
        break
      }
      // csv-parse counts the line where it stopped: name it and read on from the next one.
      const errorLine = offset + (typeof error['lines'] === 'number' ? error['lines'] : lastEnd + 1)
      issues.push({ line: errorLine, message })
      firstLineOfPass = errorLine + 1
    }
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
    throw new RedirectTableError(fileName, [{ line: 1, message: `the first row must be the header from,to,note (found "${headerText ?? ''}")` }])
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
  if (issues.length > 0)
    throw new RedirectTableError(
      fileName,
      issues.sort((a, b) => a.line - b.line),
    )
  return rows
}
