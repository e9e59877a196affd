/**
 * The content model: every Storyblok component the site renders, by its
 * technical name in the space, with its zod schema and React component.
 * Storyblok's component schema (the fields editors see) mirrors these
 * schemas; content-model/README.md lists the components and their fields.
 *
 * Content types (a story's root): page, news_article.
 */
import type { BlockDefinition } from './block-definition.ts'
import { articleOverviewBlock } from './blocks/article-overview.tsx'
import { brandLogosBlock } from './blocks/brand-logos.tsx'
import { brandCardBlock, brandOverviewBlock } from './blocks/brand-overview.tsx'
import { breadcrumbsBlock } from './blocks/breadcrumbs-block.tsx'
import { buttonBlock } from './blocks/button-blok.tsx'
import { callToActionBlock } from './blocks/call-to-action.tsx'
import { carouselBlock, carouselSlideBlock } from './blocks/carousel.tsx'
import { chatBlock } from './blocks/chat.tsx'
import { embeddedFormBlock } from './blocks/embedded-form.tsx'
import { employeeBlock } from './blocks/employee-card.tsx'
import { employeeGridBlock } from './blocks/employee-grid.tsx'
import { employeeOverviewBlock } from './blocks/employee-overview.tsx'
import { faqBlock, faqItemBlock } from './blocks/faq.tsx'
import { financialLeaseCalculatorBlock } from './blocks/financial-lease-calculator.tsx'
import { gridBlock } from './blocks/grid.tsx'
import { heroBlock } from './blocks/hero.tsx'
import { imageGalleryBlock } from './blocks/image-gallery.tsx'
import { jobPostingBlock, jobWidgetBlock } from './blocks/job-widget.tsx'
import { latestArticlesBlock } from './blocks/latest-articles.tsx'
import { leaseDetailBlock, leaseOverviewBlock, minileaseConfiguratorBlock } from './blocks/lease-blocks.tsx'
import { mapBlock, mapMarkerBlock } from './blocks/map.tsx'
import { newsArticleBlock } from './blocks/news-article.tsx'
import { pageBlock } from './blocks/page.tsx'
import { reviewBlock, reviewWidgetBlock } from './blocks/review-widget.tsx'
import { richTextBlock } from './blocks/rich-text-block.tsx'
import { sectionBlock } from './blocks/section.tsx'
import { sellingPointBlock, sellingPointsBlock } from './blocks/selling-points.tsx'
import { stockQuickSearchBlock } from './blocks/stock-quick-search.tsx'
import { teaserBlock } from './blocks/teaser.tsx'
import { tradeInBlock } from './blocks/trade-in.tsx'
import { videoBlock } from './blocks/video.tsx'

/** Content types: the root component of a story. */
export const contentTypes = ['page', 'news_article'] as const

export const registry: Readonly<Record<string, BlockDefinition>> = {
  // Content types
  page: pageBlock,
  news_article: newsArticleBlock,

  // Layout
  section: sectionBlock,
  grid: gridBlock,
  teaser: teaserBlock,
  call_to_action: callToActionBlock,
  button: buttonBlock,
  selling_points: sellingPointsBlock,
  selling_point: sellingPointBlock,
  faq: faqBlock,
  faq_item: faqItemBlock,

  // Content blocks of spec 2.1
  hero: heroBlock,
  carousel: carouselBlock,
  carousel_slide: carouselSlideBlock,
  rich_text: richTextBlock,
  image_gallery: imageGalleryBlock,
  video: videoBlock,
  job_widget: jobWidgetBlock,
  job_posting: jobPostingBlock,
  embedded_form: embeddedFormBlock,
  review_widget: reviewWidgetBlock,
  review: reviewBlock,
  breadcrumbs: breadcrumbsBlock,
  article_overview: articleOverviewBlock,
  latest_articles: latestArticlesBlock,
  employee_overview: employeeOverviewBlock,
  employee_grid: employeeGridBlock,
  employee: employeeBlock,
  brand_overview: brandOverviewBlock,
  brand_card: brandCardBlock,
  brand_logos: brandLogosBlock,
  stock_quick_search: stockQuickSearchBlock,
  lease_overview: leaseOverviewBlock,
  lease_detail: leaseDetailBlock,
  minilease_configurator: minileaseConfiguratorBlock,
  financial_lease_calculator: financialLeaseCalculatorBlock,
  trade_in: tradeInBlock,
  chat: chatBlock,
  map: mapBlock,
  map_marker: mapMarkerBlock,
}

/** Relation fields resolved by the content API (resolve_relations). */
export const resolveRelations = ['latest_articles.articles'] as const
