import { Link } from '@tanstack/react-router'
import { m } from '../i18n/paraglide/messages.js'
import type { ModelSummary } from '../product-api/contract/model.ts'
import { modelGroupLabels } from '../product-api/contract/vocabulary.ts'
import { bodyStyleLabels, fuelLabels } from '../product-api/contract/vocabulary.ts'
import { formatKr } from '../format/format.ts'
import { modelPriceNote } from '../pricing/model-energy.ts'
import { ModelEnergyFacts } from '../pricing/model-energy-facts.tsx'

/** The from-price line: incl. moms for cars, excl. moms for vans. */
export function modelFromPrice(model: Pick<ModelSummary, 'fromPrice' | 'fromPriceExclVat'>): string {
  return model.fromPriceExclVat !== null
    ? m.models_from_price_excl_vat({ price: formatKr(model.fromPriceExclVat) })
    : m.models_from_price({ price: formatKr(model.fromPrice) })
}

/** One model in a brand's model list; the whole card is the link to the model page. It carries the price note and the energy facts like the model page. */
export function ModelCard({ model }: { model: ModelSummary }) {
  const facts = [...model.bodyStyles.map((b) => bodyStyleLabels[b]), ...model.fuels.map((f) => fuelLabels[f])]
  return (
    <article className="model-card">
      <img className="model-card__image" src={model.image.url} alt="" width={model.image.width} height={model.image.height} loading="lazy" decoding="async" />
      <div className="model-card__body">
        {model.group !== 'standard' && <p className="model-card__group">{modelGroupLabels[model.group]}</p>}
        <h2 className="model-card__name">
          <Link to="/$brand/models/$model" params={{ brand: model.brand, model: model.slug }} className="model-card__link">
            {model.name}
          </Link>
        </h2>
        <p className="model-card__price">{modelFromPrice(model)}</p>
        {/* Danish consumer law and the energy labelling rules: delivery costs and WLTP figures go with the price (issue 17). */}
        <p className="model-card__price-note">{modelPriceNote(model)}</p>
        <ModelEnergyFacts variants={model.variantEnergy} className="model-energy model-energy--card" title={false} />
        <p className="model-card__facts">{facts.join(' · ')}</p>
        {model.stockCount > 0 && <p className="model-card__stock">{m.models_stock_count({ count: String(model.stockCount) })}</p>}
      </div>
    </article>
  )
}
