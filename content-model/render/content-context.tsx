import { createContext, use, type ComponentType, type ReactNode } from 'react'
import type { BlockDefinition } from '../block-definition.ts'
import type { BlockData, BrandOverviewResult, LeaseDetailData, LeaseOverviewData, MinileaseData, QuickSearchOptions } from '../block-data.ts'
import type { EmbeddedFormId } from '../blocks/embedded-form.schema.ts'
import type { LeaseDetailBlok, LeaseOverviewBlok, MinileaseConfiguratorBlok } from '../blocks/lease-blocks.schema.ts'
import type { StockQuickSearchBlok } from '../blocks/stock-quick-search.schema.ts'

/**
 * What blocks render from a feature: the stock feature's quick search, the
 * forms feature's lead forms, the leasing feature's lease overview, lease
 * offer and minilease configurator, and the brands feature's overview of
 * manufacturers. The content model only names them; the
 * routes that render content (the composition root) pass the features' own
 * components, so the content model depends on no feature (ADR 0013).
 */
export interface FeatureSlots {
  /** src/stock/quick-search: the search form for the block, with the options loaded with the page. */
  StockQuickSearch: ComponentType<{ blok: StockQuickSearchBlok; options: QuickSearchOptions | undefined }>
  /** src/forms: the lead form with this id (loaded on demand). */
  SiteForm: ComponentType<{ form: EmbeddedFormId }>
  /** src/leasing: the lease offers with filters, sorting and pages (data loaded with the page; undefined in a live preview). */
  LeaseOverview: ComponentType<{ blok: LeaseOverviewBlok; data: LeaseOverviewData | undefined }>
  /** src/leasing: one lease offer with its representative example and a link to its page. */
  LeaseDetail: ComponentType<{ blok: LeaseDetailBlok; data: LeaseDetailData | undefined }>
  /** src/leasing with the forms feature's order form: the minilease configurator. */
  MinileaseConfigurator: ComponentType<{ blok: MinileaseConfiguratorBlok; data: MinileaseData | undefined }>
  /** src/brands: the manufacturers a brand-overview block names, with models, from-prices and stock (data loaded with the page). */
  BrandOverview: ComponentType<{ result: BrandOverviewResult; heading?: string | undefined }>
}

export interface Crumb {
  label: string
  /** Absent for a level that has no page of its own to link (shown as text). */
  href?: string | undefined
}

/** What a story's blocks may need to know about the page they are on. */
export interface StoryInfo {
  id: number
  uuid: string
  name: string
  fullSlug: string
  /** The page's path on the site. */
  path: string
  publishedAt: string | null
  firstPublishedAt: string | null
}

export interface ContentContextValue {
  /** Component name → schema and component. */
  registry: Readonly<Record<string, BlockDefinition>>
  /** Draft content in the visual editor or local preview: problems are shown, not hidden. */
  preview: boolean
  story: StoryInfo
  /** Server-loaded data for blocks that list other content, keyed by block _uid. */
  blockData: Readonly<Record<string, BlockData>>
  /** The trail to this page (ancestor pages by their story names). */
  breadcrumbs: readonly Crumb[]
  /** The current listing page (?page=), for paginated blocks. */
  page: number
  /** The _uid of the block that carries the page's h1 (a leading hero), if any. */
  titleBlockUid: string | null
  /** When the page was loaded (ms since epoch): "now" for blocks, the same on the server and in the browser. */
  now: number
  /** Feature components the blocks place (see FeatureSlots). */
  slots: FeatureSlots
}

const ContentContext = createContext<ContentContextValue | null>(null)

export function ContentProvider({ value, children }: { value: ContentContextValue; children: ReactNode }) {
  return <ContentContext value={value}>{children}</ContentContext>
}

export function useContent(): ContentContextValue {
  const value = use(ContentContext)
  if (!value) throw new Error('Content blocks must be rendered inside <ContentProvider>')
  return value
}

/** The server-loaded data of a block, if it has any. */
export function useBlockData<K extends BlockData['kind']>(uid: string, kind: K): Extract<BlockData, { kind: K }> | undefined {
  const data = useContent().blockData[uid]
  return data?.kind === kind ? (data as Extract<BlockData, { kind: K }>) : undefined
}
