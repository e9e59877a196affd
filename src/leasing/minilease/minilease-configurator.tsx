/**
 * The minilease configurator (the content block minilease_configurator; spec
 * 3 "Minilease configuration", spec 9): pick a car and colour, a duration and
 * the monthly distance from the product API's configurations; see the
 * deposit, the establishment fee (none on renewal), the price per month incl.
 * and excl. moms and the total cost, with what minilease includes. A GET form,
 * so it works without JavaScript (the server prices the address's choice);
 * with JavaScript the price follows each choice through the site, as the
 * minilease-configurator machine says (machines/minilease-configurator:
 * debounced, late answers ignored, failures and refusals with "Prøv igen";
 * use-minilease-configurator.ts). The component only shows its state.
 *
 * "Bestil minilease" is the forms feature's order form, handed in by the
 * route that composes the two (`orderForm`): the lead carries the configuration.
 */
import { useRef, type ReactNode } from 'react'
import { constants } from '#app.config'
import type { MinileaseChoice, MinileaseData } from '#content-model/block-data.ts'
import type { MinileaseConfiguratorBlok } from '#content-model/blocks/lease-blocks.schema.ts'
import { useContent } from '#content-model/render/content-context.tsx'
import { formatInteger, formatKm, formatKr, formatKrPerMonth, formatList, formatMonths } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import type { MinileaseConfiguration, MinileasePrice } from '#src/product-api/contract/minilease.ts'
import { Button } from '#src/ui/button.tsx'
import { useFieldsAtHydration } from '#src/ui/use-fields-at-hydration.ts'
import leasingCss from '../leasing.css?url'
// The price summary's figures use the one price presentation's styles (issue 29: they were unstyled here).
import pricingCss from '#src/pricing/pricing.css?url'
import { EnergyLine } from '#src/pricing/price-summary.tsx'
import { minileaseChoice, parseMinileaseSearch } from './minilease-choice.ts'
import { minileaseCarView } from './minilease-view.ts'
import { useMinileaseConfigurator } from './use-minilease-configurator.ts'

/** The configuration an order carries (the forms feature's MinileaseOrder). */
export interface MinileaseOrderChoice extends MinileaseChoice {
  /** Monthly price incl. moms shown to the visitor, kr. */
  pricePerMonth: number
}

export interface MinileaseConfiguratorProps {
  blok: MinileaseConfiguratorBlok
  data: MinileaseData | undefined
  /** The order form for a priced configuration (composed by the route). */
  orderForm: (order: MinileaseOrderChoice) => ReactNode
}

function nearest(values: readonly number[], wanted: number): number {
  return values.reduce((best, v) => (Math.abs(v - wanted) < Math.abs(best - wanted) ? v : best), values[0] ?? wanted)
}

function sameChoice(a: MinileaseChoice, b: MinileaseChoice): boolean {
  return (
    a.configurationId === b.configurationId &&
    a.colour === b.colour &&
    a.durationMonths === b.durationMonths &&
    a.monthlyDistance === b.monthlyDistance &&
    a.renewal === b.renewal
  )
}

/** A choice moved to another car: its first colour, and the nearest duration and distance it offers. */
function onCar(config: MinileaseConfiguration, choice: MinileaseChoice): MinileaseChoice {
  return {
    configurationId: config.id,
    colour: config.colours.some((c) => c.code === choice.colour) ? choice.colour : (config.colours[0]?.code ?? ''),
    durationMonths: nearest(config.durations, choice.durationMonths),
    monthlyDistance: nearest(config.monthlyDistances, choice.monthlyDistance),
    renewal: choice.renewal,
  }
}

function PriceView({ price }: { price: MinileasePrice }) {
  const rows = [
    { key: 'monthly', label: m.leasing_minilease_monthly(), value: formatKrPerMonth(price.pricePerMonthInclVat) },
    { key: 'monthly-excl', label: m.leasing_minilease_monthly_excl(), value: formatKrPerMonth(price.pricePerMonthExclVat) },
    { key: 'duration', label: m.pricing_duration(), value: formatMonths(price.durationMonths) },
    { key: 'distance', label: m.leasing_minilease_distance(), value: m.leasing_minilease_distance_value({ km: formatKm(price.monthlyDistance) }) },
    { key: 'deposit', label: m.leasing_minilease_deposit(), value: formatKr(price.deposit) },
    {
      key: 'fee',
      label: m.leasing_minilease_fee(),
      value: price.establishmentFee === 0 ? m.leasing_minilease_fee_none() : formatKr(price.establishmentFee),
    },
    { key: 'total', label: m.leasing_minilease_total(), value: formatKr(price.totalCostInclVat) },
    { key: 'total-excl', label: m.leasing_minilease_total_excl(), value: formatKr(price.totalCostExclVat) },
  ]
  return (
    <dl className="price-figures minilease__figures">
      {rows.map((r) => (
        <div key={r.key} className="price-figures__item" data-figure={r.key}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function MinileaseConfigurator(props: MinileaseConfiguratorProps) {
  const { blok, data } = props
  if (!data?.configurations || !data.choice) {
    return (
      <div className="content-empty content-empty--box">
        <link rel="stylesheet" href={leasingCss} precedence="default" />
        <p>{m.leasing_minilease_unavailable()}</p>
      </div>
    )
  }
  return <Configurator key={blok._uid} {...props} configurations={data.configurations} start={data.choice} />
}

function Configurator({
  blok,
  data,
  orderForm,
  configurations,
  start,
}: MinileaseConfiguratorProps & { configurations: MinileaseConfiguration[]; start: MinileaseChoice }) {
  const path = useContent().story.path
  const formId = `minilease-form-${blok._uid}`
  const serverPrice = data?.price ?? null
  const view = useMinileaseConfigurator({
    choice: start,
    notices: data?.notices ?? [],
    price: serverPrice,
    problem: serverPrice ? null : { kind: 'failed' },
  })
  const { choice, status } = view
  const form = useRef<HTMLFormElement>(null)
  const choose = (next: MinileaseChoice, notices: string[] = []) => view.change(next, notices)

  /**
   * What the visitor chose before this block hydrated: its chunk loads after the page has hydrated
   * (routes/-content-slots.tsx), and on a slow line the page is there before any script. React keeps the fields
   * as they are when it takes over the server's markup, so a car ticked in that moment stayed ticked on the
   * screen while the state, and with it the price, the colours and every later choice, kept the server's car.
   * The fields are read as the GET form would send them (the nearest option on offer, with the same notices),
   * once, before the browser paints. When another car was ticked, the colour, period and distance fields are
   * still the server's car's: they are read for that car and moved to the new one as a car ticked later is
   * (`onCar`: its colour if it has it, else its first, and the nearest period and distance), with no notice
   * that the new car lacks what the visitor never asked it for.
   */
  useFieldsAtHydration(form, (formFields) => {
    const fields = parseMinileaseSearch(Object.fromEntries([...formFields].filter((entry): entry is [string, string] => typeof entry[1] === 'string')))
    const ticked = configurations.find((c) => c.id === fields.car)
    const moved = ticked !== undefined && ticked.id !== choice.configurationId
    const read = minileaseChoice(configurations, moved ? { ...fields, car: choice.configurationId } : fields)
    const shown = read && moved ? { choice: onCar(ticked, read.choice), notices: read.notices } : read
    if (shown && !sameChoice(shown.choice, choice)) choose(shown.choice, shown.notices)
  })

  const config = configurations.find((c) => c.id === choice.configurationId) ?? configurations[0]
  if (!config) return null
  const price = view.price
  const shownPrice = price && price.configurationId === choice.configurationId ? price : null
  // The machine's states as the visitor sees them: asking (a change waits for its price), a price, a problem.
  const asking = status === 'editing' || status === 'stale' || status === 'pricing'
  const settled = (status === 'idle' || status === 'priced') && view.problem === null
  const failed = view.problem !== null && !asking
  const messages = view.problem?.kind === 'rejected' ? view.problem.messages : view.notices
  const { includes, kmPerMonth } = constants.minilease

  return (
    // The machine's state (machines/kit/state-attribute.ts), as every visitor flow's root carries it: the browser path tests read it.
    <div className="minilease" data-state={status}>
      <link rel="stylesheet" href={leasingCss} precedence="default" />
      <link rel="stylesheet" href={pricingCss} precedence="default" />
      <form ref={form} id={formId} className="minilease__form" method="get" action={`${path}#${formId}`} onSubmit={(e) => e.preventDefault()}>
        <fieldset className="minilease__cars">
          <legend className="field__label">{m.leasing_minilease_car()}</legend>
          <ul>
            {configurations.map((c) => {
              // The chosen car in the chosen colour; the others in their first colour.
              const image = (c.id === config.id ? c.colours.find((colour) => colour.code === choice.colour)?.image : undefined) ?? c.image
              const carView = minileaseCarView(c)
              return (
                <li key={c.id}>
                  <label className="minilease__car">
                    <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
                    <span>
                      <input type="radio" name="car" value={c.id} checked={c.id === config.id} onChange={() => choose(onCar(c, choice))} />{' '}
                      <strong>{c.title}</strong>
                    </span>
                    <span>{m.leasing_minilease_from({ price: formatKrPerMonth(carView.pricePerMonthFrom) })}</span>
                    <EnergyLine energy={carView.energy} />
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <fieldset className="radio-group">
          <legend>{m.leasing_minilease_colour()}</legend>
          {config.colours.map((colour) => (
            <label key={colour.code} className="field--choice">
              <input
                type="radio"
                name="colour"
                value={colour.code}
                checked={colour.code === choice.colour}
                onChange={() => choose({ ...choice, colour: colour.code })}
              />
              <span className="field__label">
                <span className="minilease__swatch" style={{ background: colour.hex }} aria-hidden="true" />
                {colour.name}
                {colour.surchargePerMonth > 0 && ` (${m.leasing_minilease_surcharge({ amount: formatKrPerMonth(colour.surchargePerMonth) })})`}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-months`}>
            {m.leasing_minilease_duration()}
          </label>
          <select
            id={`${formId}-months`}
            name="months"
            className="field__input"
            value={String(choice.durationMonths)}
            onChange={(e) => choose({ ...choice, durationMonths: Number(e.target.value) })}
          >
            {config.durations.map((months) => (
              <option key={months} value={String(months)}>
                {formatMonths(months)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-km`}>
            {m.leasing_minilease_km()}
          </label>
          <select
            id={`${formId}-km`}
            name="km"
            className="field__input"
            value={String(choice.monthlyDistance)}
            onChange={(e) => choose({ ...choice, monthlyDistance: Number(e.target.value) })}
          >
            {config.monthlyDistances.map((km) => (
              <option key={km} value={String(km)}>
                {km === config.includedMonthlyDistance ? m.leasing_minilease_km_included({ km: formatKm(km) }) : formatKm(km)}
              </option>
            ))}
          </select>
        </div>
        <label className="field--choice">
          <input type="checkbox" name="renewal" value="true" checked={choice.renewal} onChange={(e) => choose({ ...choice, renewal: e.target.checked })} />
          <span className="field__label">{m.leasing_minilease_renewal()}</span>
        </label>
        <noscript>
          <Button type="submit" size="medium">
            {m.leasing_minilease_price_button()}
          </Button>
        </noscript>
      </form>

      <section className="minilease__price" aria-labelledby={`${formId}-price`} aria-busy={asking || undefined}>
        <h3 id={`${formId}-price`}>{m.leasing_minilease_price_heading({ car: config.title })}</h3>
        <p role="status" className="calculator-result__status">
          {asking
            ? m.leasing_status_quoting()
            : shownPrice && settled
              ? m.leasing_minilease_priced({ price: formatKrPerMonth(shownPrice.pricePerMonthInclVat) })
              : ''}
        </p>
        {messages.length > 0 && (
          <ul className="calculator-problem" role="alert">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {failed && (
          <div className="calculator-problem" role="alert">
            {view.problem?.kind !== 'rejected' && <p>{m.leasing_quote_failed()}</p>}
            <Button type="button" size="medium" variant="secondary" onClick={view.retry}>
              {m.leasing_retry()}
            </Button>
          </div>
        )}
        {shownPrice && (
          <div className="price price--large" data-stale={!settled || undefined}>
            <PriceView price={shownPrice} />
          </div>
        )}
        {/* The car's energy class and WLTP figures beside its monthly price (issue 30). */}
        {shownPrice && <EnergyLine energy={minileaseCarView(config).energy} />}
        <h4>{m.leasing_minilease_includes()}</h4>
        <ul className="minilease__includes">
          <li>{m.leasing_minilease_includes_list({ included: formatList(includes) })}</li>
          <li>{m.leasing_minilease_includes_km({ km: formatInteger(kmPerMonth) })}</li>
          <li>{m.leasing_minilease_includes_renewal()}</li>
        </ul>
      </section>

      {shownPrice && settled && (
        <section className="minilease__order" aria-labelledby={`${formId}-order`}>
          <h3 id={`${formId}-order`}>{m.leasing_minilease_order_heading()}</h3>
          <p>
            {m.leasing_minilease_order_summary({
              car: config.title,
              colour: config.colours.find((c) => c.code === choice.colour)?.name ?? choice.colour,
              months: formatMonths(choice.durationMonths),
              km: formatKm(choice.monthlyDistance),
              price: formatKrPerMonth(shownPrice.pricePerMonthInclVat),
            })}
          </p>
          {orderForm({ ...choice, pricePerMonth: shownPrice.pricePerMonthInclVat })}
        </section>
      )}
    </div>
  )
}
