/**
 * What a form is about, shown next to it: the stock vehicle or the model.
 * A price here is advertised like anywhere else on the site (issue 30): the
 * vehicle's through the one price presentation (a monthly payment with its
 * ÅOP and representative example), with the energy class and WLTP figures
 * beside it; the model's from-price with its moms and delivery-cost sentence
 * and its variants' energy ranges, as on the model page.
 */
import { conditionLabels, fuelLabels } from '../product-api/contract/vocabulary.ts'
import { m } from '../i18n/paraglide/messages.js'
import { formatKm, formatKr } from '../format/format.ts'
import { modelPriceNote } from '../pricing/model-energy.ts'
import { ModelEnergyFacts } from '../pricing/model-energy-facts.tsx'
import { EnergyLine, PriceSummary } from '../pricing/price-summary.tsx'
import type { ModelView, VehicleView } from './form-views.ts'

export function VehicleCard({ vehicle }: { vehicle: VehicleView }) {
  const facts = [
    vehicle.condition === 'new' ? conditionLabels.new : String(vehicle.productionYear),
    vehicle.condition === 'used' ? formatKm(vehicle.mileageKm) : null,
    fuelLabels[vehicle.fuel],
  ].filter((x): x is string => x !== null)
  return (
    <aside className="subject-card" aria-labelledby="subject-card-title">
      {vehicle.image && (
        <img
          className="subject-card__image"
          src={vehicle.image.url}
          alt={vehicle.image.alt}
          width={vehicle.image.width}
          height={vehicle.image.height}
          decoding="async"
        />
      )}
      <div className="subject-card__body">
        <p className="subject-card__eyebrow">{m.forms_subject_vehicle()}</p>
        <h2 className="subject-card__title" id="subject-card-title">
          {vehicle.title}
        </h2>
        <p className="subject-card__facts">{facts.join(' · ')}</p>
        {vehicle.price && (
          <div className="subject-card__price">
            <PriceSummary price={vehicle.price.view} priceType={vehicle.price.type} />
            <EnergyLine energy={vehicle.energy} />
          </div>
        )}
        <p className="subject-card__location">{m.forms_subject_location({ location: vehicle.location.name })}</p>
      </div>
    </aside>
  )
}

export function ModelCard({ model }: { model: ModelView }) {
  return (
    <aside className="subject-card" aria-labelledby="subject-card-title">
      <img className="subject-card__image" src={model.image.url} alt={model.image.alt} width={model.image.width} height={model.image.height} decoding="async" />
      <div className="subject-card__body">
        <p className="subject-card__eyebrow">{m.forms_subject_model()}</p>
        <h2 className="subject-card__title" id="subject-card-title">
          {model.title}
        </h2>
        <div className="subject-card__price">
          <p className="subject-card__from-price">{m.forms_price_from({ price: formatKr(model.fromPrice) })}</p>
          <p className="subject-card__price-note">{modelPriceNote(model.priceTerms)}</p>
          <ModelEnergyFacts variants={model.variantEnergy} className="model-energy model-energy--card" title={false} />
        </div>
      </div>
    </aside>
  )
}
