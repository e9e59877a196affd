import { useEffect } from 'react'
import { CalendarCheck, MessageSquare } from 'lucide-react'
import { routeSegments, type BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { AppLink } from '../ui/app-link.tsx'
import { Button } from '../ui/button.tsx'
import { modelGroupLabels } from '../product-api/contract/vocabulary.ts'
import type { VehicleSummary } from '../product-api/contract/vehicle.ts'
import { driveTypeLabels, fuelLabels, transmissionLabels } from '../product-api/contract/vocabulary.ts'
import { formatKm, formatKr } from '../format/format.ts'
import type { ModelPageData } from './model.functions.ts'
import { ModelGallery } from './model-gallery.tsx'
import { modelFromPrice } from './model-card.tsx'
import { trackModelView } from './model-analytics.ts'
import { modelPriceNote } from '../pricing/model-energy.ts'
import { ModelEnergyFacts } from '../pricing/model-energy-facts.tsx'

/** Public paths of a model's pages (the forms live at …/kontakt and …/provekorsel). */
export function modelPaths(brand: string, model: string) {
  const page = `/${brand}/${routeSegments.model}/${model}`
  return {
    list: `/${brand}/${routeSegments.model}`,
    page,
    contact: `${page}/kontakt`,
    testDrive: `${page}/provekorsel`,
    stock: `/${routeSegments.stock}?${new URLSearchParams({ brand, model }).toString()}`,
    vehicle: (id: string) => `/${routeSegments.stock}/${id}`,
  }
}

function vehiclePrice(v: VehicleSummary): string | null {
  const purchase = v.prices.find((p) => p.acquisition_type === 'purchase')
  if (purchase) return formatKr(purchase.total_price)
  const monthly = v.prices.map((p) => p.monthly_installment).filter((x): x is number => x !== null)
  return monthly.length ? m.models_stock_monthly({ price: formatKr(Math.min(...monthly)) }) : null
}

function StockTeaser({ data, brand }: { data: ModelPageData; brand: BrandConfig }) {
  const { model, stock } = data
  const paths = modelPaths(brand.slug, model.slug)
  if (stock === null) {
    return (
      <p>
        <AppLink href={paths.stock}>{m.models_stock_see_all_fallback({ model: model.name })}</AppLink>
      </p>
    )
  }
  if (stock.total === 0) {
    return (
      <p>
        {m.models_stock_none({ model: model.name })}{' '}
        <AppLink href={`/${routeSegments.stock}?brand=${brand.slug}`}>{m.models_stock_brand({ brand: brand.name })}</AppLink>
      </p>
    )
  }
  return (
    <>
      <ul className="model-stock__list">
        {stock.items.map((v) => (
          <li key={v.id}>
            <article className="stock-teaser">
              <img src={v.image.url} alt="" width={v.image.width} height={v.image.height} loading="lazy" decoding="async" />
              <h3 className="stock-teaser__title">
                <AppLink href={paths.vehicle(v.id)} className="stock-teaser__link">
                  {v.title}
                </AppLink>
              </h3>
              <p className="stock-teaser__facts">
                {[
                  v.condition === 'new' ? m.models_stock_new() : String(v.productionYear),
                  v.condition === 'used' ? formatKm(v.mileageKm) : null,
                  fuelLabels[v.fuel],
                  v.location.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {vehiclePrice(v) && <p className="stock-teaser__price">{vehiclePrice(v)}</p>}
            </article>
          </li>
        ))}
      </ul>
      <Button href={paths.stock} variant="secondary">
        {m.models_stock_see_all({ count: String(stock.total), model: model.name })}
      </Button>
    </>
  )
}

/**
 * A model page (/{brand}/modeller/{model}): pictures, highlights, variants
 * with from-prices, the model in stock (linking into /lager with the brand
 * and model filters) and the ways to contact and book a test drive.
 */
export function ModelPage({ brand, data }: { brand: BrandConfig; data: ModelPageData }) {
  const { model } = data
  const paths = modelPaths(brand.slug, model.slug)
  const vans = model.fromPriceExclVat !== null

  useEffect(() => {
    trackModelView(model)
  }, [model])

  return (
    <article className="container model-page">
      <Breadcrumbs
        items={[
          { label: m.models_list_title({ brand: brand.name }), href: paths.list },
          { label: model.name, href: paths.page },
        ]}
      />
      <header className="model-page__header">
        {model.group !== 'standard' && <p className="model-page__group">{modelGroupLabels[model.group]}</p>}
        <h1>{model.title}</h1>
        <p className="model-page__price">{modelFromPrice(model)}</p>
        <p className="model-page__price-note">{modelPriceNote(model)}</p>
        <ModelEnergyFacts variants={model.variants} />
        <p className="model-page__lead">{model.description}</p>
        <div className="model-page__actions">
          <Button href={paths.testDrive} size="large" icon={CalendarCheck}>
            {m.models_action_test_drive()}
          </Button>
          <Button href={paths.contact} size="large" variant="secondary" icon={MessageSquare}>
            {m.models_action_contact()}
          </Button>
        </div>
      </header>

      <ModelGallery images={model.images.length > 0 ? model.images : [model.image]} title={model.title} />

      <section className="model-page__section" aria-labelledby="model-highlights">
        <h2 id="model-highlights">{m.models_highlights_heading()}</h2>
        <ul className="model-highlights">
          {model.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </section>

      <section className="model-page__section" aria-labelledby="model-variants">
        <h2 id="model-variants">{m.models_variants_heading()}</h2>
        <div className="table-scroll" role="region" aria-labelledby="model-variants" tabIndex={0}>
          <table className="model-variants">
            <caption className="visually-hidden">{m.models_variants_caption({ model: model.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.models_variant_name()}</th>
                <th scope="col">{m.models_variant_fuel()}</th>
                <th scope="col">{m.models_variant_power()}</th>
                <th scope="col">{m.models_variant_transmission()}</th>
                <th scope="col">{m.models_variant_range()}</th>
                <th scope="col" className="num">
                  {vans ? m.models_variant_price_excl_vat() : m.models_variant_price()}
                </th>
              </tr>
            </thead>
            <tbody>
              {model.variants.map((v) => (
                <tr key={v.slug}>
                  <th scope="row">{v.name}</th>
                  <td>{fuelLabels[v.fuel]}</td>
                  <td>{m.models_variant_hp({ hp: String(v.powerHp) })}</td>
                  <td>
                    {transmissionLabels[v.transmission]}, {driveTypeLabels[v.driveType].toLowerCase()}
                  </td>
                  <td>{v.electricRangeKm ? formatKm(v.electricRangeKm) : '–'}</td>
                  <td className="num">{formatKr(v.fromPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="model-page__section model-stock" aria-labelledby="model-stock">
        <h2 id="model-stock">{m.models_stock_heading({ model: model.name })}</h2>
        <StockTeaser data={data} brand={brand} />
      </section>
    </article>
  )
}
