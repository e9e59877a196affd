/**
 * "Inden for N km af <postnummer eller by>" (issue 17 "near me"): a text
 * field and a distance select, sent with the filter form (a GET form without
 * JavaScript). The server turns the place into our locations within the
 * distance (src/places, server only) and says here which they are, or that
 * it does not know the place.
 */
import { useId } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { nearRadiusSteps, type NearRadius } from '../search/stock-search-params.ts'
import type { StockNear } from './overview-data.ts'

/** What to put in the URL for typed text: a postcode as a number (the router decodes one so), other text as is. */
export function nearParam(text: string): string | number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^[1-9][0-9]{3}$/.test(trimmed) ? Number(trimmed) : trimmed
}

function formatKm(km: number): string {
  return km < 10 ? km.toFixed(1).replace('.', ',') : String(Math.round(km))
}

interface NearFieldsProps {
  text: string
  onText: (text: string) => void
  /** The field was left: apply the text. */
  onLeave: () => void
  radius: NearRadius
  onRadius: (radius: NearRadius) => void
  near: StockNear | null
}

export function NearFields({ text, onText, onLeave, radius, onRadius, near }: NearFieldsProps) {
  const id = useId()
  const statusId = `${id}-status`
  const unknown = near?.status === 'unknown'
  return (
    <div className="near-fields">
      <div className="near-fields__row">
        <div className="select-field near-fields__radius">
          <label htmlFor={`${id}-radius`}>{m.stock_filter_near_radius()}</label>
          <select id={`${id}-radius`} name="radius" value={String(radius)} onChange={(e) => onRadius(Number(e.currentTarget.value) as NearRadius)}>
            {nearRadiusSteps.map((km) => (
              <option key={km} value={km}>
                {m.stock_filter_near_km({ km: String(km) })}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field near-fields__place">
          <label htmlFor={`${id}-near`}>{m.stock_filter_near_place()}</label>
          <input
            id={`${id}-near`}
            type="text"
            name="near"
            maxLength={60}
            autoComplete="postal-code"
            enterKeyHint="search"
            value={text}
            aria-invalid={unknown || undefined}
            aria-describedby={near ? statusId : undefined}
            onChange={(e) => onText(e.currentTarget.value)}
            onBlur={onLeave}
          />
        </div>
      </div>
      {near && (
        <p id={statusId} className={unknown ? 'near-fields__status near-fields__status--error' : 'near-fields__status'}>
          {near.status === 'unknown'
            ? m.stock_filter_near_unknown({ text: near.text })
            : near.locations.length === 0
              ? m.stock_filter_near_none({ km: String(near.radiusKm), place: near.label })
              : m.stock_filter_near_found({
                  km: String(near.radiusKm),
                  place: near.label,
                  locations: near.locations.map((l) => `${l.name} (${formatKm(l.km)} km)`).join(', '),
                })}
        </p>
      )}
    </div>
  )
}
