/**
 * Real car names for the QA export (issue 32): the model's `bil-1`, `bil-2` …
 * become the mock product API's first stock cars with distinct titles, in
 * its seeded order (the data set every local run and test serves), so a
 * tester reads "Dacia Duster Extreme TCe 130 4x4" and finds it on /lager.
 */
import { createDataSet, defaultSeed } from '#mocks/product-api/data/data-set.ts'

let titles: string[] | undefined

function distinctTitles(): string[] {
  if (!titles) {
    const { vehicles } = createDataSet({ seed: defaultSeed, vehicleCount: 400, mediaOrigin: 'http://127.0.0.1' })
    titles = [...new Set(vehicles.map((v) => v.title))]
  }
  return titles
}

/** `bil-3` → the third distinct title of the mock data; any other id as it is. */
export function mockVehicleName(modelId: string): string {
  const n = /^bil-(\d+)$/.exec(modelId)?.[1]
  return (n && distinctTitles()[Number(n) - 1]) || modelId
}
