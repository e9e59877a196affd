/**
 * The static-file limit of `npm run bench`: a bare node:http server that
 * answers every GET with one file (the /lager HTML the site rendered), read
 * into memory once — what serving that page as a static file costs at best
 * on this machine. Started by scripts/bench.ts as its own process:
 *
 *   node scripts/bench-static-server.ts <file>
 *
 * Prints `BENCH_STATIC_READY {"url"}` when listening on a free loopback port;
 * SIGTERM stops it.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const file = process.argv[2]
if (!file) {
  console.error('brug: node scripts/bench-static-server.ts <fil>')
  process.exit(1)
}
const body = readFileSync(file)
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(body.byteLength),
  'cache-control': 'public, max-age=0, s-maxage=60',
}

const server = createServer((req, res) => {
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
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
