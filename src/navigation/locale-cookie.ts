import { constants, interfaceLocale } from '#app.config'

export const localeCookieName = 'locale'

/** Spec 4: the interface language is fixed to Danish; the locale cookie lasts 365 days. */
export function localeCookieHeader(): string {
  const maxAge = constants.localeCookieDays * 24 * 60 * 60
  return `${localeCookieName}=${interfaceLocale}; Path=/; Max-Age=${maxAge}; SameSite=Lax`
}
