import { ArrowRight } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import type { BrandOverviewResult, ManufacturerSummary } from '#content-model/block-data.ts'
import { formatKr } from '../format/format.ts'
import { manufacturerModelsHref } from './manufacturers.ts'

export interface BrandOverviewProps {
  /** From `fetchBrandOverview({ data: { tagIds } })` (server function; call it in the page's loader). */
  result: BrandOverviewResult
  /** Visible heading; the overview is a region named by it (default "Vores mærker"). */
  heading?: string
  headingLevel?: 2 | 3
}

function priceLine(s: ManufacturerSummary): string | null {
  if (s.fromPrice !== null) return m.brands_from_price({ price: formatKr(s.fromPrice) })
  if (s.fromPriceExclVat !== null) return m.brands_from_price_excl_vat({ price: formatKr(s.fromPriceExclVat) })
  return null
}

/**
 * The brand-overview block: each manufacturer with its logo, number of
 * models, lowest from-price and cars in stock, linking to its model list.
 * When the manufacturer information could not be loaded it says so
 * ("Indlæsning af producentoplysninger for mærket mislykkedes."); an unknown
 * tag shows "Ingen mærke producent fundet for tag-ID: {tagId}.".
 */
export function BrandOverview({ result, heading, headingLevel = 2 }: BrandOverviewProps) {
  const H = headingLevel === 3 ? 'h3' : 'h2'
  const Card = headingLevel === 3 ? 'h4' : 'h3'
  const title = heading ?? m.brands_logos_label()
  return (
    <section className="brand-overview" aria-label={title}>
      {heading && <H>{heading}</H>}
      {result.status === 'failed' ? (
        <p className="brand-overview__error" role="alert">
          {m.brands_load_failed()}
        </p>
      ) : (
        <ul className="brand-overview__list">
          {result.items.map((item) =>
            item.manufacturer === null ? (
              <li key={item.tagId} className="brand-overview__item brand-overview__item--missing">
                <p className="brand-logos__error" data-error="manufacturer-not-found">
                  {m.brands_manufacturer_not_found({ tagId: item.tagId })}
                </p>
              </li>
            ) : (
              <li key={item.tagId} className="brand-overview__item">
                <article className="brand-overview__card">
                  <img src={item.manufacturer.logo} alt="" width={200} height={64} className="brand-overview__logo" loading="lazy" />
                  <Card className="brand-overview__name">{item.manufacturer.name}</Card>
                  <p>
                    {item.modelCount === 1 ? m.brands_model_count_one() : m.brands_model_count({ count: String(item.modelCount) })}
                    {priceLine(item) && (
                      <>
                        <br />
                        {priceLine(item)}
                      </>
                    )}
                  </p>
                  {item.stockCount > 0 && <p className="brand-overview__stock">{m.brands_stock_count({ count: String(item.stockCount) })}</p>}
                  <AppLink href={manufacturerModelsHref(item.manufacturer)} className="brand-overview__link">
                    {m.brands_see_models({ brand: item.manufacturer.name })}
                    <ArrowRight aria-hidden="true" width={16} height={16} />
                  </AppLink>
                </article>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  )
}
