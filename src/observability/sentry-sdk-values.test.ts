import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as Sentry from '@sentry/react'
import { constants } from '#app.config'
import { replayOptions, sentryOptions } from './sentry-options.ts'
import { createActor } from 'xstate'
import { sessionRecordingMachine } from '#machines/session-recording/session-recording-machine.ts'

/**
 * Spec 9's throttle, response-body read time-out and trace-linking window, and
 * spec 4's session pause and expiry, are values built into the Sentry SDK,
 * not options. These tests read them from the installed SDK, so an upgrade
 * that changes one fails here instead of silently drifting from the spec.
 * The expectations are the spec's numbers, written out, not read from our config.
 */
// The SDK's own packages, as @sentry/react installs them (read as text, not imported).
const sdkFile = (pkg: string, file: string) => readFileSync(join(fileURLToPath(new URL('../../node_modules/', import.meta.url)), '@sentry', pkg, file), 'utf8')
const replaySource = sdkFile('replay', 'build/npm/esm/index.js')
const linkedTracesSource = sdkFile('browser', 'build/npm/esm/prod/tracing/linkedTraces.js')

function number(source: string, pattern: RegExp): number {
  const match = pattern.exec(source)
  if (!match?.[1]) throw new Error(`not found in the SDK: ${pattern}`)
  return Number(match[1])
}

describe('the installed Sentry SDK carries spec 9’s built-in values', () => {
  it('replay throttle: 300 events per 5 seconds', () => {
    const start = replaySource.indexOf('this._throttledAddEvent = throttle(')
    const call = replaySource.slice(start, replaySource.indexOf(');', start)).replace(/\/\/[^\n]*/g, '')
    // throttle((event, isCheckout) => addEvent(this, event, isCheckout), maxCount, durationSeconds)
    expect(start).toBeGreaterThan(-1)
    expect(/,\s*(\d+),\s*(\d+)\s*$/.exec(call)?.slice(1, 3).map(Number)).toEqual([300, 5])
    expect(constants.errorReporting.throttle).toEqual({ events: 300, perMs: 5_000 })
  })

  it('response body read time-out: 500 ms', () => {
    expect(number(replaySource, /Timeout while trying to read response body"\)\), (\d+)\)/)).toBe(500)
    expect(constants.errorReporting.responseBodyReadTimeoutMs).toBe(500)
  })

  it('trace linking window: 3600 seconds', () => {
    expect(number(linkedTracesSource, /PREVIOUS_TRACE_MAX_DURATION = (\d+);/)).toBe(3600)
    expect(constants.errorReporting.traceLinkingWindowSeconds).toBe(3600)
  })

  it('session recording: pauses after 5 min idle, expires after 15 min idle, at most 60 min (our values; the SDK’s)', () => {
    expect(number(replaySource, /const SESSION_IDLE_PAUSE_DURATION = ([0-9e.]+);/)).toBe(300_000)
    expect(number(replaySource, /const SESSION_IDLE_EXPIRE_DURATION = ([0-9e.]+);/)).toBe(900_000)
    expect(number(replaySource, /const MAX_REPLAY_DURATION = ([0-9e.]+);/)).toBe(3_600_000)
    expect(constants.errorReporting.replaySession).toEqual({ idlePauseMs: 300_000, idleExpireMs: 900_000, maxDurationMs: 3_600_000 })
  })

  it('replay send errors: retried 3 times, then replay stops (spec 8)', () => {
    expect(number(replaySource, /const RETRY_MAX_COUNT = (\d+);/)).toBe(3)
    expect(replaySource).toMatch(/max retries exceeded/)
  })
})

describe('our options (spec 9)', () => {
  it('passes the sample rates and replay limits', () => {
    const options = sentryOptions({ dsn: 'http://k@127.0.0.1:1/sentry/1', environment: 'test' }, Sentry)
    expect(options).toMatchObject({ tracesSampleRate: 0.1 })
    // Spec 9's replay rates (10 % of sessions, 100 % on error) are the session-recording machine's, which
    // drives the replay; the SDK gets 0 for both, its documented manual mode, so it never starts or converts
    // a replay by itself (issue 32; before, these two were asserted on the SDK's options).
    expect(options).toMatchObject({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 })
    const recording = createActor(sessionRecordingMachine, { input: undefined }).getSnapshot().context
    expect(recording).toMatchObject({ sessionSampleRate: 0.1, errorSampleRate: 1, idlePauseMs: 300_000, idleExpireMs: 900_000, maxDurationMs: 3_600_000 })
    // Replay is not among the start-up integrations: it is added with statistics consent only.
    expect(options?.integrations).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Replay' })]))
    expect(replayOptions()).toMatchObject({ slowClickTimeout: 7_000, mutationLimit: 10_000, mutationBreadcrumbLimit: 750, maxReplayDuration: 3_600_000 })
  })
})
