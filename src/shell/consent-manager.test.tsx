// @vitest-environment happy-dom
/**
 * The consent manager on the page (ADR 0018; Danish law: nothing optional
 * before an answer): the banner is in the server's HTML (pending, its buttons
 * disabled until hydration), shows while the visitor has not answered the
 * current cookie policy, and closes on an answer here or in another tab; the
 * settings ("Tilpas", the footer's "Cookieindstillinger") load on demand, and
 * a failed load is reported and tried again the next time they are wanted.
 *
 * Rendered in a TanStack router (the banner's policy links are router links),
 * over the site's real consent store in happy-dom's localStorage. Each test
 * imports a fresh copy of the manager and the store (their state is per page).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'

const hoisted = vi.hoisted(() => ({ reported: [] as unknown[] }))

vi.mock('../observability/error-reporting.ts', () => ({
  reportError: async (error: unknown) => void hoisted.reported.push(error),
}))

// The settings and the machine are dynamic imports: under a loaded CPU they take more than the default second.
configure({ asyncUtilTimeout: 3_000 })

const key = 'bilhuset-nord:machine:consent'
const answeredJournal = JSON.stringify({
  format: 'bilhuset-nord/machine-journal',
  formatVersion: 1,
  machine: 'consent',
  version: 1,
  revision: 1,
  entries: [
    { seq: 1, event: { type: 'consent.save', functional: false, statistics: false, marketing: false, at: '2026-11-23T10:00:00.000Z', policyVersion: 1 } },
  ],
})

async function freshManager() {
  vi.resetModules()
  const manager = await import('./consent-manager.tsx')
  const consent = await import('../consent/consent.ts')
  return { ...manager, ...consent }
}

function routerFor(node: ReactNode, isServer = false) {
  const rootRoute = createRootRoute({ component: () => node })
  return createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }), isServer })
}

async function renderPage(node: ReactNode) {
  const router = routerFor(node)
  await router.load()
  const view = render(<RouterProvider router={router} />)
  // The store reads the stored answer after the first subscription (a microtask).
  await act(async () => undefined)
  return view
}

const banner = () => screen.queryByRole('dialog', { name: 'Vi bruger cookies' })
const settings = () => document.querySelector<HTMLDialogElement>('dialog.consent-settings')
// The dialog is in the DOM one commit before its effect calls showModal(); until then it is
// closed and nothing in it can be found by role or clicked. The lazy chunk resolves outside
// act(), so that effect may still be pending when the element first appears.
const settingsShown = () => waitFor(() => expect(settings()?.open).toBe(true))

class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  await Promise.all([
    import('./consent-manager.tsx'),
    import('./consent-dialog.tsx'),
    import('#machines/consent/consent-machine.ts'),
    import('#machines/kit/persistent-store.ts'),
  ])
}, 30_000)

beforeEach(() => {
  localStorage.clear()
  hoisted.reported = []
  vi.stubGlobal('ResizeObserver', QuietResizeObserver)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.documentElement.removeAttribute('data-consent')
})

describe('the server’s HTML', () => {
  it('has the banner, pending with its buttons disabled, its stylesheet, and never the settings', async () => {
    const { ConsentManager, openCookieSettings } = await freshManager()
    // Even asked for before rendering: the server never renders the settings.
    openCookieSettings()
    const router = routerFor(<ConsentManager />, true)
    await router.load()
    const html = renderToString(<RouterProvider router={router} />)
    expect(html).toContain('Vi bruger cookies')
    expect(html).toMatch(/class="consent-banner"[^>]*data-pending=""/)
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(3)
    // The banner's stylesheet, hoisted by React (vitest resolves the CSS file's `?url` to an empty href).
    expect(html).toMatch(/<link rel="stylesheet" [^>]*precedence="default"/)
    expect(html).not.toContain('<dialog')
  })
})

describe('showConsentAttribute: what <html data-consent> says', () => {
  it('showConsentAttribute leaves the head script’s word while consent is unknown, and writes the answer once known', async () => {
    const { showConsentAttribute } = await freshManager()
    document.documentElement.setAttribute('data-consent', 'answered')
    showConsentAttribute('unknown')
    expect(document.documentElement.getAttribute('data-consent')).toBe('answered')
    showConsentAttribute('unanswered')
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask')
    showConsentAttribute('answered')
    expect(document.documentElement.getAttribute('data-consent')).toBe('answered')
  })
})

describe('the banner in the browser', () => {
  it('shows to a visitor who has not answered, with its buttons enabled; "Accepter alle" answers and closes it', async () => {
    const { ConsentManager, currentConsent } = await freshManager()
    await renderPage(<ConsentManager />)
    expect(banner()).not.toBeNull()
    expect(banner()?.hasAttribute('data-pending')).toBe(false)
    const accept = screen.getByRole('button', { name: 'Accepter alle' })
    expect(accept).toHaveProperty('disabled', false)
    act(() => fireEvent.click(accept))
    expect(banner()).toBeNull()
    expect(currentConsent()).toMatchObject({ status: 'answered', choice: { functional: true, statistics: true, marketing: true } })
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull())
  })

  it('<html data-consent> follows the answer: "ask" before it, "answered" after "Accepter alle" or an answer in another tab', async () => {
    // As the head script left it before the first paint of a first visit.
    document.documentElement.setAttribute('data-consent', 'ask')
    const { ConsentManager } = await freshManager()
    const view = await renderPage(<ConsentManager />)
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accepter alle' })))
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull())
    expect(document.documentElement.getAttribute('data-consent')).toBe('answered')
    view.unmount()
    localStorage.clear()
    document.documentElement.setAttribute('data-consent', 'ask')
    const other = await freshManager()
    await renderPage(<other.ConsentManager />)
    act(() => {
      localStorage.setItem(key, answeredJournal)
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(document.documentElement.getAttribute('data-consent')).toBe('answered')
  })

  it('<html data-consent> never says "ask" to a visitor who answered, not even while the stored answer is read', async () => {
    localStorage.setItem(key, answeredJournal)
    // As the head script left it before the first paint: the server's banner stays hidden.
    document.documentElement.setAttribute('data-consent', 'answered')
    const values: (string | null)[] = []
    const observer = new MutationObserver(() => values.push(document.documentElement.getAttribute('data-consent')))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-consent'] })
    const { ConsentManager } = await freshManager()
    await renderPage(<ConsentManager />)
    await act(async () => undefined)
    observer.disconnect()
    expect(values.filter((value) => value !== 'answered')).toEqual([])
    expect(document.documentElement.getAttribute('data-consent')).toBe('answered')
  })

  it('"Afvis alle" answers too: the banner closes, nothing optional is allowed', async () => {
    const { ConsentManager, currentConsent } = await freshManager()
    await renderPage(<ConsentManager />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Afvis alle' })))
    expect(banner()).toBeNull()
    expect(currentConsent()).toMatchObject({ status: 'answered', choice: { functional: false, statistics: false, marketing: false } })
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull())
  })

  it('does not show to a visitor who answered this policy', async () => {
    localStorage.setItem(key, answeredJournal)
    const { ConsentManager } = await freshManager()
    await renderPage(<ConsentManager />)
    expect(banner()).toBeNull()
  })

  it('closes when the visitor answers in another tab', async () => {
    const { ConsentManager } = await freshManager()
    await renderPage(<ConsentManager />)
    expect(banner()).not.toBeNull()
    act(() => {
      localStorage.setItem(key, answeredJournal)
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(banner()).toBeNull()
  })
})

describe('the settings', () => {
  it('are not loaded until wanted (most visitors never open them)', async () => {
    let loads = 0
    vi.doMock('./consent-dialog.tsx', async (importOriginal) => {
      loads++
      return importOriginal()
    })
    try {
      const { ConsentManager, openCookieSettings } = await freshManager()
      await renderPage(<ConsentManager />)
      await act(() => new Promise((r) => setTimeout(r, 20)))
      expect(loads).toBe(0)
      act(() => openCookieSettings())
      await waitFor(() => expect(settings()).not.toBeNull())
      expect(loads).toBe(1)
    } finally {
      vi.doUnmock('./consent-dialog.tsx')
    }
  })

  it('"Tilpas" opens them in place of the banner; "Luk" closes them without an answer, and the banner is back', async () => {
    const { ConsentManager, currentConsent } = await freshManager()
    await renderPage(<ConsentManager />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Tilpas' })))
    expect(banner()).toBeNull()
    await settingsShown()
    expect(settings()?.open).toBe(true)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Luk' })))
    expect(settings()).toBeNull()
    expect(banner()).not.toBeNull()
    expect(currentConsent()).toEqual({ status: 'unanswered' })
  })

  it('"Cookieindstillinger" (openCookieSettings) opens them for a visitor who answered; "Gem valg" saves and closes', async () => {
    localStorage.setItem(key, answeredJournal)
    const { ConsentManager, openCookieSettings, currentConsent } = await freshManager()
    await renderPage(<ConsentManager />)
    expect(settings()).toBeNull()
    act(() => openCookieSettings())
    await settingsShown()
    expect(banner()).toBeNull()
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Statistik' })))
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Gem valg' })))
    expect(settings()).toBeNull()
    expect(banner()).toBeNull()
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key) ?? '{}').entries).toHaveLength(2))
    await waitFor(() => expect(currentConsent()).toMatchObject({ status: 'answered', choice: { functional: false, statistics: true, marketing: false } }))
  })

  it('once loaded, they open at once on the next page view of the same page load', async () => {
    localStorage.setItem(key, answeredJournal)
    const { ConsentManager, openCookieSettings } = await freshManager()
    const first = await renderPage(<ConsentManager />)
    act(() => openCookieSettings())
    await settingsShown()
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Luk' })))
    first.unmount()
    act(() => openCookieSettings())
    const router = routerFor(<ConsentManager />)
    await router.load()
    render(<RouterProvider router={router} />)
    expect(settings()).not.toBeNull()
  })

  it('a failed load is reported, shows nothing, and is tried again the next time they are opened', async () => {
    localStorage.setItem(key, answeredJournal)
    // Offline, or a release removed the chunk.
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/consent-dialog.js')
    vi.doMock('./consent-dialog.tsx', () => {
      throw failure
    })
    const { ConsentManager, openCookieSettings } = await freshManager()
    const page = await renderPage(<ConsentManager />)
    act(() => openCookieSettings())
    await waitFor(() => expect(hoisted.reported).toHaveLength(1))
    expect(hoisted.reported[0]).toBeInstanceOf(Error)
    expect(settings()).toBeNull()
    // Back online: the next page view that wants them loads them again.
    vi.doUnmock('./consent-dialog.tsx')
    page.unmount()
    await renderPage(<ConsentManager />)
    await waitFor(() => expect(settings()).not.toBeNull())
    expect(hoisted.reported).toHaveLength(1)
  })
})
