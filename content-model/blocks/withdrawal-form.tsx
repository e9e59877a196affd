import { m } from '#src/i18n/paraglide/messages.js'
import { groupCompany } from '#src/site-identity/site-identity.ts'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { withdrawalFormSchema } from './withdrawal-form.schema.ts'

/**
 * Forbrugeraftaleloven, bilag 3: the standard withdrawal form, word for word,
 * addressed to the trader. The lines after the first are filled in by the
 * consumer (on paper or in an e-mail).
 */
export function WithdrawalForm({ blok }: PropsOf<typeof withdrawalFormSchema>) {
  const c = groupCompany
  const headingId = `withdrawal-${blok._uid}`
  const lines = [
    m.content_withdrawal_notice(),
    m.content_withdrawal_dates(),
    m.content_withdrawal_name(),
    m.content_withdrawal_address(),
    m.content_withdrawal_signature(),
    m.content_withdrawal_date(),
  ]
  return (
    <section className="withdrawal-form" aria-labelledby={headingId} data-testid="withdrawal-form" {...editable(blok)}>
      <h2 id={headingId}>{blok.heading || m.content_withdrawal_heading()}</h2>
      <p>{m.content_withdrawal_intro()}</p>
      <ul className="withdrawal-form__lines">
        <li>{m.content_withdrawal_to({ trader: `${c.legalName}, ${c.street}, ${c.postcode} ${c.town}, ${c.email}` })}</li>
        {lines.map((line) => (
          <li key={line} className="withdrawal-form__fill">
            {line}
          </li>
        ))}
      </ul>
      <p className="content-small">{m.content_withdrawal_footnote()}</p>
    </section>
  )
}
