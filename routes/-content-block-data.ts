/**
 * Data of the content blocks that place the leasing feature (lease overview,
 * lease offer, minilease configurator) and of brand overviews that name
 * manufacturer tags (models, from-prices and stock), loaded after the story for the
 * filters and choices in the address. Composed here at the routes, so the
 * content feature and the content model import no other feature. Pages
 * without such blocks cost no extra request. Loaded by the content routes'
 * loaders with a dynamic import, so it stays off every page's first-load
 * JavaScript (-content-block-search.ts). Not a route: TanStack Router
 * ignores files whose names start with "-".
 */
import type { BlockData } from '#content-model/block-data.ts'
import type { BrandOverviewBlok } from '#content-model/blocks/brand-overview.schema.ts'
import type { EmployeeGridBlok } from '#content-model/blocks/employee-grid.schema.ts'
import type { LeaseDetailBlok, LeaseOverviewBlok } from '#content-model/blocks/lease-blocks.schema.ts'
import { fetchBrandOverview } from '#src/brands/brand.functions.ts'
import { fetchEmployees } from '#src/employees/employee.functions.ts'
import type { ContentPage } from '#src/content/content-page.ts'
import { loadLeaseOfferSummaries, loadLeaseOverview, loadMinilease } from '#src/leasing/leasing.functions.ts'
import { parseMinileaseSearch } from '#src/leasing/minilease/minilease-choice.ts'
import { parseLeaseOverviewFilters } from '#src/leasing/overview/lease-overview-search.ts'
import type { FeatureBlockSearch } from './-content-block-search.ts'

/**
 * The blocks in the story as the server parsed them, without the markers of
 * blocks that did not parse (content-model/parsed-blok.ts). Walked here rather
 * than imported: a module shared by this lazily loaded file and the blocks on
 * first load would become a first-load file of its own (ADR 0021).
 */
function parsedBloks(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) {
    for (const item of node) parsedBloks(item, out)
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>
    if ('$invalid' in record) return out
    if (typeof record._uid === 'string' && typeof record.component === 'string') out.push(record)
    for (const value of Object.values(record)) parsedBloks(value, out)
  }
  return out
}

/** The page with the data of its leasing blocks added to its block data. */
export async function withFeatureBlockData(page: ContentPage, raw: FeatureBlockSearch): Promise<ContentPage> {
  const bloks = parsedBloks(page.story.content)
  const search = { lease: parseLeaseOverviewFilters(raw.lease), minilease: parseMinileaseSearch(raw.minilease) }
  const jobs: Promise<[string, BlockData][]>[] = []
  const detailIds = new Map<string, string>()
  for (const blok of bloks) {
    if (blok.component === 'lease_overview') {
      const b = blok as LeaseOverviewBlok
      jobs.push(
        loadLeaseOverview({ data: { filters: search.lease, leaseType: b.lease_type, brand: b.brand, pageSize: b.per_page } }).then((data) => [[b._uid, data]]),
      )
    } else if (blok.component === 'lease_detail') {
      const b = blok as LeaseDetailBlok
      detailIds.set(b._uid, b.lease_vehicle)
    } else if (blok.component === 'brand_overview') {
      const { _uid: uid, manufacturer_tags: tagIds } = blok as BrandOverviewBlok
      if (tagIds.length > 0) jobs.push(fetchBrandOverview({ data: { tagIds } }).then((result) => [[uid, { kind: 'manufacturer-overview', result }]]))
    } else if (blok.component === 'employee_grid' && (blok as EmployeeGridBlok).from_product_api) {
      // One source of people (issue 30): the staff overview lists the product API's employees, as the location pages do.
      const uid = (blok as EmployeeGridBlok)._uid
      jobs.push(
        fetchEmployees({ data: {} }).then((list): [string, BlockData][] => [
          [
            uid,
            {
              kind: 'employees',
              items: list.items.map((e) => ({
                _uid: e.id,
                component: 'employee',
                name: e.name,
                job_title: e.jobTitle,
                department: e.department,
                location: e.location.name,
                phone: e.phone,
                email: e.email,
                photo: null,
              })),
            },
          ],
        ]),
      )
    } else if (blok.component === 'minilease_configurator' && typeof blok._uid === 'string') {
      const uid = blok._uid
      jobs.push(loadMinilease({ data: search.minilease }).then((data) => [[uid, data]]))
    }
  }
  if (detailIds.size > 0) {
    jobs.push(
      loadLeaseOfferSummaries({ data: { ids: [...new Set(detailIds.values())] } }).then((offers) =>
        [...detailIds].map(([uid, id]): [string, BlockData] => [uid, { kind: 'lease-detail', offer: offers[id] ?? null }]),
      ),
    )
  }
  if (jobs.length === 0) return page
  const entries = (await Promise.all(jobs)).flat()
  return { ...page, blockData: { ...page.blockData, ...Object.fromEntries(entries) } }
}
