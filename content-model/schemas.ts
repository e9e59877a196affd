/**
 * The content model's schemas: every Storyblok component the site renders,
 * by its technical name in the space (the same names as registry.ts). Used
 * where content is parsed: the server's story loader and the visual editor's
 * live preview (parse-content.ts); never on a page's first load.
 */
import type { z } from 'zod'
import type { BlokBase } from './fields.ts'
import { articleOverviewSchema } from './blocks/article-overview.schema.ts'
import { brandLogosSchema } from './blocks/brand-logos.schema.ts'
import { brandCardSchema, brandOverviewSchema } from './blocks/brand-overview.schema.ts'
import { breadcrumbsSchema } from './blocks/breadcrumbs-block.schema.ts'
import { buttonSchema } from './blocks/button-blok.schema.ts'
import { callToActionSchema } from './blocks/call-to-action.schema.ts'
import { carouselSchema, carouselSlideSchema } from './blocks/carousel.schema.ts'
import { chatSchema } from './blocks/chat.schema.ts'
import { embeddedFormSchema } from './blocks/embedded-form.schema.ts'
import { employeeSchema } from './blocks/employee-card.schema.ts'
import { employeeGridSchema } from './blocks/employee-grid.schema.ts'
import { employeeOverviewSchema } from './blocks/employee-overview.schema.ts'
import { faqItemSchema, faqSchema } from './blocks/faq.schema.ts'
import { financialLeaseCalculatorSchema } from './blocks/financial-lease-calculator.schema.ts'
import { gridSchema } from './blocks/grid.schema.ts'
import { heroSchema } from './blocks/hero.schema.ts'
import { imageGallerySchema } from './blocks/image-gallery.schema.ts'
import { jobPostingSchema, jobWidgetSchema } from './blocks/job-widget.schema.ts'
import { latestArticlesSchema } from './blocks/latest-articles.schema.ts'
import { leaseDetailSchema, leaseOverviewSchema, minileaseConfiguratorSchema } from './blocks/lease-blocks.schema.ts'
import { mapMarkerSchema, mapSchema } from './blocks/map.schema.ts'
import { companyDetailsSchema } from './blocks/company-details.schema.ts'
import { withdrawalFormSchema } from './blocks/withdrawal-form.schema.ts'
import { newsArticleSchema } from './blocks/news-article.schema.ts'
import { pageSchema } from './blocks/page.schema.ts'
import { reviewSchema, reviewWidgetSchema } from './blocks/review-widget.schema.ts'
import { richTextSchema } from './blocks/rich-text-block.schema.ts'
import { sectionSchema } from './blocks/section.schema.ts'
import { sellingPointSchema, sellingPointsSchema } from './blocks/selling-points.schema.ts'
import { stockQuickSearchSchema } from './blocks/stock-quick-search.schema.ts'
import { teaserSchema } from './blocks/teaser.schema.ts'
import { tradeInSchema } from './blocks/trade-in.schema.ts'
import { videoSchema } from './blocks/video.schema.ts'

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
  // Legal pages (issue 30)
  company_details: companyDetailsSchema,
  withdrawal_form: withdrawalFormSchema,
}
