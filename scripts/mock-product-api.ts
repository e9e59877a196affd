/**
 * Starts the mock product API on the port from runtime configuration
 * (MOCK_API_PORT, default 4010) with MOCK_VEHICLE_COUNT vehicles (default 400).
 *
 *   node scripts/mock-product-api.ts            (Node 24; `npx node …` uses the project's Node)
 *   MOCK_VEHICLE_COUNT=10000 node scripts/mock-product-api.ts
 *
 * Optional: MOCK_API_HOST (default 127.0.0.1),
 * MOCK_API_LOG=true to log every request, FIXED_NOW (tests) to fix its clock.
 */
import { startMockProductApi } from '#mocks/product-api/server.ts'
import { clockFor } from '#src/clock/clock.ts'
import { mailSettingsOrExit } from '#mocks/product-api/search-agents/mail-settings.ts'
import { readConfigOrExit } from './embedded-services.ts'

const config = readConfigOrExit()

const api = await startMockProductApi({
  port: config.mockApi.port,
  host: process.env.MOCK_API_HOST || '127.0.0.1',
  vehicleCount: config.mockApi.vehicleCount,
  dataDir: config.mockApi.dataDir,
  log: process.env.MOCK_API_LOG === 'true',
  clock: clockFor(config.fixedNow),
  siteUrl: config.siteUrl,
  mail: mailSettingsOrExit(process.env, config.mockApi.port),
})

console.log(
  `Mock produkt-API kører på ${api.baseUrl} (${api.stats.vehicles} biler, genereret på ${api.stats.generateMs} ms, indekseret på ${api.stats.indexMs} ms)`,
)
console.log(`Testkontroller: ${api.url}/__control/…  Leads: ${api.url}/__qa/submissions  Mails: ${api.url}/__qa/mails  Stop med Ctrl+C`)

const stop = () => {
  void api.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
