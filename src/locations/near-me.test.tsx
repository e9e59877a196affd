// @vitest-environment happy-dom
/**
 * "Find nærmeste" on /lokationer (issue 32, item 7): the buttons the page offers in each state of the
 * geolocation machine and what they send, over the page's own machine (`nearMeFlow`) with the browser's
 * `navigator.geolocation` replaced by a stand-in that answers when the test says. Expected texts are the
 * page's Danish texts: sorted, "Opdatér min position" and "Vis i normal rækkefølge"; when the position
 * could not be found (position unavailable, time-out, a browser without positions) "Prøv igen"; when the
 * visitor said no, "Vis nærmeste først" again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { loadState } from '#machines/shared/load-machine.ts'
import { askPosition, NearMeActions, nearMeFlow, nearMeMessage, type NearMeEvent } from './near-me.tsx'

// The site's button reads the booking widget's URL from the root route's data; these buttons book nothing.
vi.mock('../config/use-public-config.ts', () => ({ usePublicConfig: () => ({ bookingWidgetUrl: '' }) }))

type Pending = { success: PositionCallback; failure?: PositionErrorCallback | null }

const codes = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const

/** A browser's geolocation whose answers the test gives; `asked` holds the questions not answered yet. */
function standIn() {
  const asked: Pending[] = []
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      asked.push({ success, failure })
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  } as unknown as Geolocation
  const next = (): Pending => {
    const question = asked.shift()
    if (!question) throw new Error('the page has not asked for the position')
    return question
  }
  return {
    geolocation,
    asked,
    position: (lat: number, lng: number) => next().success({ coords: { latitude: lat, longitude: lng, accuracy: 50 }, timestamp: 0 } as GeolocationPosition),
    error: (code: 1 | 2 | 3) => next().failure?.({ code, message: '', ...codes } as GeolocationPositionError),
  }
}

describe('askPosition', () => {
  it('answers the position, and says that it was found', async () => {
    const gps = standIn()
    let found = 0
    const answer = askPosition(gps.geolocation, () => (found += 1))
    gps.position(55.458, 12.1821)
    await expect(answer).resolves.toEqual({ ok: true, value: { lat: 55.458, lng: 12.1821 } })
    expect(found).toBe(1)
  })

  it('a refusal is "denied"; position unavailable and a time-out are "unavailable"', async () => {
    const gps = standIn()
    const answers = [askPosition(gps.geolocation), askPosition(gps.geolocation), askPosition(gps.geolocation)]
    gps.error(1)
    gps.error(2)
    gps.error(3)
    expect(await Promise.all(answers)).toEqual([
      { ok: false, reason: 'denied' },
      { ok: false, reason: 'unavailable' },
      { ok: false, reason: 'unavailable' },
    ])
  })

  it('rejects in a browser without positions (the machine’s error(load))', async () => {
    await expect(askPosition(undefined)).rejects.toThrow('Browseren kan ikke finde positioner')
  })
})

describe('NearMeActions', () => {
  let gps: ReturnType<typeof standIn>
  let sent: NearMeEvent[]

  function Page() {
    const [snapshot, send] = useMachine(nearMeFlow)
    return (
      <>
        <NearMeActions
          snapshot={snapshot}
          send={(event) => {
            sent.push(event)
            send(event)
          }}
          resultCount={7}
        />
        <p role="status" data-state={loadState(snapshot)}>
          {nearMeMessage(snapshot)}
        </p>
      </>
    )
  }

  const buttons = () => screen.getAllByRole('button').map((b) => b.textContent)
  const status = () => screen.getByRole('status')
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
  const settle = () => act(async () => {})

  beforeEach(() => {
    gps = standIn()
    sent = []
    Object.defineProperty(navigator, 'geolocation', { value: gps.geolocation, configurable: true })
  })
  afterEach(() => {
    cleanup()
    Reflect.deleteProperty(navigator, 'geolocation')
  })

  it('sorted: "Opdatér min position" asks again, "Vis i normal rækkefølge" forgets the position', async () => {
    render(<Page />)
    expect(buttons()).toEqual(['Vis nærmeste først'])
    press('Vis nærmeste først')
    expect(status()).toHaveProperty('textContent', 'Finder din position …')
    expect(screen.getByRole('button', { name: 'Vis nærmeste først' })).toHaveProperty('disabled', true)
    await act(async () => gps.position(55.458, 12.1821))
    expect(status().dataset.state).toBe('loaded')
    expect(buttons()).toEqual(['Opdatér min position', 'Vis i normal rækkefølge'])

    press('Opdatér min position')
    expect(sent.at(-1)).toEqual({ type: 'load.start', input: { resultCount: 7 } })
    expect(status().dataset.state).toBe('loading')
    expect(gps.asked).toHaveLength(1)
    expect(buttons()).toEqual(['Opdatér min position'])
    await act(async () => gps.position(55.68, 12.57))
    expect(document.activeElement?.textContent).toBe('Opdatér min position')

    press('Vis i normal rækkefølge')
    expect(sent.at(-1)).toEqual({ type: 'load.reset' })
    expect(status().dataset.state).toBe('idle')
    expect(buttons()).toEqual(['Vis nærmeste først'])
    expect(document.activeElement?.textContent).toBe('Vis nærmeste først')
  })

  it('position not found (time-out): the message, "Prøv igen" (the same question) and "Vis i normal rækkefølge"', async () => {
    render(<Page />)
    press('Vis nærmeste først')
    await act(async () => gps.error(3))
    expect(status().textContent).toBe('Din position kunne ikke findes. Søg i stedet på by eller postnummer.')
    expect(buttons()).toEqual(['Prøv igen', 'Vis i normal rækkefølge'])
    expect(document.activeElement?.textContent).toBe('Prøv igen')

    press('Prøv igen')
    expect(sent.at(-1)).toEqual({ type: 'load.retry' })
    expect(status().dataset.state).toBe('loading')
    expect(gps.asked).toHaveLength(1)
    await act(async () => gps.error(2))
    expect(status().dataset.state).toBe('failed')

    press('Vis i normal rækkefølge')
    expect(sent.at(-1)).toEqual({ type: 'load.reset' })
    expect(status().dataset.state).toBe('idle')
    expect(status().textContent).toBe('')
    expect(buttons()).toEqual(['Vis nærmeste først'])
  })

  it('the visitor said no: "Vis nærmeste først" asks anew (after they allowed it in the browser)', async () => {
    render(<Page />)
    press('Vis nærmeste først')
    await act(async () => gps.error(1))
    expect(status().textContent).toBe('Du har ikke givet lov til at bruge din position. Søg i stedet på by eller postnummer.')
    expect(buttons()).toEqual(['Vis nærmeste først', 'Vis i normal rækkefølge'])
    press('Vis nærmeste først')
    expect(sent.at(-1)).toEqual({ type: 'load.start', input: { resultCount: 7 } })
    expect(status().dataset.state).toBe('loading')
  })

  it('a browser without positions: the failure "kunne ikke findes" with "Prøv igen"', async () => {
    Reflect.deleteProperty(navigator, 'geolocation')
    const prototypeGeolocation = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation')
    Reflect.deleteProperty(Navigator.prototype, 'geolocation')
    try {
      render(<Page />)
      press('Vis nærmeste først')
      await settle()
      expect(status().dataset.state).toBe('failed')
      expect(status().textContent).toBe('Din position kunne ikke findes. Søg i stedet på by eller postnummer.')
      expect(buttons()).toEqual(['Prøv igen', 'Vis i normal rækkefølge'])
    } finally {
      if (prototypeGeolocation) Object.defineProperty(Navigator.prototype, 'geolocation', prototypeGeolocation)
    }
  })
})
