import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { RegisteredRouter } from '@tanstack/react-router'
import { showToast } from '#src/channels/toast-store.ts'
import { startStockSearchActor } from './stock-search-actor.ts'

vi.mock('#src/channels/toast-store.ts', () => ({ showToast: vi.fn() }))

/** The words of the failure, hand-copied from messages/da.json (stock_choice_failed). */
const failedText = 'Bilerne kunne ikke hentes. Tjek din forbindelse, og prøv igen.'

/** A router whose /lager loader fails (the product API down) until `heal`; counts navigations. */
function routerDown() {
  const state = { down: true, navigations: 0 }
  const router = {
    latestLocation: { href: '/lager' },
    preloadRoute: async () => [{ routeId: '/{-$brand}/stock', status: state.down ? 'error' : 'success', error: state.down ? new Error('503') : undefined }],
    navigate: async () => void state.navigations++,
  } as unknown as RegisteredRouter
  return { router, state }
}

const errorToasts = () => vi.mocked(showToast).mock.calls.filter(([message, tone]) => message === failedText && tone === 'error')

describe('the /lager search actor: a failed choice is told where the visitor is', () => {
  it('raises the failure as an error toast once per failure (a failed retry is told again), and none when the cars come', async () => {
    const { router, state } = routerDown()
    const actor = startStockSearchActor({ router, destination: () => ({ to: '/{-$brand}/stock', search: {} }) as never })
    actor.send({ type: 'filters.choose', search: { fuel: ['electric'] } as never, href: '/stock', to: '/lager?fuel=electric' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(errorToasts()).toHaveLength(1)
    expect(state.navigations).toBe(0)

    actor.send({ type: 'search.retry' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(errorToasts()).toHaveLength(2)

    state.down = false
    actor.send({ type: 'search.retry' })
    await waitFor(actor, () => state.navigations === 1)
    expect(errorToasts()).toHaveLength(2)
    actor.stop()
  })
})
