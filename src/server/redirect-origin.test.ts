import { describe, expect, it } from 'vitest'
import { siteAnchoredLocation } from './redirect-origin.ts'

const site = 'https://www.bilhusetnord.dk'

describe('siteAnchoredLocation (issue 31)', () => {
  it('puts a redirect to the request’s own Host onto SITE_URL: a forged Host never becomes the target', () => {
    expect(siteAnchoredLocation('http://evil.com/foo', 'http://evil.com//foo', site)).toBe('https://www.bilhusetnord.dk/foo')
    expect(siteAnchoredLocation('http://evil.com/lager//x?a=1#b', 'http://evil.com//lager//x?a=1', site)).toBe('https://www.bilhusetnord.dk/lager//x?a=1#b')
    expect(siteAnchoredLocation('http://evil.com//evil.org/x', 'http://evil.com///evil.org/x', site)).toBe('https://www.bilhusetnord.dk/evil.org/x')
  })
  it('leaves relative locations, the site’s own origin and other origins alone', () => {
    expect(siteAnchoredLocation('/lager', 'http://evil.com/lager/', site)).toBe('/lager')
    expect(siteAnchoredLocation('https://www.bilhusetnord.dk/lager', 'https://www.bilhusetnord.dk//lager', site)).toBe('https://www.bilhusetnord.dk/lager')
    expect(siteAnchoredLocation('https://www.storyblok.com/x', 'http://evil.com/x', site)).toBe('https://www.storyblok.com/x')
  })
})
