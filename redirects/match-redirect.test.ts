import { describe, expect, it } from 'vitest'
import { brands } from '#app.config'
import { normaliseLegacyPath, splitTarget } from './legacy-path.ts'
import { type LegacyRedirect, createLegacyRedirectMatcher, legacyRedirectTable, matchLegacyRedirect } from './match-redirect.ts'
import { parseOldUsedCarSlug, patternRules } from './pattern-rules.ts'

const origin = 'https://www.bilhuset-nord.dk'

function redirect(pathAndQuery: string): LegacyRedirect | null {
  return matchLegacyRedirect(new URL(`${origin}${pathAndQuery}`))
}

function location(pathAndQuery: string): string | null {
  return redirect(pathAndQuery)?.location ?? null
}

// ---------------------------------------------------------------------------
// The exact redirects spec 2.3 names, written out here so that removing or
// changing a row in the CSV by mistake fails a test.
// ---------------------------------------------------------------------------

const specExact: [from: string, to: string][] = [
  ['/brugte-biler/', '/lager?type=used'],
  ['/varevogne/mercedes-benz/', '/varevogne/nye-varevogne-paa-lager'],
  ['/nye-biler/mercedes-benz/', '/mercedes-benz/modeller'],
  ['/vaerksted/bilpleje/', '/lokationer'],
  ['/vaerksted/services/', '/service/serviceaftaler/serviceaftaler-personbiler'],
  ['/vaerksted/services/lejebiler/', '/service/lejebiler'],
  ['/nye-biler/byttebil/', '/nye-biler/leasing-og-finansiering'],
  ['/nye-biler/ladeloesninger/', '/nye-biler/ladelosninger'],
  ['/butik/', '/tilbehor'],
  ['/om-os/', '/om-os/om-bilhuset-nord'],
  ['/services/', '/'],
  ['/book-tid/', '/'],
  ['/kampagne/', '/udforsk'],
  ['/kampagne/minilease/', '/minilease/minilease-konceptet'],
  ['/events/adventskalender/', '/events'],
  ['/events/adventskalender/biler/', '/events'],
  ['/events/velkommen-til-bilhuset-nord/', '/lokationer/bilhuset-nord-greve'],
  ['/mercedes-benz/modeller/cla-coupe', '/mercedes-benz/modeller/cla-eq'],
  ['/mercedes-benz/modeller/cla-shooting-brake', '/mercedes-benz/modeller/cla-shooting-brake-eq'],
]

describe('redirects named in spec 2.3', () => {
  it.each(specExact)('%s → %s (301)', (from, to) => {
    expect(redirect(from)).toMatchObject({ location: to, status: 301 })
  })
})

describe('legacy-redirects.csv', () => {
  it.each(legacyRedirectTable.map((r) => [r.line, r.from, r.to] as const))('line %i: %s → %s (301)', (_line, from, to) => {
    expect(redirect(from)).toEqual({ location: to, status: 301, ruleId: `table:${normaliseLegacyPath(from)}` })
  })
})

// ---------------------------------------------------------------------------
// Pattern rules: one block of cases per rule. Each case: from → location.
// ---------------------------------------------------------------------------

const patternCases: Record<string, [from: string, to: string][]> = {
  'used-car-detail': [
    ['/brugte-biler/soeg-brugte-biler/mercedes-benz-c-200-avantgarde-123456/', '/lager/123456-1-mercedes-benz-c-200-avantgarde'],
    ['/brugte-biler/soeg-brugte-biler/123456-mercedes-benz-c-klasse-c-200/', '/lager/123456-1-mercedes-benz-c-klasse-c-200'],
    ['/brugte-biler/soeg-brugte-biler/land-rover-range-rover-evoque-2-0-d-9876543/', '/lager/9876543-1-land-rover-range-rover-evoque-2-0-d'],
    ['/brugte-biler/soeg-brugte-biler/VW-Golf-12345/', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/volkswagen-golf-12345', '/lager/12345-1-volkswagen-golf'],
    ['/brugte-biler/soeg-brugte-biler/renault-clio-1234/', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/dacia-123456/', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/renault-clio-123456/billeder/', '/lager?type=used'],
  ],
  'used-car-search-list': [
    ['/brugte-biler/soeg-brugte-biler/?page=1&acquisitiontype=&type=personbiler&iscertified=False', '/brugte-biler/certified-pre-owned-konceptet'],
    [
      '/brugte-biler/soeg-brugte-biler/?iscertified=false&type=Personbiler&acquisitiontype=leasing&page=3&utm_source=fb',
      '/brugte-biler/certified-pre-owned-konceptet?utm_source=fb',
    ],
    ['/brugte-biler/soeg-brugte-biler/?page=1&acquisitiontype=&type=personbiler&iscertified=True', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/?page=1&type=personbiler&iscertified=False', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/?page=1&acquisitiontype=&type=varevogne&iscertified=False', '/lager?type=used'],
    ['/brugte-biler/soeg-brugte-biler/', '/lager?type=used'],
  ],
  'explore-archive': [
    ['/om-os/udforsk/2023/', '/udforsk'],
    ['/om-os/udforsk/2024/05/', '/udforsk'],
    ['/om-os/udforsk/2024/11/', '/udforsk/vi-skifter-navn-til-bilhuset-nord'],
    ['/om-os/udforsk/2024/12/', '/udforsk/vi-skifter-navn-til-bilhuset-nord'],
    ['/om-os/udforsk/2025/1/', '/udforsk/vi-skifter-navn-til-bilhuset-nord'],
    ['/om-os/udforsk/2025/02/', '/udforsk'],
  ],
  'mercedes-van-model': [
    ['/varevogne/mercedes-benz/sprinter/', '/mercedes-benz/modeller/sprinter'],
    ['/varevogne/mercedes-benz/e-vito/', '/mercedes-benz/modeller/evito'],
    ['/varevogne/mercedes-benz/ecitan/', '/mercedes-benz/modeller/ecitan'],
    ['/varevogne/mercedes-benz/t-klasse/', '/mercedes-benz/modeller/t-klasse'],
    ['/varevogne/mercedes-benz/sprinter-316-cdi-123456/', '/mercedes-benz/modeller/sprinter'],
    ['/varevogne/mercedes-benz/esprinter/udstyr/', '/mercedes-benz/modeller/esprinter'],
    ['/varevogne/mercedes-benz/unimog/', '/varevogne/nye-varevogne-paa-lager'],
  ],
  maybach: [
    ['/nye-biler/mercedes-benz/maybach/', '/mercedes-benz/modeller?group=maybach'],
    ['/nye-biler/mercedes-benz/maybach-s-klasse/', '/mercedes-benz/modeller?group=maybach'],
    ['/nye-biler/mercedes-maybach/', '/mercedes-benz/modeller?group=maybach'],
    ['/nye-biler/mercedes-maybach/eqs-suv/', '/mercedes-benz/modeller?group=maybach'],
  ],
  'new-car-model': [
    ['/nye-biler/mercedes-benz/amg/', '/mercedes-benz/modeller/amg'],
    ['/nye-biler/mercedes-benz/cle/', '/mercedes-benz/modeller/cle'],
    ['/nye-biler/mercedes-benz/cla-coupe/', '/mercedes-benz/modeller/cla-eq'],
    ['/nye-biler/mercedes-benz/cla-shooting-brake/', '/mercedes-benz/modeller/cla-shooting-brake-eq'],
    ['/nye-biler/mercedes-benz/eqs-suv/udstyr/', '/mercedes-benz/modeller/eqs-suv'],
    ['/nye-biler/renault/', '/renault/modeller'],
    ['/nye-biler/dacia/duster/', '/dacia/modeller/duster'],
  ],
  'renamed-model-page': [
    ['/mercedes-benz/modeller/cla-coupe/kontakt', '/mercedes-benz/modeller/cla-eq/kontakt'],
    ['/mercedes-benz/modeller/cla-shooting-brake/provekorsel', '/mercedes-benz/modeller/cla-shooting-brake-eq/provekorsel'],
    ['/Mercedes-Benz/Modeller/CLA-Coupe', '/mercedes-benz/modeller/cla-eq'],
  ],
  workshop: [
    ['/vaerksted/', '/lokationer'],
    ['/vaerksted/daekskifte/', '/lokationer'],
    ['/vaerksted/services/andet/', '/lokationer'],
  ],
}

describe('pattern rules', () => {
  it('every rule has cases here, in the order of patternRules', () => {
    expect(Object.keys(patternCases)).toEqual(patternRules.map((r) => r.id))
  })

  for (const rule of patternRules) {
    it(`${rule.id}: ${rule.description.slice(0, 60)}…`, () => {
      const cases = patternCases[rule.id] ?? []
      expect(cases.length).toBeGreaterThan(0)
      for (const [from, to] of cases) {
        expect({ from, hit: redirect(from) }).toEqual({ from, hit: { location: to, status: 301, ruleId: rule.id } })
      }
    })
  }

  it('parseOldUsedCarSlug splits make, model and id', () => {
    expect(parseOldUsedCarSlug('mercedes-benz-glc-300-e-4matic-7654321')).toEqual({
      id: '7654321',
      make: 'mercedes-benz',
      modelAndVariant: 'glc-300-e-4matic',
    })
    expect(parseOldUsedCarSlug('tesla-model-3-long-range-55555')).toEqual({
      id: '55555',
      make: 'tesla',
      modelAndVariant: 'model-3-long-range',
    })
    expect(parseOldUsedCarSlug('mercedes-benz-c-200')).toBeNull()
    expect(parseOldUsedCarSlug('unknownmake-x-123456')).toBeNull()
    expect(parseOldUsedCarSlug('renault_clio_123456')).toBeNull()
  })
})

// ---------------------------------------------------------------------------
// Matching details
// ---------------------------------------------------------------------------

describe('address variants', () => {
  it.each(['/om-os/', '/om-os', '/OM-OS/', '/Om-Os', '//om-os//', '/%6Fm-os/'])('%s → /om-os/om-bilhuset-nord', (from) => {
    expect(location(from)).toBe('/om-os/om-bilhuset-nord')
  })

  it('matches Danish letters written directly or percent-encoded, in any case', () => {
    expect(location('/tilbehør/')).toBe('/tilbehor')
    expect(location('/Tilbeh%C3%B8r')).toBe('/tilbehor')
    expect(location('/TILBEHØR/')).toBe('/tilbehor')
  })

  it('does not match a longer or shorter path', () => {
    expect(redirect('/om-os/om-os/')).toBeNull()
    expect(redirect('/butik/ukendt/')).toBeNull()
    expect(redirect('/events/')).toBeNull()
  })
})

describe('query handling', () => {
  it('a table row passes tracking and other parameters on', () => {
    expect(location('/om-os/?utm_source=newsletter&utm_campaign=nyt%20navn&ref=x')).toBe(
      '/om-os/om-bilhuset-nord?utm_source=newsletter&utm_campaign=nyt+navn&ref=x',
    )
  })

  it("the target's own parameter wins over an incoming one of the same name", () => {
    expect(location('/brugte-biler/?type=personbiler&gclid=abc')).toBe('/lager?type=used&gclid=abc')
    expect(location('/nye-biler/mercedes-maybach/?group=amg&utm_medium=cpc')).toBe('/mercedes-benz/modeller?group=maybach&utm_medium=cpc')
  })

  it('the used-car rules keep only tracking parameters', () => {
    expect(location('/brugte-biler/soeg-brugte-biler/?page=2&fuel=diesel&utm_source=google&fbclid=f')).toBe('/lager?type=used&utm_source=google&fbclid=f')
    expect(location('/brugte-biler/soeg-brugte-biler/kia-niro-ev-123456/?sort=price&utm_term=niro')).toBe('/lager/123456-1-kia-niro-ev?utm_term=niro')
  })

  it('the hash never reaches the location (the browser keeps it)', () => {
    expect(location('/om-os/#historie')).toBe('/om-os/om-bilhuset-nord')
  })
})

describe('no loops and no chains', () => {
  const targets = [...legacyRedirectTable.map((r) => r.to), ...Object.values(patternCases).flatMap((cases) => cases.map(([, to]) => to))]

  it.each([...new Set(targets)])('target %s is not itself redirected', (target) => {
    expect(redirect(target)).toBeNull()
  })

  it('no table row or pattern case sends an address to itself', () => {
    const pairs = [...legacyRedirectTable.map((r) => [r.from, r.to] as const), ...Object.values(patternCases).flat()]
    for (const [from, to] of pairs) {
      expect(normaliseLegacyPath(splitTarget(to).path)).not.toBe(normaliseLegacyPath(new URL(`${origin}${from}`).pathname))
    }
  })

  it('the matcher refuses a rule that points back at the incoming address', () => {
    const match = createLegacyRedirectMatcher([], [{ id: 'echo', description: 'points at itself', query: 'all', match: ({ path }) => path }])
    expect(match(new URL(`${origin}/Om-Os/`))).toBeNull()
  })
})

describe('addresses that are not legacy addresses', () => {
  it.each([
    '/',
    '/lager',
    '/lager/123456-1-mercedes-benz-c-200',
    '/nye-biler',
    '/nye-biler/ladelosninger',
    '/nye-biler/bmw/x5/',
    '/brugte-biler/leasing-og-finansiering',
    '/brugte-biler/soeg',
    '/varevogne/',
    '/om-os/om-bilhuset-nord',
    '/om-os/udforsk/nyhed-om-noget/',
    '/om-os/udforsk/1999/',
    '/om-os/udforsk/2024/13/',
    '/om-os/udforsk/2024/11/artikel/',
    '/mercedes-benz/modeller/amg',
    '/mercedes-benz/modeller/cla-coupe/ukendt',
    '/udforsk',
    '/minilease',
    '/sitemap.xml',
  ])('%s → null', (path) => {
    expect(redirect(path)).toBeNull()
  })
})

// ---------------------------------------------------------------------------
// Every target is one of the site's route shapes (spec 2.1) or a content page
// in one of the sections the spec names as redirect targets.
// ---------------------------------------------------------------------------

const seg = '[a-z0-9]+(?:-[a-z0-9]+)*'
const brandSlugs = brands.map((b) => b.slug).join('|')
const knownRouteShapes: RegExp[] = [
  /^\/$/,
  /^\/lager$/,
  new RegExp(`^/lager/\\d+-1-${seg}$`),
  new RegExp(`^/(?:${brandSlugs})/modeller$`),
  new RegExp(`^/(?:${brandSlugs})/modeller/${seg}(?:/kontakt|/provekorsel)?$`),
  new RegExp(`^/lokationer(?:/${seg})?$`),
  new RegExp(`^/(?:udforsk|events|minilease)(?:/${seg})?$`),
  /^\/tilbehor$/,
  new RegExp(`^/(?:om-os|service|tilbehor|nye-biler|brugte-biler|varevogne)(?:/${seg})+$`),
]
const knownTargetQueries = new Set(['', 'type=used', 'group=maybach'])

describe('targets', () => {
  const targets = [...legacyRedirectTable.map((r) => r.to), ...Object.values(patternCases).flatMap((cases) => cases.map(([, to]) => to))]

  it.each([...new Set(targets)])('%s is a known route shape', (target) => {
    const { path, query } = splitTarget(target)
    expect(knownRouteShapes.some((shape) => shape.test(path))).toBe(true)
    const ownQuery = new URLSearchParams(query)
    for (const name of [...ownQuery.keys()]) if (name.startsWith('utm_') || name.endsWith('clid')) ownQuery.delete(name)
    expect(knownTargetQueries.has(ownQuery.toString())).toBe(true)
  })

  it('the route-shape check can fail', () => {
    expect(knownRouteShapes.some((shape) => shape.test('/bmw/modeller'))).toBe(false)
    expect(knownRouteShapes.some((shape) => shape.test('/om-os/'))).toBe(false)
    expect(knownRouteShapes.some((shape) => shape.test('/Lager'))).toBe(false)
  })
})
