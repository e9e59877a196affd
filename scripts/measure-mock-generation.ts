/**
 * Measures how long the data set and the stock index take to build.
 *
 *   node scripts/measure-mock-generation.ts [count=10000]
 */
import { buildStockIndex, createBitset } from '#mocks/product-api/stock-index.ts'
import { stockSearchQuerySchema } from '#src/product-api/contract/stock.ts'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'

const count = Number(process.argv[2] ?? 10_000)
const t0 = performance.now()
const data = createDataSet({ vehicleCount: count, mediaOrigin: 'http://127.0.0.1:4010' })
const t1 = performance.now()
const index = buildStockIndex(data.vehicles)
const t2 = performance.now()
const available = createBitset(count, true)
const query = stockSearchQuerySchema.parse({ brand: ['mercedes-benz'], fuel: ['electric', 'pluginhybrid'], sort: 'price_asc', page: 2 })
const rounds = 200
for (let i = 0; i < rounds; i++) index.search(query, available)
const t3 = performance.now()

console.log(
  `${count} biler genereret på ${(t1 - t0).toFixed(0)} ms; indeks bygget på ${(t2 - t1).toFixed(0)} ms; søgning med facetter ${((t3 - t2) / rounds).toFixed(2)} ms i gennemsnit`,
)
