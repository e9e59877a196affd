import { useRef, useState, type PointerEvent } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { RotateCw } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { VehicleMedia } from '#src/product-api/contract/vehicle.ts'

/** Pixels of horizontal drag per frame. */
const dragPixelsPerFrame = 12

interface PhotoSpinnerProps {
  frames: VehicleMedia['spinner']['frames']
  title: string
  width: number
  height: number
}

/**
 * The 360° photo spinner: an image sequence turned by dragging (mouse or
 * touch) or with a range slider (keyboard: arrow keys, Home, End). The frames
 * load only when the shopper opens the spinner. Needs JavaScript: the server
 * renders its closed state hidden and inert (so it takes its place without
 * shifting the page when it becomes usable after hydration, ADR 0009), and
 * without scripting it is not shown at all (stock.css).
 */
export function PhotoSpinner({ frames, title, width, height }: PhotoSpinnerProps) {
  const hydrated = useHydrated()
  const [active, setActive] = useState(false)
  const [frame, setFrame] = useState(0)
  const drag = useRef<{ x: number; frame: number } | null>(null)
  const count = frames.length

  if (count === 0) return null

  const turnTo = (n: number) => setFrame(((n % count) + count) % count)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, frame }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    turnTo(drag.current.frame - Math.round((e.clientX - drag.current.x) / dragPixelsPerFrame))
  }
  const onPointerUp = () => {
    drag.current = null
  }

  if (!active || !hydrated) {
    return (
      <div className="spinner spinner--closed" data-pending={hydrated ? undefined : ''} aria-hidden={hydrated ? undefined : true} inert={!hydrated}>
        <button type="button" className="btn btn--secondary btn--medium" onClick={() => setActive(true)}>
          <RotateCw className="btn__icon" aria-hidden="true" />
          <span>{m.stock_spinner_open()}</span>
        </button>
      </div>
    )
  }

  const degrees = Math.round((360 / count) * frame)
  return (
    <section className="spinner" aria-label={m.stock_spinner_label({ title })}>
      <div className="spinner__stage" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
        {frames.map((src, i) => (
          // Every frame is in the document (so all are fetched once); only the current one shows.
          <img
            key={src}
            src={src}
            alt={i === frame ? m.stock_spinner_frame_alt({ title, degrees: String(degrees) }) : ''}
            width={width}
            height={height}
            draggable={false}
            hidden={i !== frame}
          />
        ))}
      </div>
      <label className="spinner__control">
        <span>{m.stock_spinner_turn()}</span>
        <input
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={frame}
          aria-valuetext={m.stock_spinner_valuetext({ degrees: String(degrees) })}
          onChange={(e) => turnTo(Number(e.currentTarget.value))}
        />
      </label>
    </section>
  )
}
