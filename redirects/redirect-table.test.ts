import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RedirectTableError, parseRedirectTable } from './redirect-table.ts'

const options = { product: 'bilhuset-nord' }

function issuesOf(text: string): string[] {
  try {
    parseRedirectTable(text, options)
  } catch (error) {
    if (error instanceof RedirectTableError) return error.issues.map((i) => `line ${i.line}: ${i.message}`)
    throw error
  }
  throw new Error('expected a RedirectTableError')
}

describe('parseRedirectTable', () => {
  it('reads legacy-redirects.csv without errors', () => {
    const text = readFileSync(new URL('./legacy-redirects.csv', import.meta.url), 'utf8')
    const rows = parseRedirectTable(text, options)
    expect(rows.length).toBeGreaterThan(40)
    expect(rows[0]).toEqual({
      from: '/brugte-biler/',
      to: '/lager?type=used',
      note: 'Old used-car front page → stock filtered on used cars (spec 2.3)',
      line: 2,
    })
  })

  it('reads what spreadsheets write: BOM, CRLF, semicolons, quotes, empty rows and empty columns', () => {
    const text = '\uFEFFfrom;to;note\r\n' + '/a/;/b;"Note; with ""quotes"""\r\n' + ';;\r\n' + '\r\n' + '/c/;/d?x=1;plain;;\r\n'
    expect(parseRedirectTable(text, options)).toEqual([
      { from: '/a/', to: '/b', note: 'Note; with "quotes"', line: 2 },
      { from: '/c/', to: '/d?x=1', note: 'plain', line: 5 },
    ])
  })

  it('keeps line numbers right after a quoted note that spans lines', () => {
    const text = 'from,to,note\n/a/,/b,"two\nlines"\n/c/,/d,x\n'
    expect(parseRedirectTable(text, options).map((r) => r.line)).toEqual([2, 4])
  })

  it('replaces {product} in from and to', () => {
    const [row] = parseRedirectTable('from,to,note\n/events/velkommen-til-{product}/,/lokationer/{product}-greve,x\n', options)
    expect(row).toMatchObject({
      from: '/events/velkommen-til-bilhuset-nord/',
      to: '/lokationer/bilhuset-nord-greve',
    })
  })

  it('rejects a wrong header', () => {
    expect(issuesOf('fra,til,note\n/a,/b,x\n')).toEqual(['line 1: the first row must be the header from,to,note (found "fra,til,note")'])
  })

  it('names every bad line', () => {
    const text = [
      'from,to,note',
      'a/,/b,no leading slash in from',
      '/ok/,/fine,ok',
      '/c/,/d/,trailing slash in to',
      '/e/,/f,',
      '/g/,https://example.com/,external target',
      '/h/,//example.com,protocol-relative target',
      '/i/?x=1,/j,query in from',
      '/k/,/l',
      '/m/,/{brand}/modeller,unknown placeholder',
      '/n/,/N,same address',
      '/OK,/other,duplicate of line 3',
      '/p/,/q,"unclosed',
    ].join('\n')
    const issues = issuesOf(text)
    expect(issues).toEqual([
      'line 2: from must be a path starting with / (no spaces, no ?query, no #hash)',
      'line 4: to must not end with / (the site uses addresses without a trailing slash)',
      'line 5: note is empty: say where the address comes from or why it moved',
      'line 6: to must be a path on this site starting with a single / (no spaces, no #hash)',
      'line 7: to must be a path on this site starting with a single / (no spaces, no #hash)',
      'line 8: from must be a path starting with / (no spaces, no ?query, no #hash)',
      'line 9: expected 3 columns (from, to, note), found 2: "/k/, /l"',
      'line 10: unknown placeholder {brand} (only {product} is known)',
      'line 11: from and to are the same address (/n/)',
      'line 12: from /OK is already in the table on line 3',
      'line 13: a quote is opened but never closed',
    ])
  })

  it('rejects stray quotes', () => {
    expect(issuesOf('from,to,note\n/a/,/b,say "hi"\n/c/,/d,"x"y\n')).toEqual([
      'line 2: a quote in the middle of a field (put the whole field in quotes)',
      'line 3: text after a closing quote (write a quote inside quotes as "")',
    ])
  })

  it('reads on after a bad line, so the rows after it are checked too', () => {
    expect(issuesOf('from,to,note\n/a/,/b,say "hi"\n/c/,c,bad target\n/d/,/e,"two\nlines" x\n/f/,/f,same\n')).toEqual([
      'line 2: a quote in the middle of a field (put the whole field in quotes)',
      'line 3: to must be a path on this site starting with a single / (no spaces, no #hash)',
      'line 5: text after a closing quote (write a quote inside quotes as "")',
      'line 6: from and to are the same address (/f/)',
    ])
  })

  it('names the line where an unclosed quote starts', () => {
    expect(issuesOf('from,to,note\n/a/,/b,ok\n/c/,/d,"open\n/e/,/f,ok\n/g/,/h,ok\n')).toEqual(['line 3: a quote is opened but never closed'])
  })

  it('reads old Mac line ends (CR only)', () => {
    expect(parseRedirectTable('from;to;note\r/a/;/b;x\r/c/;/d;y', options).map((r) => [r.line, r.from])).toEqual([
      [2, '/a/'],
      [3, '/c/'],
    ])
  })

  it('puts the file name and lines in the error message', () => {
    expect(() => parseRedirectTable('from,to,note\n/a/,b,x\n', { ...options, fileName: 'x.csv' })).toThrow(
      /x\.csv has 1 bad row\(s\):\n {2}line 2: to must be a path/,
    )
  })
})
