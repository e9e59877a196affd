import { useEffect, useRef, type RefObject } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { defaultRouteSegments, routeSegments } from '#app.config'
import { m } from '#src/i18n/paraglide/messages.js'
import { Button } from '#src/ui/button.tsx'
import { useVehicleList, type VehicleListView } from '../vehicle-list-store.ts'
import barCss from './compare-bar.css?url'
import { compareList } from './compare-list.ts'

/** Public path of the compare page (/lager/sammenligne). */
const comparePagePath = `/${routeSegments.stock}/${routeSegments.compare}`
const compareRoutePath = `/${defaultRouteSegments.stock}/${defaultRouteSegments.compare}`

/**
 * The compare selection at the bottom of every page (the root route gives it
 * to the page layout): the chosen vehicles with a remove button each, clear, and the way
 * to the compare page. Renders nothing on the server, while loading, when
 * empty, and on the compare page itself. Count, limits and state are the
 * compare machine's (its context and state value, `data-state`), never constants.
 */
export function CompareBar() {
  const compare = useVehicleList(compareList)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const titleRef = useRef<HTMLHeadingElement>(null)
  const barRef = useRef<HTMLElement>(null)
  const visible = compare.status === 'ready' && compare.vehicles.length > 0 && pathname !== compareRoutePath
  // Tell the fixed elements (sticky contact, toasts) how tall the bar is, so they stay above it.
  useEffect(() => {
    const bar = barRef.current
    if (!visible || !bar) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--compare-bar-height', `${bar.offsetHeight}px`))
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--compare-bar-height')
    }
  }, [visible])
  if (!visible || compare.status !== 'ready') return null
  return (
    <CompareBarView
      compare={compare}
      barRef={barRef}
      titleRef={titleRef}
      onRemove={(vehicleId) => {
        compareList.remove(vehicleId)
        // The button disappears with the vehicle; keep focus in the bar.
        titleRef.current?.focus()
      }}
      onClear={compareList.clear}
    />
  )
}

interface CompareBarViewProps {
  compare: Extract<VehicleListView, { status: 'ready' }>
  barRef?: RefObject<HTMLElement | null>
  titleRef?: RefObject<HTMLHeadingElement | null>
  onRemove: (vehicleId: string) => void
  onClear: () => void
}

/** The bar as the compare machine's view says: its vehicles, its limits, its state. */
export function CompareBarView({ compare, barRef, titleRef, onRemove, onClear }: CompareBarViewProps) {
  const { vehicles, limits } = compare
  const count = vehicles.length
  return (
    <section className="compare-bar" aria-labelledby="compare-bar-title" ref={barRef} data-state={compare.state}>
      <link rel="stylesheet" href={barCss} precedence="default" />
      <div className="container compare-bar__inner">
        <h2 id="compare-bar-title" className="compare-bar__title" ref={titleRef} tabIndex={-1}>
          {m.compare_bar_count({ count, max: limits.max })}
        </h2>
        <ul className="compare-bar__list">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="compare-bar__item">
              <span className="compare-bar__name">{vehicle.label}</span>
              <button
                type="button"
                className="compare-bar__remove"
                aria-label={m.compare_remove_vehicle({ label: vehicle.label })}
                onClick={() => onRemove(vehicle.id)}
              >
                <X aria-hidden="true" width={18} height={18} />
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-bar__actions">
          <Button variant="ghost" size="small" onClick={onClear}>
            {m.compare_bar_clear()}
          </Button>
          {count >= limits.min ? (
            <Button href={comparePagePath} size="small">
              {m.compare_bar_go()}
            </Button>
          ) : (
            <p className="compare-bar__hint">{m.compare_bar_hint()}</p>
          )}
        </div>
      </div>
    </section>
  )
}
