/**
 * `./legacy-redirects.csv?table`: the table's rows, read and checked at build
 * time (redirect-table-plugin.ts). The shape is RedirectEntry of redirect-table.ts.
 */
declare module '*.csv?table' {
  const rows: readonly { from: string; to: string; line: number }[]
  export default rows
}
