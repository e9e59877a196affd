import type { PropsOf } from '../block-definition.ts'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import type { sectionSchema } from './section.schema.ts'

/** Turns an editor's anchor ("Vores priser") into an id ("vores-priser"). */
export function anchorId(value: string): string | undefined {
  const id = value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return id || undefined
}

export function Section({ blok }: PropsOf<typeof sectionSchema>) {
  const headingId = blok.heading ? `section-${blok._uid}` : undefined
  return (
    <section className={`content-section content-section--${blok.background}`} id={anchorId(blok.anchor)} aria-labelledby={headingId} {...editable(blok)}>
      <div className="container">
        {(blok.heading || blok.intro) && (
          <header className="content-section__header">
            {blok.heading && <h2 id={headingId}>{blok.heading}</h2>}
            {blok.intro && <p className="content-lead">{blok.intro}</p>}
          </header>
        )}
        <div className="content-section__body">
          <Blocks items={blok.body} />
        </div>
      </div>
    </section>
  )
}
