/**
 * Vite plugin: `import table from './legacy-redirects.csv?table'` gives the
 * table's rows, read and checked at build time by parseRedirectTable (csv-parse
 * and the row checks). The server and the browser import the same rows; the
 * browser gets a few kB of data instead of a CSV parser (csv-parse needs Node's
 * Buffer, which a browser build would have to bundle). A bad row fails the
 * build, the dev server and the unit tests with the RedirectTableError that
 * names the line.
 *
 * Only `from`, `to` and `line` are emitted: the note is for the people who edit
 * the table.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Plugin } from 'vite'
import { productSlug } from './product.ts'
import { parseRedirectTable } from './redirect-table.ts'

const query = '?table'

export function redirectTablePlugin(): Plugin {
  return {
    name: 'legacy-redirect-table',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.csv${query}`)) return null
      const file = id.slice(0, -query.length)
      this.addWatchFile(file)
      const rows = parseRedirectTable(await readFile(file, 'utf8'), { product: productSlug, fileName: basename(file) })
      const entries = rows.map(({ from, to, line }) => ({ from, to, line }))
      return { code: `export default ${JSON.stringify(entries)}`, map: null }
    },
  }
}
