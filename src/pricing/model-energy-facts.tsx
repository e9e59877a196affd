/**
 * The variants' energy class and WLTP ranges (model-energy.ts), shown with a
 * from-price: on the model page, on each card of the model list (issue 17) and
 * on a model's form pages (issue 30).
 */
import type { ModelVariant } from '../product-api/contract/model.ts'
import { m } from '../i18n/paraglide/messages.js'
import { modelEnergyFacts } from './model-energy.ts'
import pricingCss from './pricing.css?url'

export function ModelEnergyFacts({
  variants,
  className = 'model-energy',
  title = true,
}: {
  variants: readonly Pick<ModelVariant, 'energyLabel' | 'consumption'>[]
  className?: string
  /** The heading line "Energi og miljø …" (the model page); a card leaves it out. */
  title?: boolean
}) {
  const facts = modelEnergyFacts(variants)
  const rows: [string, string | null][] = [
    [m.models_energy_class(), facts.energyClass],
    [m.models_energy_fuel(), facts.fuel],
    [m.models_energy_electric(), facts.electric],
    [m.models_energy_co2(), facts.co2],
  ]
  return (
    <div className={className} data-testid="model-energy">
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      {title && <p className="model-energy__title">{m.models_energy_label()}</p>}
      <dl>
        {rows.map(([term, value]) =>
          value === null ? null : (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  )
}
