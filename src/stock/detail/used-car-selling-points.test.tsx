/**
 * Spec 9's used-car selling points on a used car's page (issue 30): "Gratis
 * familiepas" is explained where it is promised, not only on the content page.
 */
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { UsedCarSellingPoints } from './vehicle-facts.tsx'

describe('UsedCarSellingPoints', () => {
  it('lists spec 9’s three points and says what the family pass is', () => {
    const html = renderToString(<UsedCarSellingPoints />).replace(/<!-- -->/g, '')
    for (const point of ['Gyldigt syn og 12 måneders garanti', '14 dages byttegaranti', 'Gratis familiepas']) expect(html).toContain(`<li>${point}</li>`)
    // Hand-written: what a shopper must be told about the pass (what, for whom, how long).
    expect(html).toMatch(/familiepas med: et gavekort til en dagsudflugt for to voksne og op til tre børn/)
    expect(html).toContain('gælder i 12 måneder')
  })
})
