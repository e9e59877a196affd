/**
 * The lease and finance calculator (spec 2.1; issue 14). A GET form whose
 * fields are the address's search parameters, so it works without
 * JavaScript: "Beregn" reloads the page and the server renders the quote.
 * With JavaScript the machine (machines/lease-calculator) asks the site for a
 * quote as the visitor pauses, shows the previous one dimmed while a new one
 * is on its way, and offers a retry when a quote fails. The representative
 * example shows with every monthly price (src/pricing).
 *
 * Inputs are brought to allowed values with the same rules the server uses
 * (calculator-inputs.ts): a typed amount out of range is explained under its
 * field and replaced by the nearest allowed value when the field is left.
 */
import { useId, useMemo, useState, type FormEvent } from 'react'
import {
  calculatorTypes,
  sameInputs,
  type CalculatorInputs,
  type CalculatorProblem,
  type CalculatorType,
} from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { formatKm, formatKr, formatKrPerMonth, formatMonths, formatPercent } from '#src/format/format.ts'
import { tidySentenceEnds } from '#src/format/sentence.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { CreditPriceView } from '#src/pricing/price-summary.tsx'
import { isBusinessType, isLeaseType, priceView, type CreditPrice, type VatMode } from '#src/pricing/price-view.ts'
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { Button } from '#src/ui/button.tsx'
import { normaliseInputs, type CalculatorSearch, type InputField, type InputNotice } from './calculator-inputs.ts'
import { calculatorOptions, offeredTypes, startingInputs, type CalculatorSubject } from './calculator-options.ts'
import type { LeaseQuote } from './lease-quote.ts'
import { useLeaseCalculator, type CalculatorStatus } from './use-lease-calculator.ts'

export interface LeaseCalculatorProps {
  subject: CalculatorSubject
  /** The price type of a price-type page; the calculator page lets the visitor choose. */
  fixedType: CalculatorType | null
  /** What the server rendered for the address. */
  inputs: CalculatorInputs
  vat: VatMode
  notices: InputNotice[]
  quote: LeaseQuote | null
  problem: CalculatorProblem | null
  /** The page's own path: the form's action. */
  action: string
  /** Where to go when the vehicle cannot be calculated. */
  backHref: string
}

type Texts = Record<'downPayment' | 'residual', string>

function textsOf(inputs: CalculatorInputs): Texts {
  return { downPayment: String(inputs.downPayment), residual: inputs.residualValue === null ? '0' : String(inputs.residualValue) }
}

/** The form's values as search parameters, for the shared normalisation. */
function searchOf(inputs: CalculatorInputs, texts: Texts): CalculatorSearch {
  return {
    acquisition: inputs.acquisitionType,
    downPayment: texts.downPayment,
    months: String(inputs.months),
    km: inputs.annualDistance === null ? undefined : String(inputs.annualDistance),
    residual: inputs.residualValue === null && texts.residual === '0' ? undefined : texts.residual,
    vat: undefined,
  }
}

function statusText(status: CalculatorStatus, price: CreditPrice | null): string {
  switch (status) {
    case 'editing':
    case 'stale':
    case 'quoting':
      return m.leasing_status_quoting()
    case 'quoted':
      return price ? m.leasing_status_quoted({ monthly: formatKrPerMonth(price.example.monthly.amount), apr: formatPercent(price.example.apr) }) : ''
    default:
      return ''
  }
}

function ProblemView({ problem, onRetry, backHref, formId }: { problem: CalculatorProblem; onRetry: () => void; backHref: string; formId: string }) {
  if (problem.kind === 'unavailable') {
    return (
      <div className="calculator-problem" role="alert">
        <p>{problem.reason === 'not-found' ? m.leasing_unavailable_sold() : m.leasing_unavailable_type()}</p>
        <Button href={backHref} variant="secondary" size="medium">
          {m.leasing_back_to_stock()}
        </Button>
      </div>
    )
  }
  return (
    <div className="calculator-problem" role="alert">
      {problem.kind === 'failed' ? (
        <p>{m.leasing_quote_failed()}</p>
      ) : (
        <ul>
          {Object.values(problem.messages)
            .flat()
            .map((message) => (
              <li key={message}>{message}</li>
            ))}
        </ul>
      )}
      {/* Without JavaScript the button sends the form again: the server calculates anew. */}
      <Button
        type="submit"
        form={formId}
        variant="secondary"
        size="medium"
        onClick={(e) => {
          e.preventDefault()
          onRetry()
        }}
      >
        {m.leasing_retry()}
      </Button>
    </div>
  )
}

export function LeaseCalculator(props: LeaseCalculatorProps) {
  const { subject, fixedType, action, backHref } = props
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  const calculator = useLeaseCalculator(props)
  const [texts, setTexts] = useState<Texts>(() => textsOf(props.inputs))
  const [notices, setNotices] = useState<InputNotice[]>(props.notices)
  const [vat, setVat] = useState<VatMode>(props.vat)
  const inputs = calculator.inputs
  const type = inputs.acquisitionType
  const options = useMemo(() => calculatorOptions(subject, type), [subject, type])
  const types = offeredTypes(subject)
  const lease = isLeaseType(type)
  const disabled = calculator.status === 'unavailable'

  /**
   * Brings the form's values to allowed ones (with messages) and hands them to the machine. Leaving a
   * field (`onlyIfChanged`) hands them on only when they differ from the machine's: a field left as it
   * was is no change, so it neither restarts a quote on its way nor swallows a click on "Prøv igen".
   */
  function apply(next: CalculatorInputs, nextTexts: Texts, fields: readonly InputField[], onlyIfChanged = false) {
    const result = normaliseInputs(searchOf(next, nextTexts), subject, fixedType ?? undefined)
    if (result.status !== 'ok') return
    setNotices((current) => [...current.filter((n) => !fields.includes(n.field)), ...result.notices.filter((n) => fields.includes(n.field))])
    setTexts(textsOf(result.inputs))
    if (onlyIfChanged && sameInputs(result.inputs, inputs)) return
    calculator.change(result.inputs)
  }

  /** While typing: a valid amount is quoted at once (after the pause); anything else waits for the field to be left. */
  function typeAmount(field: 'downPayment' | 'residual', value: string) {
    const nextTexts = { ...texts, [field]: value }
    setTexts(nextTexts)
    const result = normaliseInputs(searchOf(inputs, nextTexts), subject, fixedType ?? undefined)
    if (result.status !== 'ok') return
    const fieldName = field === 'downPayment' ? 'downPayment' : 'residual'
    const own = result.notices.filter((n) => n.field === fieldName)
    setNotices((current) => [...current.filter((n) => n.field !== fieldName), ...own])
    if (own.length === 0) calculator.change(result.inputs)
  }

  function chooseType(next: CalculatorType) {
    const start = startingInputs(subject, next)
    setNotices([])
    setVat(isBusinessType(next) ? 'excl' : 'incl')
    apply(start, textsOf(start), [])
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    apply(inputs, texts, ['downPayment', 'residual', 'months', 'km'])
  }

  const quote = calculator.quote
  const price = quote ? priceView(quote.priceRow, vat) : null
  const creditPrice = price && price.kind !== 'cash' ? price : null
  const stale = calculator.status === 'stale' || calculator.status === 'quoting' || calculator.status === 'editing'
  const noticeOf = (field: InputField) => notices.find((n) => n.field === field)
  const describedBy = (field: InputField, hint?: string) => [hint, noticeOf(field) ? `${id}-${field}-notice` : undefined].filter(Boolean).join(' ') || undefined

  const notice = (field: InputField) => {
    const n = noticeOf(field)
    return n ? (
      <p className="field__error" id={`${id}-${field}-notice`}>
        {n.message}
      </p>
    ) : null
  }

  return (
    <div className="calculator-panel" data-calculator-status={calculator.status} data-state={calculator.status}>
      <form
        id={`${id}-form`}
        className="calculator-form"
        method="get"
        action={action}
        onSubmit={onSubmit}
        onFocus={calculator.prepare}
        aria-labelledby={`${id}-heading`}
      >
        <h2 id={`${id}-heading`} className="calculator-form__heading">
          {m.leasing_calculator_inputs_heading()}
        </h2>
        {fixedType ? (
          <input type="hidden" name="acquisition" value={fixedType} />
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-type`}>
              {m.leasing_field_type()}
            </label>
            <select
              id={`${id}-type`}
              name="acquisition"
              className="field__input"
              value={type}
              disabled={disabled}
              aria-describedby={describedBy('acquisition')}
              onChange={(e) => {
                const next = calculatorTypes.find((t) => t === e.target.value)
                if (next) chooseType(next)
              }}
            >
              {types.map((t) => (
                <option key={t} value={t}>
                  {acquisitionTypeLabels[t]}
                </option>
              ))}
            </select>
            {notice('acquisition')}
          </div>
        )}

        <div className="field">
          <label className="field__label" htmlFor={`${id}-down`}>
            {lease ? m.leasing_field_first_payment() : m.leasing_field_down_payment()}
          </label>
          {options.downPayment.choices ? (
            <select
              id={`${id}-down`}
              name="downPayment"
              className="field__input"
              value={String(inputs.downPayment)}
              disabled={disabled}
              aria-describedby={describedBy('downPayment')}
              onChange={(e) => apply(inputs, { ...texts, downPayment: e.target.value }, ['downPayment'])}
            >
              {options.downPayment.choices.map((amount) => (
                <option key={amount} value={String(amount)}>
                  {formatKr(amount)}
                </option>
              ))}
            </select>
          ) : (
            <>
              <p className="field__hint" id={`${id}-down-hint`}>
                {tidySentenceEnds(m.leasing_hint_amount_range({ min: formatKr(options.downPayment.min), max: formatKr(options.downPayment.max) }))}
              </p>
              <input
                id={`${id}-down`}
                name="downPayment"
                className="field__input"
                inputMode="numeric"
                autoComplete="off"
                value={texts.downPayment}
                disabled={disabled}
                aria-invalid={noticeOf('downPayment') ? true : undefined}
                aria-describedby={describedBy('downPayment', `${id}-down-hint`)}
                onChange={(e) => typeAmount('downPayment', e.target.value)}
                onBlur={() => apply(inputs, texts, ['downPayment'], true)}
              />
            </>
          )}
          {notice('downPayment')}
        </div>

        <div className="field">
          <label className="field__label" htmlFor={`${id}-months`}>
            {m.leasing_field_months()}
          </label>
          <select
            id={`${id}-months`}
            name="months"
            className="field__input"
            value={String(inputs.months)}
            disabled={disabled}
            aria-describedby={describedBy('months')}
            onChange={(e) => apply({ ...inputs, months: Number(e.target.value) }, texts, ['months'])}
          >
            {options.durations.map((months) => (
              <option key={months} value={String(months)}>
                {formatMonths(months)}
              </option>
            ))}
          </select>
          {notice('months')}
        </div>

        {options.distances && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-km`}>
              {m.leasing_field_km()}
            </label>
            <select
              id={`${id}-km`}
              name="km"
              className="field__input"
              value={String(inputs.annualDistance ?? '')}
              disabled={disabled}
              aria-describedby={describedBy('km')}
              onChange={(e) => apply({ ...inputs, annualDistance: Number(e.target.value) }, texts, ['km'])}
            >
              {options.distances.map((km) => (
                <option key={km} value={String(km)}>
                  {formatKm(km)}
                </option>
              ))}
            </select>
            {notice('km')}
          </div>
        )}

        {options.residual && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-residual`}>
              {m.leasing_field_residual()}
            </label>
            <p className="field__hint" id={`${id}-residual-hint`}>
              {tidySentenceEnds(m.leasing_hint_residual({ max: formatKr(options.residual.max) }))}
            </p>
            <input
              id={`${id}-residual`}
              name="residual"
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={texts.residual}
              disabled={disabled}
              aria-invalid={noticeOf('residual') ? true : undefined}
              aria-describedby={describedBy('residual', `${id}-residual-hint`)}
              onChange={(e) => typeAmount('residual', e.target.value)}
              onBlur={() => apply(inputs, texts, ['residual'], true)}
            />
            {notice('residual')}
          </div>
        )}

        {isBusinessType(type) && (
          <fieldset className="radio-group calculator-form__vat">
            <legend>{m.leasing_field_vat()}</legend>
            {(['excl', 'incl'] as const).map((mode) => (
              <label key={mode} className="field--choice">
                <input type="radio" name="vat" value={mode} checked={vat === mode} onChange={() => setVat(mode)} />
                <span className="field__label">{mode === 'excl' ? m.leasing_vat_excl() : m.leasing_vat_incl()}</span>
              </label>
            ))}
          </fieldset>
        )}

        <Button type="submit" size="large" disabled={disabled}>
          {m.leasing_calculate()}
        </Button>
      </form>

      <section className="calculator-result" aria-labelledby={`${id}-result`} aria-busy={stale || undefined}>
        <h2 id={`${id}-result`} className="calculator-result__heading">
          {m.leasing_result_heading({ type: acquisitionTypeLabels[type] })}
        </h2>
        <p className="calculator-result__status" role="status">
          {statusText(calculator.status, creditPrice)}
        </p>
        {creditPrice && calculator.problem?.kind !== 'unavailable' && <CreditPriceView price={creditPrice} label={false} size="large" stale={stale} />}
        {quote && lease && quote.residualValue > 0 && calculator.problem?.kind !== 'unavailable' && (
          <p className="calculator-result__note">{tidySentenceEnds(m.leasing_residual_note({ residual: formatKr(quote.residualValue) }))}</p>
        )}
        {calculator.problem && <ProblemView problem={calculator.problem} onRetry={calculator.retry} backHref={backHref} formId={`${id}-form`} />}
        {quote?.priceRow.representative_example && calculator.problem?.kind !== 'unavailable' && (
          <p className="calculator-result__lender">{quote.priceRow.representative_example}</p>
        )}
      </section>
    </div>
  )
}
