/**
 * The content model: every Storyblok component the site renders, by its
 * technical name in the space, with its React component. The
 * schemas are in schemas.ts: content is parsed on the server (and by the
 * visual editor's live preview), so the browser gets parsed blocks and this
 * registry carries no zod (issue 21, decision 2).
 * Storyblok's component schema (the fields editors see) mirrors these
 * schemas; content-model/README.md lists the components and their fields.
 *
 * Content types (a story's root): page, news_article.
 */
import type { BlockDefinition } from './block-definition.ts'
import { ArticleOverview } from './blocks/article-overview.tsx'
import { BrandLogos } from './blocks/brand-logos.tsx'
import { BrandCard, BrandOverview } from './blocks/brand-overview.tsx'
import { BreadcrumbsBlock } from './blocks/breadcrumbs-block.tsx'
import { ButtonBlok } from './blocks/button-blok.tsx'
import { CallToAction } from './blocks/call-to-action.tsx'
import { CompanyDetails } from './blocks/company-details.tsx'
import { Carousel, CarouselSlide } from './blocks/carousel.tsx'
import { Chat } from './blocks/chat.tsx'
import { EmbeddedForm } from './blocks/embedded-form.tsx'
import { EmployeeCard } from './blocks/employee-card.tsx'
import { EmployeeGrid } from './blocks/employee-grid.tsx'
import { EmployeeOverview } from './blocks/employee-overview.tsx'
import { Faq, FaqItem } from './blocks/faq.tsx'
import { FinancialLeaseCalculator } from './blocks/financial-lease-calculator.tsx'
import { Grid } from './blocks/grid.tsx'
import { Hero } from './blocks/hero.tsx'
import { ImageGallery } from './blocks/image-gallery.tsx'
import { JobPosting, JobWidget } from './blocks/job-widget.tsx'
import { LatestArticles } from './blocks/latest-articles.tsx'
import { LeaseDetail, LeaseOverview, MinileaseConfigurator } from './blocks/lease-blocks.tsx'
import { ContentMap, MapMarker } from './blocks/map.tsx'
import { NewsArticle } from './blocks/news-article.tsx'
import { Page } from './blocks/page.tsx'
import { Review, ReviewWidget } from './blocks/review-widget.tsx'
import { RichTextBlock } from './blocks/rich-text-block.tsx'
import { Section } from './blocks/section.tsx'
import { SellingPointItem, SellingPoints } from './blocks/selling-points.tsx'
import { StockQuickSearch } from './blocks/stock-quick-search.tsx'
import { Teaser } from './blocks/teaser.tsx'
import { TradeIn } from './blocks/trade-in.tsx'
import { Video } from './blocks/video.tsx'
import { WithdrawalForm } from './blocks/withdrawal-form.tsx'

/** Content types: the root component of a story. */
export const contentTypes = ['page', 'news_article'] as const

export const registry: Readonly<Record<string, BlockDefinition>> = {
  // Content types
  page: { component: Page, fullWidth: true },
  news_article: { component: NewsArticle, fullWidth: true },

  // Layout
  section: { component: Section, fullWidth: true },
  grid: { component: Grid },
  teaser: { component: Teaser },
  call_to_action: { component: CallToAction },
  button: { component: ButtonBlok },
  selling_points: { component: SellingPoints },
  selling_point: { component: SellingPointItem },
  faq: { component: Faq },
  faq_item: { component: FaqItem },

  // Content blocks of spec 2.1
  hero: { component: Hero, fullWidth: true },
  carousel: { component: Carousel },
  carousel_slide: { component: CarouselSlide },
  rich_text: { component: RichTextBlock },
  image_gallery: { component: ImageGallery },
  video: { component: Video },
  job_widget: { component: JobWidget },
  job_posting: { component: JobPosting },
  embedded_form: { component: EmbeddedForm },
  review_widget: { component: ReviewWidget },
  review: { component: Review },
  breadcrumbs: { component: BreadcrumbsBlock, fullWidth: true },
  article_overview: { component: ArticleOverview },
  latest_articles: { component: LatestArticles },
  employee_overview: { component: EmployeeOverview },
  employee_grid: { component: EmployeeGrid },
  employee: { component: EmployeeCard },
  brand_overview: { component: BrandOverview },
  brand_card: { component: BrandCard },
  brand_logos: { component: BrandLogos },
  stock_quick_search: { component: StockQuickSearch },
  lease_overview: { component: LeaseOverview },
  lease_detail: { component: LeaseDetail },
  minilease_configurator: { component: MinileaseConfigurator },
  financial_lease_calculator: { component: FinancialLeaseCalculator },
  trade_in: { component: TradeIn },
  chat: { component: Chat },
  map: { component: ContentMap },
  map_marker: { component: MapMarker },

  // Legal pages (issue 30): the trader's identity and the statutory withdrawal form, from site-identity.ts
  company_details: { component: CompanyDetails },
  withdrawal_form: { component: WithdrawalForm },
}

/** Relation fields resolved by the content API (resolve_relations). */
export const resolveRelations = ['latest_articles.articles'] as const
