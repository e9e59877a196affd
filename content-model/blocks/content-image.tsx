import type { Asset } from '../content-urls.ts'

/** Parses the size Storyblok's asset URLs carry (…/f/{space}/{width}x{height}/…). */
export function assetSize(filename: string): { width: number; height: number } | undefined {
  const m = /\/(\d{2,5})x(\d{2,5})\//.exec(filename)
  return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined
}

/**
 * An image from the content space. Decorative images get alt="" (the text
 * next to them says it all); others use the asset's alt text.
 *
 * `priority` is for the image that is likely the page's largest paint (the
 * hero that opens a page, an article's image): fetched at high priority and
 * decoded synchronously, and React puts a `<link rel="preload" as="image"
 * fetchpriority="high">` for it in the document's head (issue 21).
 */
export function ContentImage({
  asset,
  className,
  decorative = false,
  eager = false,
  priority = false,
}: {
  asset: Pick<Asset, 'filename' | 'alt'>
  className?: string
  decorative?: boolean
  eager?: boolean
  priority?: boolean
}) {
  const size = assetSize(asset.filename)
  return (
    <img
      src={asset.filename}
      alt={decorative ? '' : asset.alt}
      className={className}
      width={size?.width}
      height={size?.height}
      loading={eager || priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
    />
  )
}
