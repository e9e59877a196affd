/**
 * The static-file limit of `npm run bench`: a bare node:http server that
 * answers every GET with one file (the /lager HTML the site rendered), read
 * into memory once — what serving that page as a static file costs at best
 * on this machine. Given the file's gzip as well, it answers a client that
 * accepts gzip with it (as a static server with precompressed files does:
 * what a browser's request costs at best). Started by scripts/bench.ts as its
 * own process:
 *
 *   node scripts/bench-static-server.ts <file> [<file.gz>]
 *
 * Prints `BENCH_STATIC_READY {"url"}` when listening on a free loopback port;
 * SIGTERM stops it.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { negotiateEncoding } from '#src/server/http-encoding.ts'

const file = process.argv[2]
if (!file) {
  console.error('brug: node scripts/bench-static-server.ts <fil>')
  process.exit(1)
}
const body = readFileSync(file)
const gzipped = process.argv[3] ? readFileSync(process.argv[3]) : null
const common = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' }
const headers = { ...common, 'content-length': String(body.byteLength), ...(gzipped ? { vary: 'Accept-Encoding' } : {}) }
const gzipHeaders = gzipped ? { ...common, 'content-length': String(gzipped.byteLength), 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : null

const server = createServer((req, res) => {
  const gzip = gzipped && gzipHeaders && negotiateEncoding(req.headers['accept-encoding'] ?? null, ['gzip']) === 'gzip'
  res.writeHead(200, gzip ? gzipHeaders : headers)
  res.end(req.method === 'HEAD' ? undefined : gzip ? gzipped : body)
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
