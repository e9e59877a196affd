import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../channels/toast-store.ts'
import { reportError } from './error-reporting.ts'

/**
 * A store loaded on demand (compare, favourites) could not be loaded, so the
 * visitor's tick was not saved: say so, and report it (offline, or a new
 * release removed the old chunk).
 */
export function reportLazyStoreError(error: unknown): void {
  showToast(m.saved_choice_failed(), 'error')
  void reportError(error)
}
