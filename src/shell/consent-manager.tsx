import { useEffect, useState, useSyncExternalStore } from 'react'
import { reportError } from '../observability/error-reporting.ts'
import { ConsentBanner } from './consent-banner.tsx'
import bannerCss from './consent-banner.css?url'
import { useConsent } from '../consent/consent.ts'
import type { ConsentView } from '#machines/consent/consent-view.ts'
import type * as ConsentDialogModule from './consent-dialog.tsx'

type DialogModule = typeof ConsentDialogModule

/**
 * The cookie settings (./consent-dialog.tsx) load on demand: most visitors
 * never open them. A failed load (offline, or a release removed the chunk)
 * is tried again the next time they are wanted.
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
 * Mounted once by the root document, after the page layout (outside its
 * landmarks): the banner (./consent-banner.tsx) in the server's HTML and
 * while the visitor has not answered the current cookie policy (an answer
 * here, in another tab or on a map closes it), and the settings when asked.
 * Both are fixed or in the top layer, so they shift no layout.
 */
export function ConsentManager() {
  const status = useConsent().status
  const settings = useSyncExternalStore(
    subscribeSettings,
    () => settingsOpen,
    () => false,
  )
  const [dialog, setDialog] = useState(loadedDialog)
  // `<html data-consent>` says what the head script found before the first paint (consentAskScript); from
  // then on it follows the answer, given here, in another tab or on a map, so it never says "ask" to an
  // answered visitor. Not while consent is unknown (hydrating): that would show the server's banner to them.
  useEffect(() => showConsentAttribute(status), [status])
  useEffect(() => {
    if (!settings || dialog !== null) return
    loadDialog().then(setDialog, (error: unknown) => void reportError(error))
  }, [settings, dialog])
  return (
    <>
      {/* The banner's and the settings' styles, in the head before the first paint (React hoists it). */}
      <link rel="stylesheet" href={bannerCss} precedence="default" />
      {!settings && status !== 'answered' && <ConsentBanner pending={status === 'unknown'} onCustomise={openSettings} />}
      {settings && dialog !== null && <dialog.ConsentSettingsDialog onClose={closeSettings} />}
    </>
  )
}

/**
 * Puts the consent on `<html data-consent>` in the head script's words (consentAskScript): "answered" or
 * "ask"; while consent is unknown (server, hydrating) the head script's word stands.
 */
export function showConsentAttribute(status: ConsentView['status']): void {
  if (status !== 'unknown') document.documentElement.setAttribute('data-consent', status === 'answered' ? status : 'ask')
}

/** Opens the cookie settings (loads them on demand). */
export function openCookieSettings(): void {
  openSettings()
}
