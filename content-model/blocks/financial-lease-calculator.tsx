import { useId, useState } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { formatDecimal, formatKr } from '#src/format/format.ts'
import { financialLeasePayment } from '#src/pricing/finance.ts'
import { tidySentenceEnds } from '#src/format/sentence.ts'
import type { financialLeaseCalculatorSchema } from './financial-lease-calculator.schema.ts'

function parseAmount(value: string): number {
  return Number(value.replace(/[^\d]/g, ''))
}

export function FinancialLeaseCalculator({ blok }: PropsOf<typeof financialLeaseCalculatorSchema>) {
  const id = useId()
  const [price, setPrice] = useState(String(blok.default_price))
  const [downPayment, setDownPayment] = useState(String(Math.round((blok.default_price * blok.default_down_payment_percent) / 100)))
  const [months, setMonths] = useState(blok.durations.includes(36) ? 36 : (blok.durations[0] ?? 36))
  const [residualPercent, setResidualPercent] = useState(String(blok.default_residual_percent))

  const priceValue = parseAmount(price)
  const result = financialLeasePayment({
    price: priceValue,
    downPayment: parseAmount(downPayment),
    months,
    residual: (priceValue * Number(residualPercent)) / 100,
    annualRatePercent: blok.interest_rate,
  })
  const rate = formatDecimal(blok.interest_rate)

  return (
    <section className="calculator" aria-labelledby={`${id}-heading`} {...editable(blok)}>
      <h2 id={`${id}-heading`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <form className="calculator__form" onSubmit={(e) => e.preventDefault()} aria-describedby={`${id}-disclaimer`}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            {m.content_calculator_price()}
          </label>
          <input id={`${id}-price`} className="field__input" inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-down`}>
            {m.content_calculator_down_payment()}
          </label>
          <input id={`${id}-down`} className="field__input" inputMode="numeric" value={downPayment} onChange={(e) => setDownPayment(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-months`}>
            {m.content_calculator_months()}
          </label>
          <select id={`${id}-months`} className="field__input" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {blok.durations.map((d) => (
              <option key={d} value={d}>
                {m.content_calculator_months_option({ months: String(d) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-residual`}>
            {m.content_calculator_residual()}
          </label>
          <select id={`${id}-residual`} className="field__input" value={residualPercent} onChange={(e) => setResidualPercent(e.target.value)}>
            {[...new Set([0, 10, 20, 30, 40, 50, blok.default_residual_percent])]
              .sort((a, b) => a - b)
              .map((p) => (
                <option key={p} value={String(p)}>
                  {p} %
                </option>
              ))}
          </select>
        </div>
        <output className="calculator__result" htmlFor={`${id}-price ${id}-down ${id}-months ${id}-residual`} aria-live="polite">
          {result ? (
            <>
              <span className="calculator__label">{m.content_calculator_monthly()}</span>
              <span className="calculator__amount">{formatKr(Math.round(result.monthly))}</span>
              <span className="calculator__detail">
                {tidySentenceEnds(m.content_calculator_details({ rate, total: formatKr(Math.round(result.totalCost)) }))}
              </span>
            </>
          ) : (
            <span>{m.content_calculator_invalid()}</span>
          )}
        </output>
      </form>
      <p id={`${id}-disclaimer`} className="content-small">
        {blok.disclaimer}
      </p>
    </section>
  )
}
