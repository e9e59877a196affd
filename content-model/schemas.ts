/**
 * The content model's schemas: every Storyblok component the site renders,
 * by its technical name in the space (the same names as registry.ts). Used
 * where content is parsed: the server's story loader and the visual editor's
 * live preview (parse-content.ts); never on a page's first load.
 */
import type { z } from 'zod'
import type { BlokBase } from './fields.ts'
import { articleOverviewSchema } from './blocks/article-overview.tsx'
import { brandLogosSchema } from './blocks/brand-logos.tsx'
import { brandCardSchema, brandOverviewSchema } from './blocks/brand-overview.tsx'
import { breadcrumbsSchema } from './blocks/breadcrumbs-block.tsx'
import { buttonSchema } from './blocks/button-blok.tsx'
import { callToActionSchema } from './blocks/call-to-action.tsx'
import { carouselSchema, carouselSlideSchema } from './blocks/carousel.tsx'
import { chatSchema } from './blocks/chat.tsx'
import { embeddedFormSchema } from './blocks/embedded-form.tsx'
import { employeeSchema } from './blocks/employee-card.tsx'
import { employeeGridSchema } from './blocks/employee-grid.tsx'
import { employeeOverviewSchema } from './blocks/employee-overview.tsx'
import { faqItemSchema, faqSchema } from './blocks/faq.tsx'
import { financialLeaseCalculatorSchema } from './blocks/financial-lease-calculator.tsx'
import { gridSchema } from './blocks/grid.tsx'
import { heroSchema } from './blocks/hero.tsx'
import { imageGallerySchema } from './blocks/image-gallery.tsx'
import { jobPostingSchema, jobWidgetSchema } from './blocks/job-widget.tsx'
import { latestArticlesSchema } from './blocks/latest-articles.tsx'
import { leaseDetailSchema, leaseOverviewSchema, minileaseConfiguratorSchema } from './blocks/lease-blocks.tsx'
import { mapMarkerSchema, mapSchema } from './blocks/map.tsx'
import { newsArticleSchema } from './blocks/news-article.tsx'
import { pageSchema } from './blocks/page.tsx'
import { reviewSchema, reviewWidgetSchema } from './blocks/review-widget.tsx'
import { richTextSchema } from './blocks/rich-text-block.tsx'
import { sectionSchema } from './blocks/section.tsx'
import { sellingPointSchema, sellingPointsSchema } from './blocks/selling-points.tsx'
import { stockQuickSearchSchema } from './blocks/stock-quick-search.tsx'
import { teaserSchema } from './blocks/teaser.tsx'
import { tradeInSchema } from './blocks/trade-in.tsx'
import { videoSchema } from './blocks/video.tsx'

export const blockSchemas: Readonly<Record<string, z.ZodType<BlokBase>>> = {
  // Content types
  page: pageSchema,
  news_article: newsArticleSchema,
  // Layout
  section: sectionSchema,
  grid: gridSchema,
  teaser: teaserSchema,
  call_to_action: callToActionSchema,
  button: buttonSchema,
  selling_points: sellingPointsSchema,
  selling_point: sellingPointSchema,
  faq: faqSchema,
  faq_item: faqItemSchema,
  // Content blocks of spec 2.1
  hero: heroSchema,
  carousel: carouselSchema,
  carousel_slide: carouselSlideSchema,
  rich_text: richTextSchema,
  image_gallery: imageGallerySchema,
  video: videoSchema,
  job_widget: jobWidgetSchema,
  job_posting: jobPostingSchema,
  embedded_form: embeddedFormSchema,
  review_widget: reviewWidgetSchema,
  review: reviewSchema,
  breadcrumbs: breadcrumbsSchema,
  article_overview: articleOverviewSchema,
  latest_articles: latestArticlesSchema,
  employee_overview: employeeOverviewSchema,
  employee_grid: employeeGridSchema,
  employee: employeeSchema,
  brand_overview: brandOverviewSchema,
  brand_card: brandCardSchema,
  brand_logos: brandLogosSchema,
  stock_quick_search: stockQuickSearchSchema,
  lease_overview: leaseOverviewSchema,
  lease_detail: leaseDetailSchema,
  minilease_configurator: minileaseConfiguratorSchema,
  financial_lease_calculator: financialLeaseCalculatorSchema,
  trade_in: tradeInSchema,
  chat: chatSchema,
  map: mapSchema,
  map_marker: mapMarkerSchema,
}
