import { describe, expect, it } from 'vitest'
import { checkNavigationTarget, NavigationError } from './navigation-guard.ts'

const origin = 'https://www.bilhusetnord.dk'

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    if (e instanceof NavigationError) return e.reason
    throw e
  }
  return undefined
}

describe('checkNavigationTarget', () => {
  it('allows internal paths and resolves them', () => {
    const t = checkNavigationTarget('/lager?type=used#top', { origin })
    expect(t.isExternal).toBe(false)
    expect(t.url.pathname).toBe('/lager')
    expect(t.url.hash).toBe('#top')
  })
  it('refuses an external URL without explicit permission', () => {
    expect(reasonOf(() => checkNavigationTarget('https://example.com/', { origin }))).toBe('external-not-allowed')
    expect(reasonOf(() => checkNavigationTarget('//example.com/x', { origin }))).toBe('external-not-allowed')
  })
  it('allows an external URL with permission', () => {
    expect(checkNavigationTarget('https://example.com/', { origin, external: true }).isExternal).toBe(true)
    expect(checkNavigationTarget('tel:+4570203040', { origin, external: true }).isExternal).toBe(true)
  })
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses the forbidden protocol in %j even with permission', (target) => {
    expect(reasonOf(() => checkNavigationTarget(target, { origin, external: true }))).toBe('forbidden-protocol')
  })
  it('throws a typed error for an unparsable URL', () => {
    expect(reasonOf(() => checkNavigationTarget('http://[::1', { origin, external: true }))).toBe('invalid-url')
  })
})
