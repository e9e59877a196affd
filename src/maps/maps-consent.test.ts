import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { mapsConsentMachine } from '../../machines/maps-consent/maps-consent-machine.ts'
import { mapsConsentOf } from './maps-consent.ts'

describe('maps consent as components see it', () => {
  it('is unknown while the server renders and the page hydrates', () => {
    expect(mapsConsentOf({ status: 'pending' })).toBe('unknown')
  })

  it('is not given when no answer is saved, and shows an answer given while the machine loads', () => {
    expect(mapsConsentOf({ status: 'empty', queued: [] })).toBe('denied')
    expect(mapsConsentOf({ status: 'empty', queued: [{ type: 'consent.grant' }] })).toBe('granted')
    expect(mapsConsentOf({ status: 'empty', queued: [{ type: 'consent.grant' }, { type: 'consent.withdraw' }] })).toBe('denied')
  })

  it('follows the machine once it runs', () => {
    const actor = createActor(mapsConsentMachine).start()
    expect(mapsConsentOf({ status: 'ready', snapshot: actor.getSnapshot() })).toBe('denied')
    actor.send({ type: 'consent.grant' })
    expect(mapsConsentOf({ status: 'ready', snapshot: actor.getSnapshot() })).toBe('granted')
    actor.stop()
  })
})
