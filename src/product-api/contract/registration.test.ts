/**
 * Danish number plates (issue 35), against a hand-written table: the normal
 * series is two letters and five digits; a personal plate ("ønskeplade")
 * has 2-7 letters (Æ, Ø, Å too) and digits. Spaces, hyphens and lower case
 * are accepted as visitors type them.
 */
import { describe, expect, it } from 'vitest'
import { formatPlate, normalisePlate, plateKind } from './plates.ts'
import { registrationNumberSchema } from './registration.ts'

const valid: [typed: string, plate: string, kind: 'normal' | 'personal'][] = [
  ['ab 12 345', 'AB12345', 'normal'],
  ['AB12345', 'AB12345', 'normal'],
  [' Ab 1 2345 ', 'AB12345', 'normal'],
  ['ab-12-345', 'AB12345', 'normal'],
  ['xy\t98 765', 'XY98765', 'normal'],
  ['bilnord', 'BILNORD', 'personal'],
  ['min bil', 'MINBIL', 'personal'],
  ['æble 7', 'ÆBLE7', 'personal'],
  ['Ø1', 'Ø1', 'personal'],
  ['ab1234', 'AB1234', 'personal'],
  ['1a', '1A', 'personal'],
]

const invalid: string[] = [
  '',
  '   ',
  'A', // one character
  'AB123456', // eight characters
  'ABCDEFGH',
  '1234567', // no letter: a mileage or a number, not a plate
  '12 345',
  'AB#2345',
  'AB.12.345',
  'ÄB12345', // not a Danish letter
]

describe('normalisePlate', () => {
  it.each(valid)('"%s" → %s (%s)', (typed, plate, kind) => {
    expect(normalisePlate(typed)).toBe(plate)
    expect(plateKind(plate)).toBe(kind)
  })
  it.each(invalid)('"%s" is no Danish plate', (typed) => {
    expect(normalisePlate(typed)).toBeNull()
  })
})

describe('formatPlate', () => {
  it('prints the normal series as on the plate, a personal plate as it is', () => {
    expect(formatPlate('AB12345')).toBe('AB 12 345')
    expect(formatPlate('BILNORD')).toBe('BILNORD')
  })
})

describe('registrationNumberSchema', () => {
  it('normalises what it accepts', () => {
    expect(registrationNumberSchema.parse('ab 12 345')).toBe('AB12345')
  })
  it('refuses the rest with a Danish message', () => {
    const result = registrationNumberSchema.safeParse('A')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Nummerpladen skal have 2 bogstaver og 5 cifre (fx AB 12 345) eller være en personlig plade på 2-7 tegn.')
  })
})
