import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import type { heroSchema } from './hero.schema.ts'

export function Hero({ blok }: PropsOf<typeof heroSchema>) {
  const { titleBlockUid } = useContent()
  const opensPage = titleBlockUid === blok._uid
  const Heading = opensPage ? 'h1' : 'h2'
  const layout = blok.image ? blok.layout : 'plain'
  return (
    <section className={`hero hero--${layout}`} aria-labelledby={`hero-${blok._uid}`} {...editable(blok)}>
      <div className="container hero__inner">
        <div className="hero__text">
          {blok.eyebrow && <p className="hero__eyebrow">{blok.eyebrow}</p>}
          <Heading id={`hero-${blok._uid}`} className="hero__heading">
            {blok.heading}
          </Heading>
          {blok.text && <p className="hero__lead">{blok.text}</p>}
          {blok.buttons.length > 0 && (
            <div className="hero__buttons">
              <Blocks items={blok.buttons} />
            </div>
          )}
        </div>
        {blok.image && (
          <div className="hero__media">
            <ContentImage asset={blok.image} className="hero__image" eager priority={opensPage} decorative={layout === 'image_background'} />
          </div>
        )}
      </div>
    </section>
  )
}
