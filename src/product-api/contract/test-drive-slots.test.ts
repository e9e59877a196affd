import { describe, expect, it } from 'vitest'
import { clockTimeSchema, testDriveSlots } from './test-drive-slots.ts'

const weekday = { open: true, opens: '09:00', closes: '17:30' }
const friday = { open: true, opens: '09:00', closes: '17:00' }
const saturday = { open: true, opens: '10:00', closes: '14:00' }
const closed = { open: false, opens: null, closes: null }

// Written out by hand from the showroom hours of the mock locations (mocks/product-api/data/locations.ts):
// every 30 minutes from opening, the last start an hour before closing.
const table: { name: string; day: typeof weekday | typeof closed; now?: number; slots: string[] }[] = [
  {
    name: 'Monday–Thursday 09.00–17.30',
    day: weekday,
    slots: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'],
  },
  {
    name: 'Friday 09.00–17.00',
    day: friday,
    slots: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'],
  },
  { name: 'Saturday 10.00–14.00', day: saturday, slots: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'] },
  { name: 'Sunday (closed)', day: closed, slots: [] },
  { name: 'today at 08.00, before opening', day: saturday, now: 8 * 60, slots: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'] },
  { name: 'today at 10.00: from 10.30', day: saturday, now: 10 * 60, slots: ['10:30', '11:00', '11:30', '12:00', '12:30', '13:00'] },
  { name: 'today at 10.10: from 11.00', day: saturday, now: 10 * 60 + 10, slots: ['11:00', '11:30', '12:00', '12:30', '13:00'] },
  { name: 'today at 12.30: only 13.00', day: saturday, now: 12 * 60 + 30, slots: ['13:00'] },
  { name: 'today at 12.31: none left', day: saturday, now: 12 * 60 + 31, slots: [] },
  { name: 'today at 23.59', day: weekday, now: 23 * 60 + 59, slots: [] },
]

describe('test-drive start times from opening hours', () => {
  for (const row of table) {
    it(row.name, () => {
      expect(testDriveSlots(row.day, row.now)).toEqual(row.slots)
    })
  }
  it('no hours, no times', () => {
    expect(testDriveSlots(undefined)).toEqual([])
  })
  it('a start time is HH:MM', () => {
    expect(clockTimeSchema.safeParse('09:30').success).toBe(true)
    expect(clockTimeSchema.safeParse('9:30').success).toBe(false)
    expect(clockTimeSchema.safeParse('morning').success).toBe(false)
    expect(clockTimeSchema.safeParse('24:00').success).toBe(false)
  })
})
