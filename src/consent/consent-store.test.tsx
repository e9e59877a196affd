// @vitest-environment happy-dom
/**
 * The consent store in the browser (ADR 0018; Danish law: nothing optional
 * before an answer): the stored answer is read from the consent journal in
 * localStorage (`bilhuset-nord:machine:consent`) without loading the machine;
 * an answer given here counts at once, is stamped with the site clock's time
 * and the cookie policy's version (1) and stored in the journal; a change in
 * another tab (the storage event) reaches every subscriber; while hydrating,
 * consent is `unknown`.
 *
 * Each test imports a fresh copy of the store (its state is per page) and
 * starts with empty storage. The journals are written by hand in the journal
 * format (machines/kit/journal.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import type { ConsentView } from '#machines/consent/consent-view.ts'

const key = 'bilhuset-nord:machine:consent'
const monday = '2026-11-23T10:00:00.000Z'
const now = '2026-11-27T09:30:00.000Z'

const choice = (functional: boolean, statistics: boolean, marketing: boolean, at = monday) => ({ functional, statistics, marketing, at, policyVersion: 1 })
const answered = (functional: boolean, statistics: boolean, marketing: boolean, at = monday): ConsentView => ({
  status: 'answered',
  choice: choice(functional, statistics, marketing, at),
})

function journal(...choices: [boolean, boolean, boolean][]): string {
  return JSON.stringify({
    format: 'bilhuset-nord/machine-journal',
    formatVersion: 1,
    machine: 'consent',
    version: 1,
    revision: choices.length,
    entries: choices.map(([functional, statistics, marketing], i) => ({
      seq: i + 1,
      event: { type: 'consent.save', functional, statistics, marketing, at: monday, policyVersion: 1 },
    })),
  })
}

/** Another tab wrote (or cleared) storage: the browser's storage event in this tab. */
function otherTab(storageKey: string | null, value?: string) {
  if (storageKey !== null && value !== undefined) localStorage.setItem(storageKey, value)
  window.dispatchEvent(new StorageEvent('storage', { key: storageKey }))
}

async function freshStore() {
  vi.resetModules()
  const clock = await import('../clock/clock.ts')
  clock.setSiteClock(clock.fixedClock(now))
  return import('./consent.ts')
}

/** Until the machine has loaded and written its journal. */
const stored = () => vi.waitFor(() => expect(localStorage.getItem(key)).not.toBeNull(), { timeout: 3_000 })
const microtask = () => new Promise<void>((r) => queueMicrotask(r))

beforeAll(async () => {
  // The machine's chunks, transformed once (later fresh copies load within a few ticks).
  await Promise.all([import('./consent.ts'), import('#machines/consent/consent-machine.ts'), import('#machines/kit/persistent-store.ts')])
}, 30_000)

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('currentConsent: the stored answer, without the machine', () => {
  it('no journal: unanswered', async () => {
    const { currentConsent } = await freshStore()
    expect(currentConsent()).toEqual({ status: 'unanswered' })
  })

  it('a stored answer, and the same object while storage is unchanged', async () => {
    localStorage.setItem(key, journal([false, true, false]))
    const { currentConsent, siteConsent } = await freshStore()
    const first = currentConsent()
    expect(first).toEqual(answered(false, true, false))
    expect(currentConsent()).toBe(first)
    expect(siteConsent.current()).toBe(first)
  })

  it('follows storage when another tab answers', async () => {
    const { currentConsent } = await freshStore()
    expect(currentConsent()).toEqual({ status: 'unanswered' })
    localStorage.setItem(key, journal([true, true, true]))
    expect(currentConsent()).toEqual(answered(true, true, true))
  })

  it('storage the browser refuses counts as unanswered', async () => {
    localStorage.setItem(key, journal([true, true, true]))
    const { currentConsent } = await freshStore()
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(currentConsent()).toEqual({ status: 'unanswered' })
  })
})

describe('subscribeConsent: changes reach every subscriber', () => {
  it('is told the stored answer once subscribed, and each change from another tab', async () => {
    localStorage.setItem(key, journal([false, false, false]))
    const { subscribeConsent } = await freshStore()
    const seen: ConsentView[] = []
    const unsubscribe = subscribeConsent((view) => seen.push(view))
    expect(seen).toEqual([])
    await microtask()
    expect(seen).toEqual([answered(false, false, false)])
    otherTab(key, journal([false, false, false], [true, true, false]))
    expect(seen).toEqual([answered(false, false, false), answered(true, true, false)])
    // The other tab cleared all storage.
    localStorage.clear()
    otherTab(null)
    expect(seen.at(-1)).toEqual({ status: 'unanswered' })
    expect(seen).toHaveLength(3)
    // Another key changed: not consent.
    otherTab('bilhuset-nord:machine:compare', '{}')
    expect(seen).toHaveLength(3)
    unsubscribe()
    otherTab(key, journal([true, true, true]))
    expect(seen).toHaveLength(3)
  })

  it('a listener let go at once is not told the stored answer afterwards', async () => {
    localStorage.setItem(key, journal([true, false, false]))
    const { subscribeConsent } = await freshStore()
    const dropped: ConsentView[] = []
    const kept: ConsentView[] = []
    subscribeConsent((view) => dropped.push(view))()
    subscribeConsent((view) => kept.push(view))
    await microtask()
    expect(kept).toEqual([answered(true, false, false)])
    expect(dropped).toEqual([])
  })

  it('an unsubscribed listener hears no answer given later', async () => {
    const { subscribeConsent, saveConsent } = await freshStore()
    const kept: ConsentView[] = []
    const dropped: ConsentView[] = []
    const keep = subscribeConsent((view) => kept.push(view))
    const drop = subscribeConsent((view) => dropped.push(view))
    await microtask()
    expect(dropped).toEqual([{ status: 'unanswered' }])
    drop()
    saveConsent({ functional: false, statistics: true, marketing: false })
    await stored()
    await vi.waitFor(() => expect(kept.at(-1)).toEqual(answered(false, true, false, now)), { timeout: 3_000 })
    expect(dropped).toEqual([{ status: 'unanswered' }])
    keep()
  })

  it('siteConsent.subscribe is the same subscription (error reporting follows it)', async () => {
    const { siteConsent } = await freshStore()
    const seen: ConsentView[] = []
    const unsubscribe = siteConsent.subscribe((view) => seen.push(view))
    otherTab(key, journal([false, true, false]))
    expect(seen).toEqual([answered(false, true, false)])
    unsubscribe()
  })
})

describe('an answer given here', () => {
  it('"Accepter alle": counts at once, stamped with the site clock and policy 1, and is stored in the journal', async () => {
    const { currentConsent, saveConsent, peekStoredConsent, subscribeConsent } = await freshStore()
    const seen: ConsentView[] = []
    const unsubscribe = subscribeConsent((view) => seen.push(view))
    saveConsent({ functional: true, statistics: true, marketing: true })
    expect(currentConsent()).toEqual(answered(true, true, true, now))
    await stored()
    expect(peekStoredConsent(localStorage.getItem(key))).toEqual(answered(true, true, true, now))
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(answered(true, true, true, now)), { timeout: 3_000 })
    expect(currentConsent()).toEqual(answered(true, true, true, now))
    unsubscribe()
  })

  it('"Accepter alle" on a first visit: once answered, subscribers never hear "unanswered" again while the machine loads', async () => {
    const { saveConsent, subscribeConsent } = await freshStore()
    const seen: ConsentView[] = []
    const unsubscribe = subscribeConsent((view) => seen.push(view))
    await microtask()
    saveConsent({ functional: true, statistics: true, marketing: true })
    await stored()
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(answered(true, true, true, now)), { timeout: 3_000 })
    // Error reporting follows these: an "unanswered" after the answer stopped session recording and started it again.
    const first = seen.findIndex((view) => view.status === 'answered')
    expect(seen.slice(first).filter((view) => view.status !== 'answered')).toEqual([])
    unsubscribe()
  })

  it('"Gem valg" keeps each category as chosen', async () => {
    const { currentConsent, saveConsent } = await freshStore()
    saveConsent({ functional: true, statistics: false, marketing: true })
    expect(currentConsent()).toEqual(answered(true, false, true, now))
    await stored()
    expect(currentConsent()).toEqual(answered(true, false, true, now))
  })

  it('the map’s button gives functional only; before any answer the rest stay off', async () => {
    const { currentConsent, setConsentCategory } = await freshStore()
    setConsentCategory('functional', true)
    expect(currentConsent()).toEqual(answered(true, false, false, now))
    await stored()
    expect(currentConsent()).toEqual(answered(true, false, false, now))
  })

  it('withdrawing statistics after "Accepter alle" changes that category only', async () => {
    const { currentConsent, saveConsent, setConsentCategory } = await freshStore()
    saveConsent({ functional: true, statistics: true, marketing: true })
    await stored()
    setConsentCategory('statistics', false)
    await vi.waitFor(() => expect(currentConsent()).toEqual(answered(true, false, true, now)), { timeout: 3_000 })
  })

  it('with a stored answer, the stored answer stands (never unknown) until the machine has the new one', async () => {
    localStorage.setItem(key, journal([false, false, false]))
    const { currentConsent, saveConsent } = await freshStore()
    saveConsent({ functional: true, statistics: true, marketing: true })
    expect(currentConsent()).toEqual(answered(false, false, false))
    await vi.waitFor(() => expect(currentConsent()).toEqual(answered(true, true, true, now)), { timeout: 3_000 })
  })
})

describe('useConsent', () => {
  it('unknown while hydrating, then the stored answer, then a change from another tab', async () => {
    localStorage.setItem(key, journal([false, true, false]))
    const { useConsent } = await freshStore()
    const statuses: string[] = []
    function Status() {
      const view = useConsent()
      statuses.push(view.status === 'answered' ? `answered statistics=${String(view.choice.statistics)}` : view.status)
      return null
    }
    render(<Status />)
    expect(statuses[0]).toBe('unknown')
    await act(microtask)
    expect(statuses.at(-1)).toBe('answered statistics=true')
    act(() => otherTab(key, journal([false, true, false], [false, false, false])))
    expect(statuses.at(-1)).toBe('answered statistics=false')
  })

  it('an answer given on the page shows at once and settles (no endless re-render)', async () => {
    const { useConsent, saveConsent } = await freshStore()
    const errors = vi.spyOn(console, 'error')
    const statuses: string[] = []
    function Status() {
      const view = useConsent()
      statuses.push(view.status)
      return null
    }
    render(<Status />)
    await act(microtask)
    expect(statuses.at(-1)).toBe('unanswered')
    act(() => saveConsent({ functional: false, statistics: false, marketing: false }))
    expect(statuses.at(-1)).toBe('answered')
    await act(stored)
    const renders = statuses.length
    await act(microtask)
    expect(statuses.length).toBe(renders)
    expect(statuses.at(-1)).toBe('answered')
    expect(errors).not.toHaveBeenCalled()
  })
})
