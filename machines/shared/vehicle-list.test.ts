import { describe, expect, it } from 'vitest'
import { vehicleIdSchema, vehicleRefSchema } from './vehicle-list.ts'
import { countPresent, includesVehicle, previewList, withVehicle, withoutVehicles } from './vehicle-list-operations.ts'

const a = { id: '104233-1-mercedes-benz-glc', label: 'Mercedes-Benz GLC' }
const b = { id: '110809-1-toyota-yaris', label: 'Toyota Yaris' }

describe('vehicle lists shared by the compare and favourites machines', () => {
  it('adds a vehicle once, keeping the order of adding', () => {
    expect(withVehicle([a], b)).toEqual([a, b])
    expect(withVehicle([a, b], { ...a, label: 'andet navn' })).toEqual([a, b])
    expect(includesVehicle([a], b.id)).toBe(false)
  })
  it('removes the given ids and counts how many were there', () => {
    expect(withoutVehicles([a, b], [a.id, 'findes-ikke'])).toEqual([b])
    expect(countPresent([a, b], [a.id, 'findes-ikke'])).toBe(1)
  })
  it('accepts slugs and stock numbers as ids, and nothing else', () => {
    expect(vehicleIdSchema.safeParse('104233').success).toBe(true)
    expect(vehicleIdSchema.safeParse('../etc/passwd').success).toBe(false)
    expect(vehicleRefSchema.safeParse({ id: a.id, label: '  ' }).success).toBe(false)
  })

  it('previews what queued changes make of an empty list, within the maximum', () => {
    expect(previewList([{ add: a }, { add: b }, { remove: a.id }], 6)).toEqual([b])
    expect(previewList([{ add: a }, null, 'clear', { add: b }], 6)).toEqual([b])
    expect(previewList([{ add: a }, { add: b }], 1)).toEqual([a])
    expect(previewList([], 6)).toEqual([])
  })
})
