/**
 * One source of people (issue 30): every person the content space names (contact persons in
 * employee blocks, article authors with their title) is an employee of the product API's data
 * set, with the same title, department, location, phone and e-mail. Before, the overview named
 * a CEO the Greve location page did not know, and listed no used-car seller in Greve.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createDataSet } from './data-set.ts'

const data = createDataSet({ vehicleCount: 1, mediaOrigin: 'http://127.0.0.1:4010' })
const storiesDir = fileURLToPath(new URL('../../../content-space/stories', import.meta.url))

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storyFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
}

type Node = Record<string, unknown>
function bloks(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const item of node) bloks(item, out)
  else if (typeof node === 'object' && node !== null) {
    const record = node as Node
    if (typeof record.component === 'string') out.push(record)
    for (const value of Object.values(record)) bloks(value, out)
  }
  return out
}

const stories = storyFiles(storiesDir).map((file) => ({ file: file.slice(storiesDir.length + 1), story: JSON.parse(readFileSync(file, 'utf8')) as Node }))
const town = (slug: string) => data.locations.find((l) => l.slug === slug)?.town

describe('people on every page agree with the product API', () => {
  it('every contact person a story names is that employee, with the same title, department, location, phone and e-mail', () => {
    const named = stories.flatMap(({ file, story }) => bloks(story.content).filter((b) => b.component === 'employee').map((b) => ({ file, b })))
    expect(named.length).toBeGreaterThan(0)
    const wrong: string[] = []
    for (const { file, b } of named) {
      const e = data.employees.find((x) => x.name === b.name)
      if (!e) {
        wrong.push(`${file}: ${String(b.name)} is no employee`)
        continue
      }
      const phone = `+45${String(b.phone).replace(/\s/g, '')}`
      const said = [b.job_title, b.department, b.location, phone, b.email].join(' | ')
      const api = [e.jobTitle, e.department, town(e.location.slug), e.phone, e.email].join(' | ')
      if (said !== api) wrong.push(`${file}: ${String(b.name)}: ${said} ≠ ${api}`)
    }
    expect(wrong).toEqual([])
  })

  it('every article author with a title ("Henrik Lauridsen, administrerende direktør") is that employee', () => {
    const authors = stories.map(({ file, story }) => ({ file, author: (story.content as Node | undefined)?.author })).filter((a) => typeof a.author === 'string' && a.author.includes(','))
    expect(authors.length).toBeGreaterThan(3)
    const wrong = authors.filter(({ author }) => {
      const [name = '', title = ''] = String(author).split(', ')
      const e = data.employees.find((x) => x.name === name)
      // The title may be shortened ("erhvervskonsulent" for "Erhvervskonsulent, varevogne").
      return !e || !e.jobTitle.toLocaleLowerCase('da').startsWith(title.toLocaleLowerCase('da'))
    })
    expect(wrong).toEqual([])
  })

  it('the group has one administrerende direktør, and the staff overview lists the product API\'s people', () => {
    expect(data.employees.filter((e) => /administrerende direktør/i.test(e.jobTitle)).map((e) => e.name)).toEqual(['Henrik Lauridsen'])
    const grids = stories.flatMap(({ file, story }) => bloks(story.content).filter((b) => b.component === 'employee_grid').map((b) => ({ file, b })))
    const overview = grids.find((g) => g.file === 'om-os/vores-medarbejdere.json')
    expect(overview?.b.from_product_api).toBe(true)
    // So the overview finds the used-car seller the Greve page lists.
    expect(data.employees.some((e) => e.location.slug === 'bilhuset-nord-greve' && e.department === 'used_cars')).toBe(true)
  })
})
