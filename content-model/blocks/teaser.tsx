import { ArrowRight } from 'lucide-react'
import type { PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import type { teaserSchema } from './teaser.schema.ts'

export function Teaser({ blok }: PropsOf<typeof teaserSchema>) {
  return (
    <article className="teaser" {...editable(blok)}>
      {blok.image && <ContentImage asset={blok.image} className="teaser__image" decorative />}
      <div className="teaser__body">
        <h3 className="teaser__heading">
          {blok.link ? (
            <ContentLink link={blok.link} className="teaser__link">
              {blok.heading}
            </ContentLink>
          ) : (
            blok.heading
          )}
        </h3>
        {blok.text && <p>{blok.text}</p>}
        {blok.link && blok.link_label && (
          <p className="teaser__more" aria-hidden="true">
            {blok.link_label} <ArrowRight width={16} height={16} />
          </p>
        )}
      </div>
    </article>
  )
}
