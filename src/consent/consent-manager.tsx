import { useEffect, useState, useSyncExternalStore } from 'react'
import { reportError } from '../observability/error-reporting.ts'
import { currentConsent, useConsent } from './consent.ts'
import type * as ConsentDialogModule from './consent-dialog.tsx'

type DialogModule = typeof ConsentDialogModule

/**
 * The consent dialog (./consent-dialog.tsx) loads on demand: a visitor who has
 * answered the current policy never loads it until they open the settings.
 * A failed load (offline, or a release removed the chunk) is tried again the
 * next time the dialog is wanted.
 */
let loadedDialog: DialogModule | null = null
let loadingDialog: Promise<DialogModule> | null = null
function loadDialog(): Promise<DialogModule> {
  loadingDialog ??= import('./consent-dialog.tsx')
    .then((module) => (loadedDialog = module))
    .catch((error: unknown) => {
      loadingDialog = null
      throw error
    })
  return loadingDialog
}

// A visitor with no stored answer sees the banner as soon as the page has hydrated: its chunk is
// fetched while the page's own modules run and hydrate, not one round trip after (on /lager the
// banner's text is the first visit's LCP element, bench/results). A failure here is left to the
// manager's own load, which tries again and reports it.
if (typeof window !== 'undefined' && currentConsent().status === 'unanswered') loadDialog().catch(() => {})

// Whether the settings layer is open: set by "Cookieindstillinger" (footer, map notice) and the banner's "Tilpas".
let settingsOpen = false
const listeners = new Set<() => void>()

function setSettingsOpen(open: boolean): void {
  if (settingsOpen === open) return
  settingsOpen = open
  listeners.forEach((listener) => listener())
}

function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const closeSettings = () => setSettingsOpen(false)
const openSettings = () => setSettingsOpen(true)

/**
 * Mounted once by the composition root: shows the banner while the visitor
 * has not answered the current cookie policy (an answer here, in another tab
 * or on a map closes it) and the settings when asked. Renders nothing else;
 * the dialog is fixed or in the top layer, so it shifts no layout.
 */
export function ConsentManager() {
  const status = useConsent().status
  const settings = useSyncExternalStore(
    subscribeSettings,
    () => settingsOpen,
    () => false,
  )
  const layer = settings ? 'settings' : status === 'unanswered' ? 'banner' : null
  const [dialog, setDialog] = useState(loadedDialog)
  useEffect(() => {
    if (layer === null || dialog !== null) return
    loadDialog().then(setDialog, (error: unknown) => void reportError(error))
  }, [layer, dialog])
  if (layer === null || dialog === null) return null
  return <dialog.ConsentDialog layer={layer} onCustomise={openSettings} onCloseSettings={closeSettings} />
}

/** Opens the cookie settings (loads the dialog on demand). */
export function openCookieSettings(): void {
  openSettings()
}
