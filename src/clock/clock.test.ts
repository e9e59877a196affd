import { afterEach, describe, expect, it, vi } from 'vitest'
import { clockFor, fixedClock, inCopenhagen, resetSiteClock, setSiteClock, siteClock, systemClock, todayInCopenhagen } from './clock.ts'

// Expectations are read off a calendar and the Danish summer-time rules
// (CEST = UTC+2 from the last Sunday of March to the last Sunday of October,
// 01:00 UTC both times; CET = UTC+1 otherwise), not computed.

afterEach(() => {
  resetSiteClock()
  vi.useRealTimers()
})

describe('clocks', () => {
  it('a fixed clock always answers its instant', () => {
    const clock = fixedClock('2026-11-24T10:00:00+01:00')
    expect(clock.now().toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(clock.now().toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(
      fixedClock(Date.UTC(2026, 0, 1))
        .now()
        .toISOString(),
    ).toBe('2026-01-01T00:00:00.000Z')
    expect(() => fixedClock('i morgen')).toThrow(RangeError)
  })

  it('the site clock is the system clock (Date.now, so fake timers move it) until a test or FIXED_NOW fixes it', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T07:00:00Z'))
    expect(siteClock()).toBe(systemClock)
    expect(todayInCopenhagen()).toBe('2026-11-23')
    setSiteClock(fixedClock('2026-12-31T22:59:00Z'))
    expect(todayInCopenhagen()).toBe('2026-12-31')
    resetSiteClock()
    expect(siteClock().now().toISOString()).toBe('2026-11-23T07:00:00.000Z')
  })

  it('clockFor: FIXED_NOW when set, else the system clock', () => {
    expect(clockFor(null)).toBe(systemClock)
    expect(clockFor(new Date('2026-10-25T01:30:00Z')).now().toISOString()).toBe('2026-10-25T01:30:00.000Z')
  })
})

describe('inCopenhagen', () => {
  it('uses Danish time, summer and winter', () => {
    // 2026-07-06 is a Monday; 07:30 UTC is 09:30 in summer (UTC+2).
    expect(inCopenhagen(new Date('2026-07-06T07:30:00Z'))).toEqual({ date: '2026-07-06', year: 2026, weekday: 'monday', minutes: 9 * 60 + 30 })
    // 2026-12-07 is a Monday; 07:30 UTC is 08:30 in winter (UTC+1).
    expect(inCopenhagen(new Date('2026-12-07T07:30:00Z'))).toEqual({ date: '2026-12-07', year: 2026, weekday: 'monday', minutes: 8 * 60 + 30 })
    // Sunday 23:30 UTC is already Monday in Copenhagen.
    expect(inCopenhagen(new Date('2026-12-06T23:30:00Z'))).toEqual({ date: '2026-12-07', year: 2026, weekday: 'monday', minutes: 30 })
    // Midnight reads 00.00, not 24.00.
    expect(inCopenhagen(new Date('2026-11-23T23:00:00Z'))).toEqual({ date: '2026-11-24', year: 2026, weekday: 'tuesday', minutes: 0 })
  })

  it('23:59 on 31 December: UTC and Copenhagen are in different years', () => {
    // 23:59 in Copenhagen (22:59 UTC): still 2026, Thursday, the last minute of the day.
    expect(inCopenhagen(new Date('2026-12-31T23:59:00+01:00'))).toEqual({ date: '2026-12-31', year: 2026, weekday: 'thursday', minutes: 23 * 60 + 59 })
    // 23:59 UTC is 00:59 on Friday 1 January 2027 in Copenhagen.
    expect(inCopenhagen(new Date('2026-12-31T23:59:00Z'))).toEqual({ date: '2027-01-01', year: 2027, weekday: 'friday', minutes: 59 })
  })

  it('the autumn night summer time ends (Sunday 25 October 2026): 02:00–03:00 comes twice', () => {
    // 22:30 UTC on Saturday the 24th is 00:30 CEST on Sunday the 25th.
    expect(inCopenhagen(new Date('2026-10-24T22:30:00Z'))).toEqual({ date: '2026-10-25', year: 2026, weekday: 'sunday', minutes: 30 })
    // 00:30 UTC is 02:30 CEST; 01:30 UTC is 02:30 again, now CET.
    expect(inCopenhagen(new Date('2026-10-25T00:30:00Z')).minutes).toBe(2 * 60 + 30)
    expect(inCopenhagen(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', year: 2026, weekday: 'sunday', minutes: 2 * 60 + 30 })
    // 00:59 UTC is 02:59 CEST; a minute later the clocks go back to 02:00 CET.
    expect(inCopenhagen(new Date('2026-10-25T00:59:00Z')).minutes).toBe(2 * 60 + 59)
    expect(inCopenhagen(new Date('2026-10-25T01:00:00Z')).minutes).toBe(2 * 60)
    // 23:30 UTC that evening is 00:30 CET on Monday the 26th.
    expect(inCopenhagen(new Date('2026-10-25T23:30:00Z'))).toEqual({ date: '2026-10-26', year: 2026, weekday: 'monday', minutes: 30 })
  })

  it('reads each instant of a minute alike and the next minute anew, however often it is asked', () => {
    // 2026-10-25 00:59:59.999Z is 02:59 CEST; one millisecond later the clocks have gone back to 02:00 CET.
    expect(inCopenhagen(new Date('2026-10-25T00:59:00.000Z')).minutes).toBe(2 * 60 + 59)
    expect(inCopenhagen(new Date('2026-10-25T00:59:59.999Z')).minutes).toBe(2 * 60 + 59)
    expect(inCopenhagen(new Date('2026-10-25T01:00:00.000Z')).minutes).toBe(2 * 60)
    // New Year's Eve: the last second of 2026 and the first millisecond of 2027 in Copenhagen.
    expect(inCopenhagen(new Date('2026-12-31T22:59:59.999Z'))).toEqual({ date: '2026-12-31', year: 2026, weekday: 'thursday', minutes: 23 * 60 + 59 })
    expect(inCopenhagen(new Date('2026-12-31T23:00:00.000Z'))).toEqual({ date: '2027-01-01', year: 2027, weekday: 'friday', minutes: 0 })
    // The next minute of the same hour is read anew.
    expect(inCopenhagen(new Date('2026-07-06T07:30:10Z')).minutes).toBe(9 * 60 + 30)
    expect(inCopenhagen(new Date('2026-07-06T07:31:00Z')).minutes).toBe(9 * 60 + 31)
    // A caller that changes its copy does not change the next caller's.
    inCopenhagen(new Date('2026-07-06T07:32:00Z')).minutes = -1
    inCopenhagen(new Date('2026-07-06T07:32:10Z')).minutes = -1
    expect(inCopenhagen(new Date('2026-07-06T07:32:50Z')).minutes).toBe(9 * 60 + 32)
  })

  it('the spring night summer time starts (Sunday 29 March 2026): 02:00–03:00 never comes', () => {
    expect(inCopenhagen(new Date('2026-03-29T00:59:00Z')).minutes).toBe(60 + 59)
    expect(inCopenhagen(new Date('2026-03-29T01:00:00Z')).minutes).toBe(3 * 60)
  })
})

describe('independent of the process time zone', () => {
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })

  // Node applies a changed TZ at once; each zone's offset on 1 January proves it took effect.
  const zones = [
    { tz: 'UTC', januaryOffset: 0 },
    { tz: 'America/Los_Angeles', januaryOffset: 480 },
    { tz: 'Pacific/Kiritimati', januaryOffset: -840 },
    { tz: 'Asia/Tokyo', januaryOffset: -540 },
  ]
  for (const { tz, januaryOffset } of zones) {
    it(`gives Copenhagen's date with TZ=${tz}`, () => {
      process.env.TZ = tz
      expect(new Date(Date.UTC(2026, 0, 1, 12)).getTimezoneOffset()).toBe(januaryOffset)
      // Monday 08:00 in Copenhagen is still Sunday in Los Angeles and already evening in Kiritimati.
      expect(inCopenhagen(new Date('2026-11-23T07:00:00Z'))).toEqual({ date: '2026-11-23', year: 2026, weekday: 'monday', minutes: 8 * 60 })
      expect(todayInCopenhagen(fixedClock('2026-12-31T23:59:00Z'))).toBe('2027-01-01')
      expect(todayInCopenhagen(fixedClock('2026-10-25T01:30:00Z'))).toBe('2026-10-25')
    })
  }
})
