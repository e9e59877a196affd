import { describe, expect, it } from 'vitest'
import { escapeMalformedPath, isMalformedPath } from './malformed-path.ts'

describe('isMalformedPath', () => {
  it.each([
    ['/%E0%A4%A', true], // invalid UTF-8 and a cut-off escape
    ['/%', true],
    ['/lager/%ZZ', true],
    ['/%C3%28', true], // invalid continuation byte
    ['/lager', false],
    ['/lager/%C3%A6%C3%B8%C3%A5', false], // æøå
    ['/om-os/100%25', false],
  ])('%s → %s', (path, malformed) => {
    expect(isMalformedPath(path)).toBe(malformed)
  })
})

describe('escapeMalformedPath', () => {
  it('escapes every percent sign, so the path decodes to what was asked for', () => {
    expect(escapeMalformedPath('/%E0%A4%A')).toBe('/%25E0%25A4%25A')
    expect(decodeURI(escapeMalformedPath('/%E0%A4%A'))).toBe('/%E0%A4%A')
  })
})
