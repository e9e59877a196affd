/**
 * "Kopiér min logbog" in the help menu (issue 32): puts every machine journal
 * of this browser (machines/kit/journal-bundle.ts) on the clipboard as one
 * JSON text and tells the visitor in Danish, so customer service can replay
 * what happened on /statecharts without asking the visitor to open DevTools.
 */
import { collectJournals } from '#machines/kit/journal-bundle.ts'
import { siteClock } from '../clock/clock.ts'
import { m } from '../i18n/paraglide/messages.js'
import { showToast } from '../channels/toast-store.ts'

export async function copyMyJournals(): Promise<void> {
  try {
    const bundle = collectJournals(window.localStorage, siteClock().now())
    await navigator.clipboard.writeText(JSON.stringify(bundle, null, 2))
    showToast(bundle.journals.length ? m.help_journal_copied() : m.help_journal_copied_empty(), 'success', 10_000)
  } catch {
    // No clipboard permission, no localStorage (private mode, blocked storage).
    showToast(m.help_journal_copy_failed(), 'error', 10_000)
  }
}
