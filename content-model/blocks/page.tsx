import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import type { pageSchema } from './page.schema.ts'

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
