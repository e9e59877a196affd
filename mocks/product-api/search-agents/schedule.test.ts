import { describe, expect, it } from 'vitest'
import { addMonths, expiryOf, nextDigestAt } from './schedule.ts'

describe('digest times (07.00 Copenhagen time; weekly on Mondays)', () => {
  // Hand-checked against a calendar: 24 Nov 2026 is a Tuesday, 30 Nov a Monday; summer time ends 25 Oct 2026.
  const table: [string, 'daily' | 'weekly', string][] = [
    ['2026-11-24T10:00:00+01:00', 'daily', '2026-11-25T07:00:00+01:00'],
    ['2026-11-24T06:59:00+01:00', 'daily', '2026-11-24T07:00:00+01:00'],
    ['2026-11-24T07:00:00+01:00', 'daily', '2026-11-25T07:00:00+01:00'],
    ['2026-11-24T10:00:00+01:00', 'weekly', '2026-11-30T07:00:00+01:00'],
    ['2026-11-30T07:00:00+01:00', 'weekly', '2026-12-07T07:00:00+01:00'],
    ['2026-11-29T23:30:00+01:00', 'weekly', '2026-11-30T07:00:00+01:00'],
    ['2026-12-31T23:59:00+01:00', 'daily', '2027-01-01T07:00:00+01:00'],
    ['2026-10-24T10:00:00+02:00', 'daily', '2026-10-25T07:00:00+01:00'],
    ['2026-07-01T12:00:00+02:00', 'daily', '2026-07-02T07:00:00+02:00'],
  ]
  for (const [after, frequency, expected] of table) {
    it(`${frequency} after ${after} → ${expected}`, () => {
      expect(nextDigestAt(new Date(after), frequency).toISOString()).toBe(new Date(expected).toISOString())
    })
  }
})

describe('deletion: unconfirmed after 7 days, inactive after 12 months', () => {
  const created = '2026-11-24T09:00:00.000Z'
  const table: [string, { status: 'pending' | 'active'; createdAt: string; lastActivityAt: string }, string, ReturnType<typeof expiryOf>][] = [
    ['pending, 6 days 23 hours', { status: 'pending', createdAt: created, lastActivityAt: created }, '2026-12-01T08:00:00.000Z', null],
    ['pending, 7 days', { status: 'pending', createdAt: created, lastActivityAt: created }, '2026-12-01T09:00:00.000Z', 'unconfirmed'],
    ['active, 7 days', { status: 'active', createdAt: created, lastActivityAt: created }, '2026-12-01T09:00:00.000Z', null],
    ['active, a minute short of 12 months', { status: 'active', createdAt: created, lastActivityAt: created }, '2027-11-24T08:59:00.000Z', null],
    ['active, 12 months', { status: 'active', createdAt: created, lastActivityAt: created }, '2027-11-24T09:00:00.000Z', 'inactive'],
    [
      'active, made 2 years ago, a mail last month',
      { status: 'active', createdAt: '2024-11-24T09:00:00.000Z', lastActivityAt: '2026-10-24T09:00:00.000Z' },
      '2026-11-24T09:00:00.000Z',
      null,
    ],
  ]
  for (const [what, agent, at, expected] of table) {
    it(`${what} → ${expected ?? 'stays'}`, () => {
      expect(expiryOf(agent, new Date(at))).toBe(expected)
    })
  }

  it('a month later keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addMonths(new Date('2026-11-24T10:00:00Z'), 12).toISOString()).toBe('2027-11-24T10:00:00.000Z')
  })
})
