import { m } from '#src/i18n/paraglide/messages.js'
import { formatCvr, formatPhone, mailtoHref, telHref } from '#src/format/phone.ts'
import { groupCompany } from '#src/site-identity/site-identity.ts'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { companyDetailsSchema } from './company-details.schema.ts'

/** The trader's identity, as the footer shows it, from site-identity.ts. */
export function CompanyDetails({ blok }: PropsOf<typeof companyDetailsSchema>) {
  const company = groupCompany
  const headingId = blok.heading ? `company-${blok._uid}` : undefined
  return (
    <section className="company-details" aria-labelledby={headingId} {...editable(blok)}>
      {blok.heading && <h2 id={headingId}>{blok.heading}</h2>}
      <address className="company-details__address" data-testid="legal-company-details">
        <strong>{company.legalName}</strong>
        <span>
          {company.street}, {company.postcode} {company.town}
        </span>
        <span>{m.footer_cvr({ cvr: formatCvr(company.cvr) })}</span>
        <span>
          {m.content_company_email()} <a href={mailtoHref(company.email)}>{company.email}</a>
        </span>
        <span>
          {m.content_company_phone()} <a href={telHref(company.phone)}>{formatPhone(company.phone)}</a>
        </span>
      </address>
    </section>
  )
}
