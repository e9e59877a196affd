/**
 * The visitor's maps consent, as components use it. The maps-consent machine
 * (machines/maps-consent) is loaded on demand (machines/kit/lazy-machine.ts):
 * at once when the visitor has answered before (a journal exists), otherwise
 * when they answer. Until then no consent is known to have been given,
 * without loading the machine. On the server consent is unknown.
 */
import type { MapsConsentEvent, MapsConsentMachine, MapsConsentSnapshot } from '../../machines/maps-consent/maps-consent-machine.ts'
import { lazyMachine, useLazyMachine } from '../../machines/kit/lazy-machine.ts'
import type { LazyStoreView } from '../../machines/kit/lazy-store.ts'
import { reportLazyStoreError } from '../observability/lazy-store-error.ts'

/** `unknown` during the server render and hydration, before the journal is looked for. */
export type MapsConsent = 'unknown' | 'granted' | 'denied'

const mapsConsent = lazyMachine<MapsConsentMachine>({
  machineId: 'maps-consent',
  load: () => import('../../machines/maps-consent/maps-consent-machine.ts').then((module) => ({ definition: module.mapsConsentDefinition })),
  onLoadError: reportLazyStoreError,
})

export function mapsConsentOf(view: LazyStoreView<MapsConsentSnapshot, MapsConsentEvent>): MapsConsent {
  if (view.status === 'pending') return 'unknown'
  // No answer saved yet: the machine starts in `denied`; an answer given while it loads is shown at once.
  if (view.status === 'empty') return view.queued.at(-1)?.type === 'consent.grant' ? 'granted' : 'denied'
  return view.snapshot.value === 'granted' ? 'granted' : 'denied'
}

/** The visitor's maps consent; `unknown` during the server render and hydration. */
export function useMapsConsent(): MapsConsent {
  return mapsConsentOf(useLazyMachine(mapsConsent))
}

/** Gives (true) or withdraws (false) consent to maps, for every map of the site. */
export function setMapsConsent(granted: boolean): void {
  mapsConsent.send({ type: granted ? 'consent.grant' : 'consent.withdraw' })
}
