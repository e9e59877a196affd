import { describe, expect, it } from 'vitest'
import type { DayHours } from '../product-api/contract/location.ts'
import { weekdays } from '../product-api/contract/vocabulary.ts'
import { openStatus } from './opening-hours.ts'
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
