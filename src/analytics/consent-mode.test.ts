import { describe, expect, it } from 'vitest'
import { consentModeDefaults, consentModeState } from './consent-mode.ts'

// Expected values from Google's Consent Mode v2 signal list and ADR 0018's category table.
describe('Google Consent Mode v2', () => {
  it('denies everything but security storage by default', () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
  })

  it('grants analytics with statistics only', () => {
    const state = consentModeState({ functional: false, statistics: true, marketing: false })
    expect(state.analytics_storage).toBe('granted')
    expect([state.ad_storage, state.ad_user_data, state.ad_personalization, state.functionality_storage]).toEqual(['denied', 'denied', 'denied', 'denied'])
  })

  it('grants the three ad signals with marketing only', () => {
    const state = consentModeState({ functional: false, statistics: false, marketing: true })
    expect([state.ad_storage, state.ad_user_data, state.ad_personalization]).toEqual(['granted', 'granted', 'granted'])
    expect(state.analytics_storage).toBe('denied')
  })
})
