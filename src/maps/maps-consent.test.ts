import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { consentMachine } from '#machines/consent/consent-machine.ts'
import { consentOf } from '../consent/consent.ts'
import { mapsConsentOf } from './maps-consent.ts'

const stamp = { at: '2026-11-23T10:00:00.000Z', policyVersion: 1 }

describe('maps consent as components see it (the functional cookie category)', () => {
  it('is unknown while the server renders and the page hydrates', () => {
    expect(mapsConsentOf(consentOf({ status: 'pending' }))).toBe('unknown')
  })

  it('is not given when no answer is saved, and shows an answer given while the machine loads', () => {
    expect(mapsConsentOf(consentOf({ status: 'empty', queued: [] }))).toBe('denied')
    expect(mapsConsentOf(consentOf({ status: 'empty', queued: [{ type: 'consent.set', category: 'functional', granted: true, ...stamp }] }))).toBe('granted')
    expect(
      mapsConsentOf(
        consentOf({
          status: 'empty',
          queued: [
            { type: 'consent.set', category: 'functional', granted: true, ...stamp },
            { type: 'consent.save', functional: false, statistics: true, marketing: true, ...stamp },
          ],
        }),
      ),
    ).toBe('denied')
  })

  it('follows the machine once it runs: "Accepter alle" grants maps, "Afvis alle" withdraws them', () => {
    const actor = createActor(consentMachine).start()
    const maps = () => mapsConsentOf(consentOf({ status: 'ready', snapshot: actor.getSnapshot() }))
    expect(maps()).toBe('denied')
    actor.send({ type: 'consent.save', functional: true, statistics: true, marketing: true, ...stamp })
    expect(maps()).toBe('granted')
    actor.send({ type: 'consent.save', functional: false, statistics: false, marketing: false, ...stamp })
    expect(maps()).toBe('denied')
    actor.stop()
  })
})
