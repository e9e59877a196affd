import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import { sessionRecordingState, type RecordingMode, type SessionRecordingMachine, type SessionRecordingState } from './session-recording-machine.ts'
import { sessionRecordingModel } from './session-recording-model.ts'

/**
 * Hand-written from spec 4 (modes buffer and session; buffer becomes session
 * when an error is sampled or a flush is forced; enabled, paused, stopped;
 * pause after idle, expiry after longer idle, a cut at the maximum duration),
 * spec 8 (replay send errors are retried, then replay stops), spec 9 (10 % of
 * sessions, 100 % of errors) and the statistics consent (ADR 0018), not read
 * from the machine: for each state, where each event leads. A function gets
 * the visit's kept draw (null when none). Missing entries: the event changes
 * nothing in that state.
 */
type Target = SessionRecordingState | ((kept: RecordingMode | null) => SessionRecordingState)
const startIn = (drawn: RecordingMode) => (kept: RecordingMode | null) => ((kept ?? drawn) === 'session' ? 'recording' : 'buffer')
const sdkStops = { 'ended.sendError': 'failed', 'ended.sessionExpired': 'expired' } as const

const expected: Record<SessionRecordingState, Record<string, Target>> = {
  off: { 'consent.session': startIn('session'), 'consent.buffer': startIn('buffer') },
  buffer: { 'consent.withdrawn': 'off', error: 'flushing', flush: 'flushing', ...sdkStops },
  flushing: { 'consent.withdrawn': 'off', 'flush.done': 'recording', 'flush.error': 'failed', ...sdkStops },
  recording: { 'consent.withdrawn': 'off', idle: 'paused', max: 'cut', ...sdkStops },
  paused: { 'consent.withdrawn': 'off', 'activity.session': 'recording', 'activity.buffer': 'recording', expiry: 'expired', max: 'cut', ...sdkStops },
  expired: { 'consent.withdrawn': 'off', 'activity.session': 'recording', 'activity.buffer': 'buffer' },
  cut: { 'consent.withdrawn': 'off', 'activity.session': 'recording', 'activity.buffer': 'buffer' },
  failed: {},
}

function tableKey(event: AnyEventObject): string {
  const e = event as AnyEventObject & Record<string, unknown>
  const drawn = (e.draw as number) < 0.1 ? 'session' : 'buffer'
  switch (event.type) {
    case 'consent.change':
      return e.statistics ? `consent.${drawn}` : 'consent.withdrawn'
    case 'visitor.activity':
      return `activity.${drawn}`
    case 'error.captured':
      return 'error'
    case 'recording.flush':
      return 'flush'
    case 'replay.ended':
      return `ended.${e.reason as string}`
    case 'xstate.done.actor.flushReplay':
      return 'flush.done'
    case 'xstate.error.actor.flushReplay':
      return 'flush.error'
    case 'xstate.done.actor.idlePause':
      return 'idle'
    case 'xstate.done.actor.idleExpiry':
      return 'expiry'
    case 'xstate.done.actor.maxDuration':
      return 'max'
    default:
      return event.type
  }
}

function checkStep({ event, before, after }: StepContext<SessionRecordingMachine>) {
  const from = sessionRecordingState(before)
  const target = expected[from][tableKey(event)] ?? from
  const to = typeof target === 'function' ? target(before.context.sample) : target
  expect(sessionRecordingState(after), `${from} + ${tableKey(event)}`).toBe(to)
  // A session that expired or was cut forgets the visit's draw (the next recording draws anew);
  // withdrawing consent keeps it; a recording started from no draw keeps the one it started with.
  if (to === 'expired' || to === 'cut') expect(after.context.sample).toBeNull()
  else if (from === 'off' || from === 'expired' || from === 'cut') {
    if (to === 'recording' || to === 'buffer') expect(after.context.sample).toBe(to === 'recording' ? 'session' : 'buffer')
  } else expect(after.context.sample).toBe(before.context.sample)
}

describeModelPaths({ model: sessionRecordingModel, onStep: checkStep, minPaths: 15 })
