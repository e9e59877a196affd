/**
 * Session recording checked against tables written by hand from spec 4, 8
 * and 9 and Sentry's documented defaults (5 min idle pause, 15 min idle
 * expiry, 60 min maximum), not from the machine: the draws at the edges of the
 * sample rates, the waits the machine asks for, which effects run in which
 * order, and the kept draw.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { modeOfDraw, sessionRecordingMachine, sessionRecordingState, recordingModeOf, type SessionRecordingInput } from './session-recording-machine.ts'

/** A recording whose effects the test sees and whose waits it ends by hand. */
function recording(input?: SessionRecordingInput) {
  const effects: string[] = []
  const waits = new Map<string, { delayMs: number; end: () => Promise<void> }>()
  const settle = () => new Promise((r) => setTimeout(r, 0))
  let flush: { done: () => Promise<void>; fail: () => Promise<void> } | null = null
  const machine = sessionRecordingMachine.provide({
    actors: {
      holdRecording: fromPromise<undefined, undefined>(
        ({ signal }) =>
          new Promise(() => {
            signal.addEventListener('abort', () => effects.push('stop'))
          }),
      ),
      startBuffering: fromPromise<undefined, undefined>(async () => {
        effects.push('startBuffering')
        return undefined
      }),
      startSession: fromPromise<undefined, undefined>(async () => {
        effects.push('start')
        return undefined
      }),
      flushReplay: fromPromise<undefined, undefined>(
        () =>
          new Promise((resolve, reject) => {
            effects.push('flush')
            flush = {
              done: async () => {
                resolve(undefined)
                await settle()
              },
              fail: async () => {
                reject(new Error('offline'))
                await settle()
              },
            }
          }),
      ),
      wait: fromPromise<undefined, { delayMs: number }>(
        ({ input, self }) =>
          new Promise((resolve) => {
            waits.set(self.id, {
              delayMs: input.delayMs,
              end: async () => {
                resolve(undefined)
                await settle()
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  const wait = (id: string) => {
    const w = waits.get(id)
    if (!w) throw new Error(`no wait ${id}`)
    return w
  }
  return {
    actor,
    effects,
    wait,
    flush: () => {
      if (!flush) throw new Error('no flush asked')
      return flush
    },
    state: () => sessionRecordingState(actor.getSnapshot()),
    consent: (statistics: boolean, draw = 0.5) => actor.send({ type: 'consent.change', statistics, draw }),
    activity: (draw = 0.5) => actor.send({ type: 'visitor.activity', draw }),
  }
}

describe('the draw: spec 9’s 10 % of sessions are recorded whole', () => {
  const table: [number, 'session' | 'buffer'][] = [
    [0, 'session'],
    [0.05, 'session'],
    [0.0999, 'session'],
    [0.1, 'buffer'],
    [0.5, 'buffer'],
    [0.9999, 'buffer'],
  ]
  for (const [draw, mode] of table) {
    it(`draw ${draw} → ${mode}`, () => {
      expect(modeOfDraw(draw, 0.1)).toBe(mode)
      const r = recording()
      r.consent(true, draw)
      expect(recordingModeOf(r.actor.getSnapshot())).toBe(mode)
      expect(r.effects).toEqual([mode === 'session' ? 'start' : 'startBuffering'])
      r.actor.stop()
    })
  }
})

describe('consent (statistics) gates everything', () => {
  it('nothing runs before consent, nor after "Afvis alle"', () => {
    const r = recording()
    r.activity(0.05)
    r.actor.send({ type: 'error.captured', draw: 0 })
    r.actor.send({ type: 'recording.flush' })
    r.consent(false)
    expect(r.state()).toBe('off')
    expect(r.effects).toEqual([])
    r.actor.stop()
  })

  it('withdrawing stops the replay in every recording state', async () => {
    for (const setUp of [
      (r: ReturnType<typeof recording>) => r.consent(true, 0.5),
      (r: ReturnType<typeof recording>) => r.consent(true, 0.05),
      async (r: ReturnType<typeof recording>) => {
        r.consent(true, 0.05)
        await r.wait('idlePause').end()
      },
      (r: ReturnType<typeof recording>) => {
        r.consent(true, 0.5)
        r.actor.send({ type: 'recording.flush' })
      },
    ]) {
      const r = recording()
      await setUp(r)
      r.effects.length = 0
      r.consent(false)
      expect(r.state()).toBe('off')
      expect(r.effects).toEqual(['stop'])
      r.actor.stop()
    }
  })

  it('given again on the same page, the visit keeps its draw (toggling consent cannot raise the share of whole sessions)', () => {
    const r = recording()
    r.consent(true, 0.5)
    r.consent(false)
    r.consent(true, 0.01)
    expect(r.state()).toBe('buffer')
    expect(r.effects).toEqual(['startBuffering', 'stop', 'startBuffering'])
    r.actor.stop()
  })

  it('a consent that stays given changes nothing', () => {
    const r = recording()
    r.consent(true, 0.5)
    r.consent(true, 0.01)
    expect(r.state()).toBe('buffer')
    expect(r.effects).toEqual(['startBuffering'])
    r.actor.stop()
  })
})

describe('buffer becomes session when an error is sampled or a flush is forced', () => {
  it('an error (100 % sampled) sends the buffer, then the whole session is recorded', async () => {
    const r = recording()
    r.consent(true, 0.5)
    r.actor.send({ type: 'error.captured', draw: 0.9999 })
    expect(r.state()).toBe('flushing')
    await r.flush().done()
    expect(r.state()).toBe('recording')
    expect(r.effects).toEqual(['startBuffering', 'flush', 'start'])
    r.actor.stop()
  })

  it('at a lower error rate, only draws below it are sampled', () => {
    for (const [draw, state] of [
      [0.4999, 'flushing'],
      [0.5, 'buffer'],
    ] as const) {
      const r = recording({ errorSampleRate: 0.5 })
      r.consent(true, 0.9)
      r.actor.send({ type: 'error.captured', draw })
      expect(r.state()).toBe(state)
      r.actor.stop()
    }
  })

  it('a forced flush needs no error', () => {
    const r = recording()
    r.consent(true, 0.5)
    r.actor.send({ type: 'recording.flush' })
    expect(r.effects).toEqual(['startBuffering', 'flush'])
    r.actor.stop()
  })

  it('an error while recording the whole session sends nothing extra', () => {
    const r = recording()
    r.consent(true, 0.05)
    r.actor.send({ type: 'error.captured', draw: 0 })
    r.actor.send({ type: 'recording.flush' })
    expect(r.state()).toBe('recording')
    expect(r.effects).toEqual(['start'])
    r.actor.stop()
  })

  it('a buffer that cannot be sent stops the recording', async () => {
    const r = recording()
    r.consent(true, 0.5)
    r.actor.send({ type: 'error.captured', draw: 0 })
    await r.flush().fail()
    expect(r.state()).toBe('failed')
    expect(r.effects).toEqual(['startBuffering', 'flush', 'stop'])
    r.actor.stop()
  })
})

describe('pause, expiry and the cut (Sentry’s defaults: 5 min, 15 min, 60 min)', () => {
  it('asks for a 5-minute idle wait, then 10 more minutes, and 60 minutes for the whole session', async () => {
    const r = recording()
    r.consent(true, 0.05)
    expect(r.wait('idlePause').delayMs).toBe(300_000)
    expect(r.wait('maxDuration').delayMs).toBe(3_600_000)
    await r.wait('idlePause').end()
    expect(r.state()).toBe('paused')
    expect(r.wait('idleExpiry').delayMs).toBe(600_000)
    r.actor.stop()
  })

  it('activity restarts the idle wait; after a pause it resumes the same session', async () => {
    const r = recording()
    r.consent(true, 0.05)
    const first = r.wait('idlePause')
    r.activity()
    expect(r.wait('idlePause')).not.toBe(first)
    await r.wait('idlePause').end()
    r.activity()
    expect(r.state()).toBe('recording')
    // Same session: not started again, not stopped.
    expect(r.effects).toEqual(['start'])
    r.actor.stop()
  })

  it('an expired session is stopped, and the next activity draws a new recording', async () => {
    const r = recording()
    r.consent(true, 0.05)
    await r.wait('idlePause').end()
    await r.wait('idleExpiry').end()
    expect(r.state()).toBe('expired')
    expect(r.actor.getSnapshot().context.sample).toBeNull()
    r.activity(0.5)
    expect(r.state()).toBe('buffer')
    expect(r.effects).toEqual(['start', 'stop', 'startBuffering'])
    r.actor.stop()
  })

  it('a session is cut at 60 minutes even while active, and the next activity starts a new one', async () => {
    const r = recording()
    r.consent(true, 0.05)
    r.activity()
    await r.wait('maxDuration').end()
    expect(r.state()).toBe('cut')
    r.activity(0.05)
    expect(r.state()).toBe('recording')
    expect(r.effects).toEqual(['start', 'stop', 'start'])
    r.actor.stop()
  })

  it('a buffer neither pauses nor expires (Sentry keeps only its last minute)', () => {
    const r = recording()
    r.consent(true, 0.5)
    expect(() => r.wait('idlePause')).toThrow()
    expect(() => r.wait('maxDuration')).toThrow()
    r.actor.stop()
  })

  it('the waits follow the input', async () => {
    const r = recording({ idlePauseMs: 1_000, idleExpireMs: 4_000, maxDurationMs: 9_000 })
    r.consent(true, 0.05)
    expect([r.wait('idlePause').delayMs, r.wait('maxDuration').delayMs]).toEqual([1_000, 9_000])
    await r.wait('idlePause').end()
    expect(r.wait('idleExpiry').delayMs).toBe(3_000)
    r.actor.stop()
  })
})

describe('Sentry stopping the replay by itself (its replayEnd hook)', () => {
  const table: [string, 'failed' | 'expired' | 'recording'][] = [
    ['sendError', 'failed'],
    ['mutationLimit', 'failed'],
    ['eventBufferError', 'failed'],
    ['eventBufferOverflow', 'failed'],
    ['sessionExpired', 'expired'],
    ['manual', 'recording'],
  ]
  for (const [reason, state] of table) {
    it(`${reason} → ${state}`, () => {
      const r = recording()
      r.consent(true, 0.05)
      r.actor.send({ type: 'replay.ended', reason: reason as never })
      expect(r.state()).toBe(state)
      r.actor.stop()
    })
  }

  it('after a send error the rest of the page is not recorded, whatever the visitor does', () => {
    const r = recording()
    r.consent(true, 0.5)
    r.actor.send({ type: 'replay.ended', reason: 'sendError' })
    r.activity(0.05)
    r.actor.send({ type: 'error.captured', draw: 0 })
    r.consent(false)
    r.consent(true, 0.05)
    expect(r.state()).toBe('failed')
    expect(r.effects).toEqual(['startBuffering', 'stop'])
    r.actor.stop()
  })
})

describe('the mode the SDK records in, per state (buffer until the buffer is sent; session while recording or paused)', () => {
  it('off → none; buffer and flushing → buffer; recording and paused → session; stopped → none', async () => {
    const r = recording()
    const seen: [string, string | null][] = []
    const look = () => seen.push([r.state(), recordingModeOf(r.actor.getSnapshot())])
    look()
    r.consent(true, 0.5)
    look()
    r.actor.send({ type: 'recording.flush' })
    look()
    await r.flush().done()
    look()
    await r.wait('idlePause').end()
    look()
    await r.wait('idleExpiry').end()
    look()
    expect(seen).toEqual([
      ['off', null],
      ['buffer', 'buffer'],
      ['flushing', 'buffer'],
      ['recording', 'session'],
      ['paused', 'session'],
      ['expired', null],
    ])
    r.actor.stop()
  })
})

describe('an actor the page forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['holdRecording', 'startBuffering', 'startSession', 'flushReplay', 'wait']) {
    it(name, async () => {
      const logic = (sessionRecordingMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: { delayMs: 1 } }).start())).rejects.toThrow(`session-recording: the actor "${name}" was not provided`)
    })
  }
})
