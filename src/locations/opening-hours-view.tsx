import { formatClock } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import type { DayHours } from '../product-api/contract/location.ts'
import { weekdayLabels } from '../product-api/contract/vocabulary.ts'
import { inCopenhagen } from '../clock/clock.ts'
import { useNow } from '../clock/use-now.ts'
import { openStatus, type LocalTime } from './opening-hours.ts'

function hoursText(day: DayHours): string {
  return day.open && day.opens && day.closes ? `${formatClock(day.opens)}–${formatClock(day.closes)}` : m.locations_closed()
}

/** "Åben nu · lukker kl. 17.30" or "Lukket nu · åbner mandag kl. 09.00", for the given time. */
export function openStatusText(hours: readonly DayHours[], at: LocalTime): { open: boolean; text: string } {
  const status = openStatus(hours, at)
  if (status.open) return { open: true, text: `${m.locations_open_now()} · ${m.locations_closes_at({ time: formatClock(status.closes) })}` }
  if (!status.opensNext) return { open: false, text: m.locations_closed_now() }
  const { opensNext } = status
  const when = opensNext.today
    ? m.locations_opens_today({ time: formatClock(opensNext.opens) })
    : m.locations_opens_on({ day: weekdayLabels[opensNext.weekday].toLowerCase(), time: formatClock(opensNext.opens) })
  return { open: false, text: `${m.locations_closed_now()} · ${when}` }
}

/**
 * Whether the hours are open now, in Copenhagen time. Computed in the browser
 * after hydration (the server cannot know when the page is read), so the
 * server and the first browser render both show nothing here.
 */
export function OpenNow({ hours, label }: { hours: readonly DayHours[]; label?: string }) {
  const now = useNow()
  if (!now) return <span className="open-now open-now--pending" />
  const { open, text } = openStatusText(hours, inCopenhagen(now))
  return (
    <span className={`open-now ${open ? 'open-now--open' : 'open-now--closed'}`} data-open={open}>
      {label && <span className="open-now__label">{label}: </span>}
      {text}
    </span>
  )
}

/** Today's hours of one department ("I dag 09.00–17.30"), after hydration. */
export function TodayHours({ hours }: { hours: readonly DayHours[] }) {
  const now = useNow()
  if (!now) return null
  const today = inCopenhagen(now).weekday
  const day = hours.find((d) => d.weekday === today)
  if (!day) return null
  return (
    <span className="today-hours">
      {m.locations_today()} {hoursText(day)}
      {day.comment && ` (${day.comment})`}
    </span>
  )
}

/** A week of opening hours, Monday first, with today marked after hydration. */
export function OpeningHoursTable({ hours, caption }: { hours: readonly DayHours[]; caption: string }) {
  const now = useNow()
  const today = now ? inCopenhagen(now).weekday : null
  return (
    <table className="opening-hours">
      <caption>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{m.locations_hours_day()}</th>
          <th scope="col">{m.locations_hours_time()}</th>
          <th scope="col">{m.locations_hours_comment()}</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((day) => {
          const isToday = day.weekday === today
          return (
            <tr
              key={day.weekday}
              className={[isToday ? 'opening-hours__today' : '', day.open ? '' : 'opening-hours__closed'].filter(Boolean).join(' ') || undefined}
              aria-current={isToday ? 'date' : undefined}
              data-weekday={day.weekday}
            >
              <th scope="row">
                {weekdayLabels[day.weekday]}
                {isToday && <span className="opening-hours__today-label"> ({m.locations_today().toLowerCase()})</span>}
              </th>
              <td>{hoursText(day)}</td>
              <td className="opening-hours__comment">{day.comment ?? ''}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
