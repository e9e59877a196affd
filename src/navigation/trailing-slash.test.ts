import { expect, it } from 'vitest'
import { trailingSlashRedirect } from './trailing-slash.ts'

it('redirects a trailing slash away, keeping the query', () => {
  expect(trailingSlashRedirect(new URL('https://x.dk/lager/?type=used'))).toBe('/lager?type=used')
  expect(trailingSlashRedirect(new URL('https://x.dk/om-os///'))).toBe('/om-os')
})
it('leaves the root and slash-less paths alone', () => {
  expect(trailingSlashRedirect(new URL('https://x.dk/'))).toBeNull()
  expect(trailingSlashRedirect(new URL('https://x.dk/lager'))).toBeNull()
})
it('never produces a protocol-relative location', () => {
  expect(trailingSlashRedirect(new URL('https://x.dk//evil.example/'))).toBe('/evil.example')
})
