import { Mail, Phone } from 'lucide-react'
import { departmentLabels } from '#src/product-api/contract/vocabulary.ts'
import { formatPhone, telHref } from '#src/format/phone.ts'
import type { PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { ContentImage } from './content-image.tsx'
import type { employeeSchema } from './employee-card.schema.ts'

export { departmentLabels }

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase()
}

export function EmployeeCard({ blok, headingLevel = 3 }: PropsOf<typeof employeeSchema> & { headingLevel?: 3 | 4 }) {
  const H = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <article className="employee" {...editable(blok)}>
      {blok.photo ? (
        <ContentImage asset={{ filename: blok.photo.filename, alt: '' }} className="employee__photo" decorative />
      ) : (
        <span className="employee__initials" aria-hidden="true">
          {initials(blok.name)}
        </span>
      )}
      <div className="employee__body">
        <H className="employee__name">{blok.name}</H>
        <p className="employee__title">{blok.job_title}</p>
        <p className="employee__meta">
          {departmentLabels[blok.department]} · {blok.location}
        </p>
        <ul className="contact-list">
          <li>
            <Phone aria-hidden="true" width={16} height={16} />
            <ContentLink link={{ href: telHref(blok.phone), external: true }}>{formatPhone(blok.phone)}</ContentLink>
          </li>
          <li>
            <Mail aria-hidden="true" width={16} height={16} />
            <ContentLink link={{ href: `mailto:${blok.email}`, external: true }}>{blok.email}</ContentLink>
          </li>
        </ul>
      </div>
    </article>
  )
}
