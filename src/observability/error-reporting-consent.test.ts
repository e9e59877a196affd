/**
 * Error reporting's consent gate (issue 32): session replay and performance
 * traces are statistics, so they start only after the visitor gives
 * statistics consent and stop when it is withdrawn. Errors alone need none.
 * A gate that added replay without consent went unnoticed by every test.
 */
import { describe, expect, it } from 'vitest'
import * as Sentry from '@sentry/react'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import { sentryOptions, type ConsentSource, type ReplayControl } from './sentry-options.ts'
import { followStatisticsConsent as followWithDraws } from './session-recording.ts'

/** The gate with a fixed draw outside the 10 % of whole sessions (the sampling has its own tests). */
const followStatisticsConsent = (sdk: ReplayControl, consent: ConsentSource) => followWithDraws(sdk, consent, { random: () => 0.5 })

const answered = (statistics: boolean): ConsentView => ({
  status: 'answered',
  choice: { functional: true, statistics, marketing: false, at: '2026-11-27T10:00:00.000Z', policyVersion: 1 },
})

/** A consent source the test sets, as the banner would. */
function consentSource(initial: ConsentView): ConsentSource & { set(view: ConsentView): void } {
  let view = initial
  const listeners = new Set<(v: ConsentView) => void>()
  return {
    current: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      view = next
      listeners.forEach((l) => l(next))
    },
  }
}

/** A stand-in for the SDK's replay controls that records what was done. */
function fakeSentry() {
  const calls: string[] = []
  let replayId: string | undefined
  let integrated = false
  const replay = {
    getReplayId: () => replayId,
    startBuffering: () => {
      calls.push('startBuffering')
      replayId = 'r2'
    },
    stop: async () => {
      calls.push('stop')
      replayId = undefined
    },
  }
  const sdk = {
    getReplay: () => (integrated ? replay : undefined),
    replayIntegration: () => ({ name: 'Replay' }),
    addIntegration: (integration: { name: string }) => {
      calls.push(`add ${integration.name}`)
      integrated = true
      replayId = 'r1'
    },
  } as unknown as ReplayControl
  return { sdk, calls }
}

describe('session replay follows statistics consent', () => {
  for (const [name, view] of [
    ['before an answer', { status: 'unanswered' } as ConsentView],
    ['while unknown (hydrating)', { status: 'unknown' } as ConsentView],
    ['after "Afvis alle"', answered(false)],
  ] as const) {
    it(`is not added ${name}`, () => {
      const { sdk, calls } = fakeSentry()
      followStatisticsConsent(sdk, consentSource(view))
      expect(calls).toEqual([])
    })
  }

  it('is added when statistics consent is given, stopped when withdrawn, buffering again when given again', () => {
    const { sdk, calls } = fakeSentry()
    const consent = consentSource({ status: 'unanswered' })
    followStatisticsConsent(sdk, consent)
    consent.set(answered(true))
    expect(calls).toEqual(['add Replay'])
    consent.set(answered(false))
    expect(calls).toEqual(['add Replay', 'stop'])
    consent.set(answered(true))
    expect(calls).toEqual(['add Replay', 'stop', 'startBuffering'])
  })

  it('is added at once for a visitor who already gave it', () => {
    const { sdk, calls } = fakeSentry()
    followStatisticsConsent(sdk, consentSource(answered(true)))
    expect(calls).toEqual(['add Replay'])
  })
})

describe('performance traces follow statistics consent', () => {
  const config = { dsn: 'http://k@127.0.0.1:1/sentry/1', environment: 'test' }
  const samplingContext = { name: 'pageload', inheritOrSampleWith: (rate: number) => rate } as never

  it('samples no trace without statistics consent, spec 9’s 10 % with it', () => {
    const consent = consentSource({ status: 'unanswered' })
    const options = sentryOptions(config, Sentry, consent) ?? {}
    expect(options.tracesSampler?.(samplingContext)).toBe(0)
    consent.set(answered(false))
    expect(options.tracesSampler?.(samplingContext)).toBe(0)
    consent.set(answered(true))
    expect(options.tracesSampler?.(samplingContext)).toBe(0.1)
  })

  it('sends no transaction once consent is withdrawn', () => {
    const consent = consentSource(answered(true))
    const options = sentryOptions(config, Sentry, consent) ?? {}
    const transaction = { type: 'transaction' } as never
    expect(options.beforeSendTransaction?.(transaction, {})).toBe(transaction)
    consent.set(answered(false))
    expect(options.beforeSendTransaction?.(transaction, {})).toBeNull()
  })
})
