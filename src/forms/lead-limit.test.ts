import { describe, expect, it } from 'vitest'
import { leadLimitBuckets, leadLimitPolicy, leadSenders } from './lead-limit.ts'
import { createBucketLimiter } from './rate-limit.ts'

const minute = 60_000

describe('the lead limit policy (issue 30, ADR 0008)', () => {
  it('is five new leads per sender and thirty per address in ten minutes; keys pass for a day', () => {
    expect(leadLimitPolicy).toEqual({
      rules: { sender: { limit: 5, windowMs: 10 * minute }, address: { limit: 30, windowMs: 10 * minute } },
      rememberKeysMs: 24 * 60 * minute,
    })
  })

  it.each([
    [{ email: 'mette@example.dk', phone: '20 30 40 50' }, ['email:mette@example.dk', 'phone:20304050']],
    [{ email: '  Mette@Example.DK ', phone: '+45 20 30 40 50' }, ['email:mette@example.dk', 'phone:20304050']],
    [{ email: 'mette@example.dk', phone: '0045 2030 4050' }, ['email:mette@example.dk', 'phone:20304050']],
    [{ email: '', phone: '20-30-40-50' }, ['phone:20304050']],
    [{ email: 'mette@example.dk' }, ['email:mette@example.dk']],
    [{ email: 'mette@example.dk', phone: '+46 70 123 45 67' }, ['email:mette@example.dk', 'phone:+46701234567']],
    [{ name: 'Mette' }, []],
    [{ email: true, phone: false }, []],
  ])('senders of %j: %j', (values, senders) => {
    expect(leadSenders(values)).toEqual(senders)
  })

  it('counts a lead at its address and at each sender, by pseudonym', () => {
    expect(leadLimitBuckets('192.0.2.1', ['email:a@b.dk', 'phone:20304050'], (s) => `#${s.length}`)).toEqual([
      { rule: 'address', id: '192.0.2.1' },
      { rule: 'sender', id: '#12' },
      { rule: 'sender', id: '#14' },
    ])
  })
})

describe('the limit over several counters', () => {
  const policy = { rules: { sender: { limit: 2, windowMs: 10 * minute }, address: { limit: 3, windowMs: 10 * minute } }, rememberKeysMs: 60 * minute }
  const a = (id: string) => ({ rule: 'address', id })
  const s = (id: string) => ({ rule: 'sender', id })

  /** Step → the time (minutes), the counters, the key → allowed, or the wait in minutes. Hand-written. */
  const steps: [number, { rule: string; id: string }[], string, true | number][] = [
    [0, [a('ip1'), s('mette')], 'k1', true],
    [1, [a('ip1'), s('mette')], 'k2', true],
    // Mette's third within ten minutes: room again when k1 leaves the window (minute 10).
    [2, [a('ip1'), s('mette')], 'k3', 8],
    // Refused, it counted nowhere: Jens at the same address still fits (address 3 of 3).
    [2, [a('ip1'), s('jens')], 'k4', true],
    // The address is full: the wait is the address's (k1 leaves at 10), Ole's own counter is empty.
    [3, [a('ip1'), s('ole')], 'k5', 7],
    // Both full, each until k1 leaves at minute 10.
    [4, [a('ip1'), s('mette')], 'k3', 6],
    // Both full, Jens's counter (k4 at 2, then room) is not: the wait is the address's.
    [4, [a('ip1'), s('jens')], 'k6', 6],
    // A key let in passes without counting, from any counter, until it is forgotten (60 minutes).
    [5, [a('ip9'), s('ole')], 'k1', true],
    // Minute 10: k1 has left the windows: Mette's k3 fits (address 2 + 1, Mette 1 + 1).
    [10, [a('ip1'), s('mette')], 'k3', true],
    [11, [a('ip1'), s('ole')], 'k5', true],
  ]

  it('lets in, refuses with the right wait, and never counts a refusal or a known key', () => {
    const limiter = createBucketLimiter(policy)
    for (const [at, buckets, key, expected] of steps) {
      const decision = limiter.check(buckets, key, at * minute)
      expect(decision.allowed ? true : decision.retryAfterMs / minute, `minute ${at}, ${key}`).toBe(expected)
    }
  })

  it('forgets a let-in key after rememberKeysMs, so it counts again as new', () => {
    const limiter = createBucketLimiter(policy)
    expect(limiter.check([s('mette')], 'k1', 0).allowed).toBe(true)
    expect(limiter.check([s('mette')], 'k2', 0).allowed).toBe(true)
    expect(limiter.check([s('mette')], 'k1', 5 * minute).allowed).toBe(true)
    expect(limiter.check([s('mette')], 'k3', 61 * minute).allowed).toBe(true)
    expect(limiter.check([s('mette')], 'k4', 61 * minute).allowed).toBe(true)
    expect(limiter.check([s('mette')], 'k1', 62 * minute)).toEqual({ allowed: false, retryAfterMs: 9 * minute })
  })

  it('refuses an unknown rule loudly', () => {
    expect(() => createBucketLimiter(policy).check([{ rule: 'nope', id: 'x' }], 'k1', 0)).toThrow('Unknown limit rule: nope')
  })
})
