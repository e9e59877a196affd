/**
 * The detail page's fact sections: energy label, WLTP figures, the
 * specification table, grouped equipment, warranty and delivery packages,
 * and the used-car selling points.
 */
import { hasPassengerCarLabel } from '#src/pricing/energy-view.ts'
import { constants } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import type { Vehicle } from '#src/product-api/contract/vehicle.ts'
import { colourText } from './colour-text.ts'
import {
  bodyStyleLabels,
  conditionLabels,
  driveTypeLabels,
  energyLabels,
  fuelLabels,
  interiorMaterialLabels,
  transmissionLabels,
  vanBodyLabels,
  vehicleTypeLabels,
  type EnergyLabel as EnergyLabelClass,
} from '#src/product-api/contract/vocabulary.ts'
import {
  formatDate,
  formatDecimal,
  formatGramsPerKm,
  formatInteger,
  formatKg,
  formatKm,
  formatKmPerLitre,
  formatKr,
  formatLitresPer100Km,
  formatMonthYear,
  formatMonths,
  formatWhPerKm,
} from '#src/format/format.ts'

/** The Danish energy label: the class in text, and the coloured scale for the eye. */
export function EnergyLabel({ label }: { label: EnergyLabelClass }) {
  return (
    <div className="energy-label">
      <p className="energy-label__title">
        {m.stock_energy_label()} <strong>{label}</strong>
      </p>
      <ol className="energy-label__scale" aria-hidden="true">
        {energyLabels.map((l) => (
          <li key={l} data-energy={l} data-current={l === label}>
            {l}
          </li>
        ))}
      </ol>
    </div>
  )
}

interface Fact {
  label: string
  value: string
}

export function FactList({ facts, labelledBy }: { facts: (Fact | null)[]; labelledBy: string }) {
  return (
    <dl className="data-rows data-rows--columns" aria-labelledby={labelledBy}>
      {facts
        .filter((f) => f !== null)
        .map((f) => (
          <div key={f.label} className="data-rows__row">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
    </dl>
  )
}

export const fact = (label: string, value: string | null | undefined): Fact | null => (value ? { label, value } : null)

export function ConsumptionFacts({ vehicle }: { vehicle: Vehicle }) {
  const c = vehicle.consumption
  return (
    <section className="detail-section" aria-labelledby="wltp-heading">
      <h2 id="wltp-heading">{m.stock_wltp_heading()}</h2>
      <div className="wltp">
        {/* A van or truck has no passenger-car energy class (issue 30): its WLTP figures only. */}
        {hasPassengerCarLabel(vehicle.type) && vehicle.energyLabel !== null && <EnergyLabel label={vehicle.energyLabel} />}
        <FactList
          labelledBy="wltp-heading"
          facts={[
            fact(m.stock_wltp_combined(), c.combinedKmPerL !== null ? formatKmPerLitre(c.combinedKmPerL) : null),
            fact(m.stock_wltp_combined_l(), c.combinedLPer100Km !== null ? formatLitresPer100Km(c.combinedLPer100Km) : null),
            fact(m.stock_wltp_weighted(), c.weightedLPer100Km !== null ? formatLitresPer100Km(c.weightedLPer100Km) : null),
            fact(m.stock_wltp_electric(), c.electricWhPerKm !== null ? formatWhPerKm(c.electricWhPerKm) : null),
            fact(m.stock_wltp_co2(), formatGramsPerKm(c.co2GPerKm)),
            fact(m.stock_wltp_range(), c.electricRangeKm !== null ? formatKm(c.electricRangeKm) : null),
          ]}
        />
      </div>
      <p className="detail-section__note">{m.stock_wltp_note()}</p>
    </section>
  )
}

export function SpecificationFacts({ vehicle: v }: { vehicle: Vehicle }) {
  const yesNo = (b: boolean) => (b ? m.stock_yes() : m.stock_no())
  return (
    <section className="detail-section" aria-labelledby="spec-heading">
      <h2 id="spec-heading">{m.stock_spec_heading()}</h2>
      <FactList
        labelledBy="spec-heading"
        facts={[
          fact(m.stock_spec_brand(), v.brand.name),
          fact(m.stock_spec_model(), v.model.name),
          fact(m.stock_spec_variant(), v.variant),
          fact(m.stock_spec_condition(), conditionLabels[v.condition]),
          fact(m.stock_spec_type(), vehicleTypeLabels[v.type]),
          fact(m.stock_spec_year(), String(v.productionYear)),
          fact(m.stock_spec_first_registration(), v.firstRegistration ? formatMonthYear(v.firstRegistration) : null),
          fact(m.stock_spec_mileage(), formatKm(v.mileageKm)),
          fact(m.stock_spec_fuel(), fuelLabels[v.fuel]),
          fact(m.stock_spec_transmission(), transmissionLabels[v.transmission]),
          fact(m.stock_spec_drive(), driveTypeLabels[v.driveType]),
          fact(m.stock_spec_power(), m.stock_spec_power_value({ hp: formatInteger(v.powerHp), kw: formatInteger(v.powerKw) })),
          fact(m.stock_spec_body(), v.bodyStyle ? bodyStyleLabels[v.bodyStyle] : v.vanBody ? vanBodyLabels[v.vanBody] : null),
          fact(m.stock_spec_colour(), colourText(v.exteriorColour)),
          fact(m.stock_spec_interior(), `${v.interiorColour.name}, ${interiorMaterialLabels[v.interiorMaterial]}`),
          fact(m.stock_spec_seats(), String(v.seats)),
          fact(m.stock_spec_doors(), String(v.doors)),
          fact(m.stock_spec_max_weight(), formatKg(v.maxWeightKg)),
          fact(m.stock_spec_towing(), v.towingWeightKg > 0 ? formatKg(v.towingWeightKg) : m.stock_spec_towing_none()),
          fact(m.stock_spec_payload(), v.payloadKg !== null ? formatKg(v.payloadKg) : null),
          fact(m.stock_spec_battery(), v.batteryCapacityKwh !== null ? m.stock_unit_kwh({ value: formatDecimal(v.batteryCapacityKwh) }) : null),
          fact(m.stock_spec_range(), v.electricRangeKm !== null ? formatKm(v.electricRangeKm) : null),
          fact(m.stock_spec_emission_class(), v.emissionClass ? v.emissionClass.toUpperCase().replace('EURO-', 'Euro ') : null),
          fact(m.stock_spec_driven_axles(), String(v.drivenAxles)),
          fact(m.stock_spec_vat_reportable(), yesNo(v.vatReportable)),
          fact(m.stock_spec_previous_owners(), v.previousOwners !== null ? String(v.previousOwners) : null),
          fact(m.stock_spec_last_inspection(), v.lastInspection ? formatDate(v.lastInspection) : null),
          fact(m.stock_spec_stock_number(), String(v.stockNumber)),
        ]}
      />
    </section>
  )
}

export function EquipmentFacts({ vehicle }: { vehicle: Vehicle }) {
  if (vehicle.equipmentGroups.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="equipment-heading">
      <h2 id="equipment-heading">{m.stock_equipment_heading()}</h2>
      <div className="equipment">
        {vehicle.equipmentGroups.map((group) => (
          <div key={group.group} className="equipment__group">
            <h3>{group.label}</h3>
            <ul>
              {group.features.map((f) => (
                <li key={f.key}>{f.label}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

export function WarrantyAndDelivery({ vehicle }: { vehicle: Vehicle }) {
  const w = vehicle.warranty
  const terms = [w.months ? formatMonths(w.months) : null, w.kmLimit ? m.stock_warranty_km({ km: formatKm(w.kmLimit) }) : null].filter(Boolean).join(', ')
  return (
    <section className="detail-section" aria-labelledby="warranty-heading">
      <h2 id="warranty-heading">{m.stock_warranty_heading()}</h2>
      <p>
        {w.description}
        {terms && <> ({terms})</>}
      </p>
      {vehicle.deliveryPackages.length > 0 && (
        <>
          <h3>{m.stock_delivery_heading()}</h3>
          <ul className="packages">
            {vehicle.deliveryPackages.map((p) => (
              <li key={p.id} className="packages__item">
                <p className="packages__name">
                  <strong>{p.name}</strong>
                  <span>{p.included ? m.stock_delivery_included() : m.stock_delivery_price({ amount: formatKr(p.price) })}</span>
                </p>
                <p>{p.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** Spec 9: the used-car selling points, on used vehicles. */
export function UsedCarSellingPoints() {
  return (
    <section className="selling-points" aria-labelledby="selling-points-heading">
      <h2 id="selling-points-heading">{m.stock_selling_points_heading()}</h2>
      <ul>
        {constants.usedCarSellingPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {/* The family pass is a promise: what it is and how long it lasts, beside it (issue 30). */}
      <p className="selling-points__note">{m.content_used_cars_family_pass_text()}</p>
    </section>
  )
}
