/**
 * The static-file limit of `npm run bench`: a bare node:http server that
 * answers every GET with one file (the /lager HTML the site rendered), read
 * into memory once — what serving that page as a static file costs at best
 * on this machine. Given the file's gzip and brotli as well, it answers a
 * client that accepts them with the one the site would choose (as a static
 * server with precompressed files does: what a browser's request costs at
 * best). Started by scripts/bench.ts as its own process:
 *
 *   node scripts/bench-static-server.ts <file> [<file.gz> [<file.br>]]
 *
 * Prints `BENCH_STATIC_READY {"url"}` when listening on a free loopback port;
 * SIGTERM stops it.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { negotiateEncoding, type Encoding } from '#src/server/http-encoding.ts'

const file = process.argv[2]
if (!file) {
  console.error('brug: node scripts/bench-static-server.ts <fil>')
  process.exit(1)
}
const body = readFileSync(file)
const common = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' }
/** The precompressed copies given, by encoding. */
const copies = new Map<Encoding, { body: Buffer; headers: Record<string, string> }>()
for (const [encoding, path] of [
  ['gzip', process.argv[3]],
  ['br', process.argv[4]],
] as const) {
  if (!path) continue
  const copy = readFileSync(path)
  copies.set(encoding, { body: copy, headers: { ...common, 'content-length': String(copy.byteLength), 'content-encoding': encoding, vary: 'Accept-Encoding' } })
}
const headers = { ...common, 'content-length': String(body.byteLength), ...(copies.size > 0 ? { vary: 'Accept-Encoding' } : {}) }
const offered = [...copies.keys()]

const server = createServer((req, res) => {
  const encoding = offered.length > 0 ? negotiateEncoding(req.headers['accept-encoding'] ?? null, offered) : null
  const copy = encoding ? copies.get(encoding) : undefined
  res.writeHead(200, copy ? copy.headers : headers)
  res.end(req.method === 'HEAD' ? undefined : copy ? copy.body : body)
})
server.keepAliveTimeout = 5_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(`BENCH_STATIC_READY ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}`)
})
function stop(): void {
  server.closeAllConnections()
  server.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
