// @vitest-environment happy-dom
/**
 * The browser's outbox (browser-outbox.ts): leads go to the `postLead` server
 * function (search agents to `postSearchAgent`), never while the browser is
 * offline; a lead the site could not take waits 2, 5, 15, then 30 seconds
 * (the form-submission machine's back-off) or until the browser is online
 * again, and at most a minute while offline; a held-back lead waits the
 * seconds the site gave, whatever the network does. The courier posts leads
 * left in localStorage by earlier visits and confirms one delivered in the
 * background (its form not on the page) with a toast.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lead, LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'

type Post = (request: { data: Lead; signal: AbortSignal }) => Promise<unknown>
const postLead = vi.hoisted(() => vi.fn<Post>())
const postSearchAgent = vi.hoisted(() => vi.fn<Post>())
const showToast = vi.hoisted(() => vi.fn<(message: string, tone?: string) => number>())
vi.mock('./form.functions.ts', () => ({ postLead }))
vi.mock('./search-agent/search-agent.functions.ts', () => ({ postSearchAgent }))
vi.mock('../channels/toast-store.ts', () => ({ showToast }))

// Transformed once here, before fake timers, so each fresh page's import only evaluates it.
await import('./browser-outbox.ts')

/** A fresh page: the module's outbox, courier and forms on the page start empty. */
async function freshPage() {
  vi.resetModules()
  const page = await import('./browser-outbox.ts')
  pages.push(page)
  return page
}
const pages: { getBrowserOutbox(): { stopAll(): void } | null }[] = []

const formKey = 'direct-contact'

function lead(key = 'key-00000001', formId = 'direct-contact'): Lead {
  return { key, formId, subject: {}, values: { name: 'Mette Hansen', email: 'mette@example.dk' }, honeypot: '', locale: 'da-DK' }
}

const accepted: LeadPostResult = {
  outcome: 'accepted',
  receipt: { submissionId: 'lead-0123456789abcdef', receivedAt: '2026-11-22T10:00:00.000Z', message: 'Tak for din henvendelse.' },
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

/** Lets the machine's promises settle (fake timers do not run them). */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
  await vi.advanceTimersByTimeAsync(0)
}

type Outbox = NonNullable<ReturnType<Awaited<ReturnType<typeof freshPage>>['getBrowserOutbox']>>
const stateOf = (box: Outbox, key = formKey) => box.entries().find((e) => e.formKey === key)?.state

/** Event listeners still registered on the window and on abort signals, by type. */
function trackListeners() {
  const live = new Map<string, Set<unknown>>()
  const wrap = (target: { addEventListener: unknown; removeEventListener: unknown }) => {
    const add = target.addEventListener as (this: unknown, type: string, listener: unknown, ...rest: unknown[]) => void
    const remove = target.removeEventListener as typeof add
    vi.spyOn(target as { addEventListener: typeof add }, 'addEventListener').mockImplementation(function (this: unknown, type, listener, ...rest) {
      if (!live.has(type)) live.set(type, new Set())
      live.get(type)?.add(listener)
      add.call(this, type, listener, ...rest)
    })
    vi.spyOn(target as { removeEventListener: typeof add }, 'removeEventListener').mockImplementation(function (this: unknown, type, listener, ...rest) {
      live.get(type)?.delete(listener)
      remove.call(this, type, listener, ...rest)
    })
  }
  wrap(window)
  let proto: object | null = AbortSignal.prototype
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'addEventListener')) proto = Object.getPrototypeOf(proto) as object | null
  if (proto) wrap(proto as { addEventListener: unknown; removeEventListener: unknown })
  return (type: string) => live.get(type)?.size ?? 0
}

/** Every listener a test's pages put on the window (the courier's `online` listener stays for the page's life). */
const windowListeners: [string, EventListenerOrEventListenerObject][] = []
const originalAddEventListener = window.addEventListener.bind(window)

beforeEach(() => {
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) => {
    windowListeners.push([type, listener])
    originalAddEventListener(type, listener, options)
  }) as typeof window.addEventListener
  vi.useFakeTimers()
  localStorage.clear()
  setOnline(true)
})

afterEach(() => {
  // No page's machines keep waiting into the next test.
  for (const page of pages.splice(0)) page.getBrowserOutbox()?.stopAll()
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.addEventListener = originalAddEventListener
  for (const [type, listener] of windowListeners.splice(0)) window.removeEventListener(type, listener)
  postLead.mockReset()
  postSearchAgent.mockReset()
  showToast.mockReset()
})

describe('the browser outbox', () => {
  it('is one outbox per page, and none on the server', async () => {
    const page = await freshPage()
    const box = page.getBrowserOutbox()
    expect(box).not.toBeNull()
    expect(page.getBrowserOutbox()).toBe(box)
    vi.stubGlobal('window', undefined)
    try {
      const server = await freshPage()
      expect(server.getBrowserOutbox()).toBeNull()
      expect(() => server.startOutboxCourier()).not.toThrow()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('posts a lead to the postLead server function with the request’s abort signal', async () => {
    postLead.mockResolvedValue(accepted)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
    expect(postLead.mock.calls[0]?.[0]).toEqual({ data: lead(), signal: expect.any(AbortSignal) as AbortSignal })
    expect(postSearchAgent).not.toHaveBeenCalled()
    expect(stateOf(box)).toBe('delivered')
  })

  it('posts where the browser has no navigator to ask (taken as online)', async () => {
    postLead.mockResolvedValue(accepted)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    vi.stubGlobal('navigator', undefined)
    try {
      box.store(formKey).send({ type: 'form.submit', lead: lead() })
      await settle()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(postLead).toHaveBeenCalledTimes(1)
    expect(stateOf(box)).toBe('delivered')
  })

  it('with storage disabled, the courier finds nothing to resume and does not fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const page = await freshPage()
    expect(() => page.startOutboxCourier()).not.toThrow()
    expect(page.getBrowserOutbox()?.resumePending()).toEqual([])
    expect(page.getBrowserOutbox()?.entries()).toEqual([])
  })

  it('posts a search agent to its own server function (issue 35)', async () => {
    postSearchAgent.mockResolvedValue(accepted)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    const agent = lead('key-agent-0001', 'search-agent')
    box.store('search-agent').send({ type: 'form.submit', lead: agent })
    await settle()
    expect(postSearchAgent.mock.calls.map(([request]) => request.data)).toEqual([agent])
    expect(postSearchAgent.mock.calls[0]?.[0].signal).toBeInstanceOf(AbortSignal)
    expect(postLead).not.toHaveBeenCalled()
    expect(stateOf(box, 'search-agent')).toBe('delivered')
  })

  it('keeps a lead the site answered badly and posts it again after 2, 5, 15 and 30 seconds', async () => {
    postLead.mockResolvedValue({ outcome: 'nonsense' })
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
    expect(stateOf(box)).toBe('pending')
    let posts = 1
    for (const delayMs of [2_000, 5_000, 15_000, 30_000, 30_000]) {
      await vi.advanceTimersByTimeAsync(delayMs - 1)
      expect(postLead).toHaveBeenCalledTimes(posts)
      await vi.advanceTimersByTimeAsync(1)
      expect(postLead).toHaveBeenCalledTimes(++posts)
    }
    // The same lead each time (same idempotency key).
    expect(new Set(postLead.mock.calls.map(([request]) => request.data.key))).toEqual(new Set(['key-00000001']))
  })

  it('posts nothing while offline; going online posts at once, and leaves no timer or listener behind', async () => {
    const listeners = trackListeners()
    setOnline(false)
    postLead.mockResolvedValue(accepted)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(postLead).not.toHaveBeenCalled()
    expect(stateOf(box)).toBe('pending')
    // Offline the retry does not use the back-off (2 s): it waits for the browser.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(postLead).not.toHaveBeenCalled()
    expect(listeners('online')).toBe(1)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
    expect(stateOf(box)).toBe('delivered')
    expect(vi.getTimerCount()).toBe(0)
    expect(listeners('online')).toBe(0)
    expect(listeners('abort')).toBe(0)
  })

  it('offline, looks again after a minute', async () => {
    setOnline(false)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    setOnline(true)
    postLead.mockResolvedValue(accepted)
    // Online again without the event (it can be missed): the minute's check posts it.
    await vi.advanceTimersByTimeAsync(59_999)
    expect(postLead).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(postLead).toHaveBeenCalledTimes(1)
  })

  it('stops a waiting retry when the outbox stops, with no timer left', async () => {
    const listeners = trackListeners()
    postLead.mockResolvedValue({ outcome: 'unavailable' })
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(vi.getTimerCount()).toBe(1)
    box.stopAll()
    await settle()
    expect(vi.getTimerCount()).toBe(0)
    expect(listeners('online')).toBe(0)
    expect(listeners('abort')).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(postLead).toHaveBeenCalledTimes(1)
  })

  it('posts a held-back lead again after the seconds the site gave; going online does not shorten it', async () => {
    const listeners = trackListeners()
    postLead.mockResolvedValueOnce({ outcome: 'deferred', retryAt: '2026-11-22T10:09:00.000Z', retryAfterSeconds: 540 })
    postLead.mockResolvedValue(accepted)
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(539_999)
    expect(postLead).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(postLead).toHaveBeenCalledTimes(2)
    expect(stateOf(box)).toBe('delivered')
    expect(vi.getTimerCount()).toBe(0)
    expect(listeners('abort')).toBe(0)
  })

  it('stops a held-back lead’s wait when the outbox stops, with no timer left', async () => {
    postLead.mockResolvedValue({ outcome: 'deferred', retryAt: '2026-11-22T10:09:00.000Z', retryAfterSeconds: 540 })
    const box = (await freshPage()).getBrowserOutbox() as Outbox
    box.store(formKey).send({ type: 'form.submit', lead: lead() })
    await settle()
    expect(vi.getTimerCount()).toBe(1)
    box.stopAll()
    await settle()
    expect(vi.getTimerCount()).toBe(0)
  })
})

/** Leaves a queued lead in localStorage, as a tab that went offline does. */
async function leaveQueuedLead(key = formKey) {
  setOnline(false)
  const box = (await freshPage()).getBrowserOutbox() as Outbox
  box.store(key).send({ type: 'form.submit', lead: lead() })
  await settle()
  box.stopAll()
  setOnline(true)
  expect(stateOf(box, key)).toBe('pending')
  expect(localStorage.length).toBeGreaterThan(0)
}

describe('the courier', () => {
  it('posts a lead left by an earlier visit, and confirms it with a toast when its form is not on the page', async () => {
    await leaveQueuedLead()
    postLead.mockResolvedValue(accepted)
    const page = await freshPage()
    page.startOutboxCourier()
    page.startOutboxCourier()
    await settle()
    expect(postLead.mock.calls.map(([request]) => request.data)).toEqual([lead()])
    expect(showToast.mock.calls).toEqual([['Din gemte henvendelse er nu sendt.', 'success']])
    expect(stateOf(page.getBrowserOutbox() as Outbox)).toBe('delivered')
  })

  it('shows no toast for a form on the page (it shows its own status), also when it is on the page twice', async () => {
    await leaveQueuedLead()
    postLead.mockResolvedValue(accepted)
    const page = await freshPage()
    page.markFormOnPage(formKey)
    const leaveSecond = page.markFormOnPage(formKey)
    leaveSecond()
    page.startOutboxCourier()
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('shows the toast once the form has left the page', async () => {
    await leaveQueuedLead()
    postLead.mockResolvedValue(accepted)
    const page = await freshPage()
    const leave = page.markFormOnPage(formKey)
    leave()
    page.startOutboxCourier()
    await settle()
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  it('shows the toast after both instances of a form have left', async () => {
    await leaveQueuedLead()
    postLead.mockResolvedValue(accepted)
    const page = await freshPage()
    const leaveFirst = page.markFormOnPage(formKey)
    const leaveSecond = page.markFormOnPage(formKey)
    leaveFirst()
    leaveSecond()
    page.startOutboxCourier()
    await settle()
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  it('posts a lead another tab queued when the browser comes back online', async () => {
    await leaveQueuedLead()
    const queued = Object.fromEntries(
      Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) as string).map((k) => [k, localStorage.getItem(k)]),
    )
    localStorage.clear()
    postLead.mockResolvedValue(accepted)
    const page = await freshPage()
    page.startOutboxCourier()
    await settle()
    expect(postLead).not.toHaveBeenCalled()
    for (const [k, v] of Object.entries(queued)) localStorage.setItem(k, v as string)
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(postLead).toHaveBeenCalledTimes(1)
  })
})
