import { ArrowRight } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { Blocks } from '../render/blocks.tsx'
import { editable } from '../render/editable.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { brandLogo, brandModelsPath, brandName } from './brands.ts'
import { fillRows } from '#src/ui/fill-rows.ts'
import type { brandCardSchema, brandOverviewSchema } from './brand-overview.schema.ts'

export function BrandCard({ blok }: PropsOf<typeof brandCardSchema>) {
  const name = brandName(blok.brand)
  const link = blok.link ?? { href: brandModelsPath(blok.brand), external: false }
  return (
    <article className="brand-card" {...editable(blok)}>
      <img src={brandLogo(blok.brand)} alt="" className="brand-card__logo" width={200} height={60} loading="lazy" />
      <h3>{name}</h3>
      <p>{blok.text}</p>
      <ContentLink link={link} className="brand-card__link">
        {blok.link_label || m.content_brand_models({ brand: name })} <ArrowRight aria-hidden="true" width={16} height={16} />
      </ContentLink>
    </article>
  )
}

export function BrandOverview({ blok }: PropsOf<typeof brandOverviewSchema>) {
  const manufacturers = useBlockData(blok._uid, 'manufacturer-overview')
  const { BrandOverview: ManufacturerOverview } = useContent().slots
  if (blok.manufacturer_tags.length > 0) {
    return (
      <div {...editable(blok)}>
        {manufacturers ? (
          <ManufacturerOverview result={manufacturers.result} heading={blok.heading || undefined} />
        ) : (
          // A live preview in the visual editor has no loaded data until the page is saved.
          <p className="brand-overview__error">{m.brands_load_failed()}</p>
        )}
      </div>
    )
  }
  return (
    <section className="brand-overview" aria-label={blok.heading || m.content_brands_label()} {...editable(blok)}>
      {blok.heading && <h2>{blok.heading}</h2>}
      {blok.intro && <p>{blok.intro}</p>}
      <div {...fillRows(blok.brands.length, { className: 'content-grid', maxColumns: 3 })}>
        <Blocks items={blok.brands} />
      </div>
    </section>
  )
}
