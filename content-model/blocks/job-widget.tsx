import { MapPin, CalendarClock } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { BlokOf, PropsOf } from '../block-definition.ts'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import { useParsedChildren } from '../render/parsed-children.tsx'
import { useContent } from '../render/content-context.tsx'
import { formatDate } from '#src/format/format.ts'
import { inCopenhagen } from '#src/clock/clock.ts'
import type { jobPostingSchema, jobWidgetSchema } from './job-widget.schema.ts'

export function JobPosting({ blok }: PropsOf<typeof jobPostingSchema>) {
  return (
    <li className="job" {...editable(blok)}>
      <h3 className="job__title">
        <ContentLink link={blok.link}>{blok.title}</ContentLink>
      </h3>
      <p className="job__meta">
        {blok.department && <span>{blok.department}</span>}
        {blok.location && (
          <span>
            <MapPin aria-hidden="true" width={16} height={16} /> {blok.location}
          </span>
        )}
        {blok.deadline && (
          <span>
            <CalendarClock aria-hidden="true" width={16} height={16} /> {m.content_job_deadline({ date: formatDate(blok.deadline) })}
          </span>
        )}
      </p>
    </li>
  )
}

export function JobWidget({ blok }: PropsOf<typeof jobWidgetSchema>) {
  const { valid, warnings } = useParsedChildren<BlokOf<typeof jobPostingSchema>>(blok.jobs)
  const { now } = useContent()
  // Open through the deadline's day, Danish date against Danish date.
  const today = inCopenhagen(new Date(now)).date
  const open = valid.filter((j) => !j.deadline || inCopenhagen(new Date(j.deadline)).date >= today)
  return (
    <section className="job-widget" aria-labelledby={`jobs-${blok._uid}`} {...editable(blok)}>
      <h2 id={`jobs-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      {warnings}
      {open.length > 0 ? (
        <ul className="job-widget__list">
          {open.map((job) => (
            <JobPosting key={job._uid} blok={job} />
          ))}
        </ul>
      ) : (
        <p className="content-empty">{m.content_jobs_empty()}</p>
      )}
      {blok.unsolicited_email && (
        <p>
          {m.content_jobs_unsolicited()} <ContentLink link={{ href: `mailto:${blok.unsolicited_email}`, external: true }}>{blok.unsolicited_email}</ContentLink>
        </p>
      )}
      {blok.provider && <p className="content-small">{m.content_jobs_provider({ provider: blok.provider })}</p>}
    </section>
  )
}
