import { describe, expect, it } from 'vitest'
import type { DayHours } from '../product-api/contract/location.ts'
import { weekdays } from '../product-api/contract/vocabulary.ts'
import { copenhagenTime, openStatus } from './opening-hours.ts'
import { openStatusText } from './opening-hours-view.tsx'

const week = (spec: Partial<Record<(typeof weekdays)[number], [string, string]>>): DayHours[] =>
  weekdays.map((weekday) => {
    const hours = spec[weekday]
    return hours
      ? { weekday, open: true, opens: hours[0], closes: hours[1], comment: null }
      : { weekday, open: false, opens: null, closes: null, comment: null }
  })

const showroom = week({
  monday: ['09:00', '17:30'],
  tuesday: ['09:00', '17:30'],
  wednesday: ['09:00', '17:30'],
  thursday: ['09:00', '17:30'],
  friday: ['09:00', '17:00'],
  saturday: ['10:00', '14:00'],
})

describe('copenhagenTime', () => {
  it('uses Danish time, summer and winter', () => {
    // 2026-07-06 is a Monday; 07:30 UTC is 09:30 in summer (UTC+2).
    expect(copenhagenTime(new Date('2026-07-06T07:30:00Z'))).toEqual({ weekday: 'monday', minutes: 9 * 60 + 30 })
    // 2026-12-07 is a Monday; 07:30 UTC is 08:30 in winter (UTC+1).
    expect(copenhagenTime(new Date('2026-12-07T07:30:00Z'))).toEqual({ weekday: 'monday', minutes: 8 * 60 + 30 })
    // Sunday 23:30 UTC is already Monday in Copenhagen.
    expect(copenhagenTime(new Date('2026-12-06T23:30:00Z')).weekday).toBe('monday')
  })
})

describe('openStatus', () => {
  it('is open between opening and closing time', () => {
    expect(openStatus(showroom, { weekday: 'monday', minutes: 9 * 60 })).toEqual({ open: true, closes: '17:30' })
    expect(openStatus(showroom, { weekday: 'monday', minutes: 17 * 60 + 29 })).toEqual({ open: true, closes: '17:30' })
  })

  it('says when it opens next: later today, tomorrow, or after closed days', () => {
    expect(openStatus(showroom, { weekday: 'monday', minutes: 8 * 60 })).toEqual({
      open: false,
      opensNext: { weekday: 'monday', opens: '09:00', today: true },
    })
    expect(openStatus(showroom, { weekday: 'monday', minutes: 17 * 60 + 30 })).toEqual({
      open: false,
      opensNext: { weekday: 'tuesday', opens: '09:00', today: false },
    })
    expect(openStatus(showroom, { weekday: 'saturday', minutes: 15 * 60 })).toEqual({
      open: false,
      opensNext: { weekday: 'monday', opens: '09:00', today: false },
    })
    expect(openStatus(week({}), { weekday: 'monday', minutes: 600 })).toEqual({ open: false, opensNext: null })
  })

  it('reads "Åben nu" / "Lukket nu" in Danish', () => {
    expect(openStatusText(showroom, { weekday: 'friday', minutes: 16 * 60 })).toEqual({ open: true, text: 'Åben nu · lukker kl. 17.00' })
    expect(openStatusText(showroom, { weekday: 'sunday', minutes: 12 * 60 })).toEqual({
      open: false,
      text: 'Lukket nu · åbner mandag kl. 09.00',
    })
    expect(openStatusText(showroom, { weekday: 'saturday', minutes: 9 * 60 })).toEqual({
      open: false,
      text: 'Lukket nu · åbner i dag kl. 10.00',
    })
  })
})
