import { useEffect, useRef } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { LocateFixed, RotateCcw } from 'lucide-react'
import { geolocationConfig, type GeolocationReason } from '#machines/geolocation/geolocation-machine.ts'
import { createLoadMachine, loadState, type LoadOutcome } from '#machines/shared/load-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import type { Position } from '../places/distance.ts'
import { trackLocationFilter } from './location-analytics.ts'

/** What "Vis nærmeste først" asks with: the number of locations listed (for the sort's analytics event). */
export type NearMeInput = { resultCount: number }

/**
 * The browser's answer to "where am I": the position, or why there is none (the visitor said no, or the
 * device could not find it: position unavailable, time-out). A browser without positions at all
 * (no `navigator.geolocation`, e.g. an insecure page, or a call that throws) rejects: the machine's
 * `error(load)`, "Browseren kan ikke finde positioner".
 */
export function askPosition(geolocation: Geolocation | undefined, onFound: () => void = () => undefined): Promise<LoadOutcome<Position, GeolocationReason>> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Browseren kan ikke finde positioner'))
      return
    }
    geolocation.getCurrentPosition(
      (p) => {
        onFound()
        resolve({ ok: true, value: { lat: p.coords.latitude, lng: p.coords.longitude } })
      },
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    )
  })
}

/** The geolocation machine (machines/geolocation/); its `load` actor asks the browser and reports the sort. */
export const nearMeFlow = createLoadMachine<NearMeInput, Position, GeolocationReason>(geolocationConfig).provide({
  actors: {
    load: fromPromise<LoadOutcome<Position, GeolocationReason>, NearMeInput>(({ input }) =>
      askPosition('geolocation' in navigator ? navigator.geolocation : undefined, () =>
        trackLocationFilter({ filter_name: 'sort', filter_value: 'distance', filter_action: 'set' }, input.resultCount),
      ),
    ),
  },
})

export type NearMeSnapshot = SnapshotFrom<typeof nearMeFlow>
export type NearMeEvent = Parameters<typeof nearMeFlow.transition>[1]

/** What the status line says for the machine's state. */
export function nearMeMessage(snapshot: NearMeSnapshot): string {
  switch (loadState(snapshot)) {
    case 'loading':
      return m.locations_geo_locating()
    case 'loaded':
      return m.locations_geo_sorted()
    case 'failed':
      return snapshot.context.reason === 'denied' ? m.locations_geo_denied() : m.locations_geo_unavailable()
    default:
      return ''
  }
}

/**
 * The buttons of "Find nærmeste": "Vis nærmeste først" (disabled while the browser looks); sorted by
 * distance, "Opdatér min position" and "Vis i normal rækkefølge"; after a failure "Vis i normal
 * rækkefølge" (give up on the nearest first) beside "Prøv igen" when the position could not be found
 * (the device may find it now: the same question again, `load.retry`), or "Vis nærmeste først" when the
 * visitor said no (only they can change that, in the browser's settings; then it is a new request,
 * `load.start`). When the button the visitor pressed is
 * replaced, focus goes to the first button of the new state, so a keyboard visitor is not left on the page's body.
 */
export function NearMeActions({ snapshot, send, resultCount }: { snapshot: NearMeSnapshot; send: (event: NearMeEvent) => void; resultCount: number }) {
  const state = loadState(snapshot)
  const group = useRef<HTMLDivElement>(null)
  const acted = useRef(false)
  useEffect(() => {
    if (!acted.current || state === 'loading') return
    const active = document.activeElement
    if (active && active !== document.body && !group.current?.contains(active)) return
    group.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus()
  }, [state])

  const act = (event: NearMeEvent) => () => {
    acted.current = true
    send(event)
  }
  const start = act({ type: 'load.start', input: { resultCount } })
  const reset = () => {
    const wasSorted = state === 'loaded'
    act({ type: 'load.reset' })()
    if (wasSorted) trackLocationFilter({ filter_name: 'sort', filter_value: '', filter_action: 'clear' }, resultCount)
  }

  return (
    <div className="location-finder__geo" ref={group}>
      {state === 'loaded' ? (
        <>
          <Button variant="secondary" size="small" icon={LocateFixed} onClick={start}>
            {m.locations_geo_update()}
          </Button>
          <Button variant="ghost" size="small" onClick={reset}>
            {m.locations_geo_clear()}
          </Button>
        </>
      ) : state === 'failed' ? (
        <>
          {snapshot.context.reason === 'denied' ? (
            <Button variant="secondary" size="small" icon={LocateFixed} onClick={start}>
              {m.locations_geo_button()}
            </Button>
          ) : (
            <Button variant="secondary" size="small" icon={RotateCcw} onClick={act({ type: 'load.retry' })}>
              {m.locations_geo_retry()}
            </Button>
          )}
          <Button variant="ghost" size="small" onClick={reset}>
            {m.locations_geo_clear()}
          </Button>
        </>
      ) : (
        <Button variant="secondary" size="small" icon={LocateFixed} onClick={start} disabled={state === 'loading'}>
          {snapshot.context.value ? m.locations_geo_update() : m.locations_geo_button()}
        </Button>
      )}
    </div>
  )
}
