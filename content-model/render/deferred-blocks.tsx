import { Hydrate } from '@tanstack/react-start'
import { visible } from '@tanstack/react-start/hydration'
import type { ComponentProps } from 'react'
import { ArticleOverview } from '../blocks/article-overview.tsx'
import { Faq } from '../blocks/faq.tsx'
import { ImageGallery } from '../blocks/image-gallery.tsx'
import { LatestArticles } from '../blocks/latest-articles.tsx'
import { ReviewWidget } from '../blocks/review-widget.tsx'
import { RichTextBlock } from '../blocks/rich-text-block.tsx'
import { SellingPoints } from '../blocks/selling-points.tsx'
import { Teaser } from '../blocks/teaser.tsx'

/**
 * Blocks that need no interaction (issue 21, decision 3), hydrated when they
 * come near the viewport: TanStack Start's `<Hydrate>` splits each child into
 * a chunk of its own that the browser loads then; the server renders it inline.
 */
const nearViewport = visible()

export function DeferredRichText(props: ComponentProps<typeof RichTextBlock>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <RichTextBlock {...props} />
    </Hydrate>
  )
}

export function DeferredTeaser(props: ComponentProps<typeof Teaser>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <Teaser {...props} />
    </Hydrate>
  )
}

export function DeferredImageGallery(props: ComponentProps<typeof ImageGallery>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <ImageGallery {...props} />
    </Hydrate>
  )
}

export function DeferredFaq(props: ComponentProps<typeof Faq>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <Faq {...props} />
    </Hydrate>
  )
}

export function DeferredLatestArticles(props: ComponentProps<typeof LatestArticles>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <LatestArticles {...props} />
    </Hydrate>
  )
}

export function DeferredArticleOverview(props: ComponentProps<typeof ArticleOverview>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <ArticleOverview {...props} />
    </Hydrate>
  )
}

export function DeferredSellingPoints(props: ComponentProps<typeof SellingPoints>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <SellingPoints {...props} />
    </Hydrate>
  )
}

export function DeferredReviewWidget(props: ComponentProps<typeof ReviewWidget>) {
  return (
    <Hydrate when={nearViewport} split={false}>
      <ReviewWidget {...props} />
    </Hydrate>
  )
}
