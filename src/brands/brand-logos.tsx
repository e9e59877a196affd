import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import { manufacturerModelsHref, resolveManufacturerTags } from './manufacturers.ts'

export interface BrandLogosProps {
  /** Manufacturer tag ids, in the order to show ("mercedes-benz", "mercedes-benz-vans", "renault", "dacia"). */
  tagIds: readonly string[]
  /** Accessible name of the logo row; default "Vores mærker". */
  label?: string
  /** Visible heading above the logos. */
  heading?: string
  headingLevel?: 2 | 3
}

/**
 * The brand-logos block: one logo per manufacturer tag, each linking to the
 * manufacturer's model list. A tag without a manufacturer shows "Ingen mærke
 * producent fundet for tag-ID: {tagId}." in its place (spec 8), so editors see
 * what to fix and visitors are not left with a silent gap.
 */
export function BrandLogos({ tagIds, label, heading, headingLevel = 2 }: BrandLogosProps) {
  const items = resolveManufacturerTags(tagIds)
  const H = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <nav className="brand-logos" aria-label={label ?? heading ?? m.brands_logos_label()}>
      {heading && <H className="brand-logos__heading">{heading}</H>}
      <ul className="brand-logos__list">
        {items.map((item) =>
          item.manufacturer ? (
            <li key={item.tagId} className="brand-logos__item">
              <AppLink href={manufacturerModelsHref(item.manufacturer)} className="brand-logos__link">
                <img src={item.manufacturer.logo} alt={m.brands_logo_link({ brand: item.manufacturer.name })} width={200} height={64} loading="lazy" />
              </AppLink>
            </li>
          ) : (
            <li key={item.tagId} className="brand-logos__item brand-logos__item--missing">
              <p className="brand-logos__error" data-error="manufacturer-not-found">
                {m.brands_manufacturer_not_found({ tagId: item.tagId })}
              </p>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
