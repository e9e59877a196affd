/**
 * One set of company details per legal entity (issue 17): every CVR number
 * the site shows (footer, location pages, content pages) belongs to an entity
 * of site-identity.ts, under that entity's name, and the privacy policy names
 * the data controller with the same details as the footer.
 */
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createDataSet } from '#mocks/product-api/data/data-set.ts'
import { isValidCvr } from '#mocks/product-api/data/locations.ts'
import { loadSpace } from '#mocks/content-space/space.ts'
import { formatCvr, formatPhone } from '../format/phone.ts'
import { groupCompany, legalEntities, legalPages } from './site-identity.ts'

const space = loadSpace(fileURLToPath(new URL('../../content-space/', import.meta.url)))
const published = space.stories.published

/** The visible text of a story (every text node, in order). */
function storyText(node: unknown): string {
  if (Array.isArray(node)) return node.map(storyText).join(' ')
  if (typeof node !== 'object' || node === null) return ''
  const obj = node as Record<string, unknown>
  const own = obj.type === 'text' && typeof obj.text === 'string' ? obj.text : ''
  return [own, ...Object.entries(obj).map(([key, value]) => (key === 'text' && typeof value === 'string' ? value : storyText(value)))].join(' ')
}

describe('legal entities', () => {
  it('each has a valid CVR number, its own name and complete contact details', () => {
    expect(legalEntities).toContain(groupCompany)
    for (const entity of legalEntities) {
      expect(isValidCvr(entity.cvr), entity.legalName).toBe(true)
      expect(entity.legalName).toMatch(/ (A\/S|ApS)$/)
      expect(entity.postcode).toMatch(/^\d{4}$/)
      expect(entity.email).toMatch(/^[^@\s]+@[^@\s]+\.dk$/)
      expect(entity.phone).toMatch(/^\+45\d{8}$/)
    }
    expect(new Set(legalEntities.map((e) => e.cvr)).size).toBe(legalEntities.length)
    expect(new Set(legalEntities.map((e) => e.legalName)).size).toBe(legalEntities.length)
  })

  it.each([400, 10_000])(
    'every location of the %i-vehicle data set shows the CVR number of the entity it names',
    (vehicleCount) => {
      const { locations } = createDataSet({ vehicleCount, mediaOrigin: 'http://127.0.0.1:4010' })
      expect(locations.length).toBeGreaterThanOrEqual(8)
      for (const location of locations) {
        const entity = legalEntities.find((e) => e.cvr === location.vatNumber)
        expect(entity, `${location.slug}: CVR ${location.vatNumber}`).toBeDefined()
        expect(location.legalName, location.slug).toBe(entity?.legalName)
      }
      // Greve is the head office: the footer's company and the Greve page agree.
      const greve = locations.find((l) => l.slug === 'bilhuset-nord-greve')
      expect(greve?.vatNumber).toBe(groupCompany.cvr)
      expect(greve?.address).toMatchObject({ street: groupCompany.street, postcode: groupCompany.postcode, town: groupCompany.town })
      // Generating 10,000 vehicles takes seconds on a busy machine: past vitest's default 5 s (timed out 2026-11-27, load 12).
    },
    60_000,
  )

  it('every CVR number in the content space belongs to a legal entity', () => {
    const known = new Set(legalEntities.map((e) => e.cvr))
    let seen = 0
    for (const story of published) {
      for (const match of storyText(story.content).matchAll(/CVR(?:-nr\.)?:?\s*((?:\d\s?){8})/g)) {
        seen++
        expect(known.has((match[1] ?? '').replace(/\s/g, '')), `${story.full_slug}: ${match[0]}`).toBe(true)
      }
    }
    expect(seen).toBeGreaterThan(0)
  })

  it('the privacy policy names the data controller with the footer’s details', () => {
    const privacy = published.find((s) => `/${s.full_slug}` === legalPages.privacy)
    expect(privacy).toBeDefined()
    const text = storyText(privacy?.content)
    expect(text).toContain(groupCompany.legalName)
    expect(text).toContain(`CVR-nr. ${formatCvr(groupCompany.cvr)}`)
    expect(text).toContain(`${groupCompany.street}, ${groupCompany.postcode} ${groupCompany.town}`)
    expect(text).toContain(groupCompany.email)
    expect(text).toContain(formatPhone(groupCompany.phone))
    expect(text).toContain('Datatilsynet')
    expect(published.some((s) => `/${s.full_slug}` === legalPages.cookies)).toBe(true)
  })
})
