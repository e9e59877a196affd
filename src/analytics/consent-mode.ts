/**
 * Google Consent Mode v2 (ADR 0018): the tag manager is told the defaults —
 * everything but security storage denied — before it can load, and an update
 * after every choice. Which consent category decides which Google signal:
 */
import type { ConsentChoice } from '#machines/consent/consent-policy.ts'

export type ConsentModeValue = 'granted' | 'denied'
export interface ConsentModeState {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
  functionality_storage: ConsentModeValue
  personalization_storage: ConsentModeValue
  security_storage: ConsentModeValue
}

export const consentModeDefaults: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
}

const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied')

export function consentModeState(choice: Pick<ConsentChoice, 'functional' | 'statistics' | 'marketing'>): ConsentModeState {
  return {
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing),
    analytics_storage: value(choice.statistics),
    functionality_storage: value(choice.functional),
    personalization_storage: value(choice.functional),
    security_storage: 'granted',
  }
}

/**
 * Google's `gtag()` call: the tag manager reads consent commands only as
 * `arguments` objects on the data layer, not as arrays or plain objects.
 */
export function gtag(..._args: unknown[]): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- Consent Mode needs the Arguments object itself.
  window.dataLayer.push(arguments as unknown as never)
}
