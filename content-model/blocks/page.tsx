import type { PropsOf } from '../block-definition.ts'
import { blok, bloks, optionalAsset, optionalText } from '../fields.ts'
import { Blocks } from '../render/blocks.tsx'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'

/**
 * The content type of ordinary pages: a list of blocks. The page's h1 is the
 * heading of a hero that opens the page (after breadcrumbs); without one, the
 * page title (or the story's name) is shown as h1.
 */
export const pageSchema = /* @__PURE__ */ blok('page', {
  title: optionalText,
  body: bloks,
  // The page's head (title, description, Open Graph image); news_article has the same three.
  seo_title: optionalText,
  seo_description: optionalText,
  og_image: optionalAsset,
})

/** Blocks that may come before the page's title block. */
const beforeTitle = new Set(['breadcrumbs'])

/** The hero that carries the page's h1: the first block after leading breadcrumbs, if it is a hero. */
export function titleHeroUid(body: readonly { _uid: string; component: string }[]): string | null {
  const first = body.find((b) => !beforeTitle.has(b.component))
  return first?.component === 'hero' ? first._uid : null
}

export function Page({ blok }: PropsOf<typeof pageSchema>) {
  const { story, titleBlockUid } = useContent()
  const split = blok.body.findIndex((b) => !beforeTitle.has(b.component))
  const leading = split === -1 ? blok.body : blok.body.slice(0, split)
  const rest = split === -1 ? [] : blok.body.slice(split)
  return (
    <div className="content-page" {...editable(blok)}>
      <Blocks items={leading} contain />
      {titleBlockUid === null && (
        <div className="container content-page__title">
          <h1>{blok.title || story.name}</h1>
        </div>
      )}
      <Blocks items={rest} contain />
    </div>
  )
}
