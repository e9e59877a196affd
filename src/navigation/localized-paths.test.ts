import { describe, expect, it } from 'vitest'
import { routeSegmentsFor } from '#app.config'
import { toInternalPath, toPublicPath, unknownBrandOfModelPath } from './localized-paths.ts'

const pairs: [publicPath: string, internalPath: string][] = [
  ['/lager', '/stock'],
  ['/lager/sammenligne', '/stock/compare'],
  ['/lager/favoritter', '/stock/favorite'],
  ['/lager/104233-1-mercedes-benz-glc-300e', '/stock/104233-1-mercedes-benz-glc-300e'],
  ['/lager/104233-1-mercedes-benz-glc-300e/kontakt-mig', '/stock/104233-1-mercedes-benz-glc-300e/interest'],
  ['/lager/104233-1-mercedes-benz-glc-300e/book-proventur', '/stock/104233-1-mercedes-benz-glc-300e/test-drive'],
  ['/lager/104233-1-mercedes-benz-glc-300e/leaseberegner', '/stock/104233-1-mercedes-benz-glc-300e/lease-calculator'],
  ['/lokationer', '/locations'],
  ['/lokationer/bilhuset-nord-greve', '/locations/bilhuset-nord-greve'],
  ['/mercedes-benz/modeller', '/mercedes-benz/models'],
  ['/mercedes-benz/modeller/cla-eq', '/mercedes-benz/models/cla-eq'],
  ['/mercedes-benz/modeller/cla-eq/provekorsel', '/mercedes-benz/models/cla-eq/provekorsel'],
  ['/renault/lager/55-1-renault-clio-evolution/kontakt-mig', '/renault/stock/55-1-renault-clio-evolution/interest'],
  ['/dacia/lokationer/bilhuset-nord-greve', '/dacia/locations/bilhuset-nord-greve'],
]

describe('localised route segments (da-DK)', () => {
  it.each(pairs)('%s ⇄ %s', (publicPath, internalPath) => {
    expect(toInternalPath(publicPath)).toBe(internalPath)
    expect(toPublicPath(internalPath)).toBe(publicPath)
  })

  it('leaves content pages alone, even when a segment is a localised word', () => {
    for (const path of ['/', '/om-os/lager', '/nye-biler/modeller', '/udforsk/sammenligne', '/service/lejebiler']) {
      expect(toInternalPath(path)).toBe(path)
      expect(toPublicPath(path)).toBe(path)
    }
  })

  it('keeps default-segment URLs working as they are (spec lists /stock/… and /{brand}/stock/…)', () => {
    expect(toInternalPath('/stock/9-1-dacia-spring/lease-calculator')).toBe('/stock/9-1-dacia-spring/lease-calculator')
    expect(toInternalPath('/renault/stock/9-1-renault-clio')).toBe('/renault/stock/9-1-renault-clio')
  })

  // Spec 2.1 lists the test-drive page as /{brand}/stock/{vehicle}/testdrive beside the default segment test-drive
  // (issue 29: /stock/{vehicle}/testdrive was sent on to /lager/{vehicle}/testdrive, a 404).
  it.each([
    ['/stock/104233-1-mercedes-benz-glc-300e/testdrive', '/stock/104233-1-mercedes-benz-glc-300e/test-drive'],
    ['/mercedes-benz/stock/104233-1-mercedes-benz-glc-300e/testdrive', '/mercedes-benz/stock/104233-1-mercedes-benz-glc-300e/test-drive'],
    ['/lager/104233-1-mercedes-benz-glc-300e/testdrive', '/stock/104233-1-mercedes-benz-glc-300e/test-drive'],
    ['/renault/lager/55-1-renault-clio-evolution/testdrive', '/renault/stock/55-1-renault-clio-evolution/test-drive'],
  ])('reads the testdrive alias of the test-drive segment: %s → %s', (publicPath, internalPath) => {
    expect(toInternalPath(publicPath)).toBe(internalPath)
    // …and links are written with the locale's segment, never the alias.
    expect(toPublicPath(internalPath)).toBe(publicPath.replace('/stock/', '/lager/').replace(/\/testdrive$/, '/book-proventur'))
  })

  it.each([
    ['/testdrive', '/testdrive'],
    ['/lager/testdrive', '/stock/testdrive'],
    ['/om-os/lager/1-1-x/testdrive', '/om-os/lager/1-1-x/testdrive'],
    ['/mercedes-benz/modeller/cla-eq/testdrive', '/mercedes-benz/models/cla-eq/testdrive'],
  ])('reads the alias only where the test-drive segment belongs: %s → %s', (publicPath, internalPath) => {
    expect(toInternalPath(publicPath)).toBe(internalPath)
  })

  it('follows the configuration: another locale gets its own segments', () => {
    const english = routeSegmentsFor('en-GB')
    expect(toPublicPath('/stock/compare', english)).toBe('/stock/compare')
    expect(toInternalPath('/stock/compare', english)).toBe('/stock/compare')
  })
})

describe('unknownBrandOfModelPath', () => {
  it('names the first segment of a model-page path when it is not a brand', () => {
    expect(unknownBrandOfModelPath('/volvo/modeller')).toBe('volvo')
    expect(unknownBrandOfModelPath('/volvo/modeller/xc60')).toBe('volvo')
    expect(unknownBrandOfModelPath('/volvo/modeller/xc60/provekorsel')).toBe('volvo')
    // The content page's own slug in the brand position: still not a brand.
    expect(unknownBrandOfModelPath('/nye-biler/modeller')).toBe('nye-biler')
  })

  it('leaves brands and every other shape alone', () => {
    for (const path of [
      '/mercedes-benz/modeller',
      '/renault/modeller/clio',
      '/volvo',
      '/volvo/lager',
      '/om-os/lager',
      '/volvo/modeller/xc60/kontakt/mere',
      '/',
      '/volvo//modeller',
      '/modeller',
    ]) {
      expect(unknownBrandOfModelPath(path), path).toBeUndefined()
    }
  })

  it('follows the locale’s model segment', () => {
    expect(unknownBrandOfModelPath('/volvo/models', routeSegmentsFor('en-GB'))).toBe('volvo')
    expect(unknownBrandOfModelPath('/volvo/models')).toBeUndefined()
  })
})
