// @vitest-environment happy-dom
/**
 * The help launcher's hook on the page's chat offer (useChatOffered), with the
 * site's real store, the page's chat mode (src/channels/chat-presence.ts) and fake
 * time: "Chat med os" after spec 9's 1 second, never while a chat block turns
 * the chat off, back when the block is gone.
 */
import { act, createElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePageChatMode } from '../channels/chat-presence.ts'
import { useChatOffered } from './chat-offer.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Offer() {
  return createElement('output', null, useChatOffered() ? 'tilbudt' : 'ikke tilbudt')
}
function Block({ mode }: { mode: 'off' | 'inline' }) {
  usePageChatMode(mode)
  return null
}
/** The page, with or without a chat block (re-rendered with another one as navigation would). */
function Page({ block }: { block: 'off' | 'inline' | null }): ReactNode {
  return [createElement(Offer, { key: 'offer' }), block ? createElement(Block, { key: 'block', mode: block }) : null]
}

describe('useChatOffered: the help launcher shows "Chat med os" only when the chat offer says so', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is not offered in the server’s HTML', () => {
    expect(renderToString(createElement(Offer))).toContain('ikke tilbudt')
  })

  it('after 1 second; withdrawn while a block turns the chat off or is the way in; back when it is gone', async () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(createElement(Page, { block: null })))
    expect(host.textContent).toBe('ikke tilbudt')
    await act(async () => vi.advanceTimersByTimeAsync(999))
    expect(host.textContent).toBe('ikke tilbudt')
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(host.textContent).toBe('tilbudt')
    await act(async () => root.render(createElement(Page, { block: 'off' })))
    expect(host.textContent).toBe('ikke tilbudt')
    await act(async () => root.render(createElement(Page, { block: 'inline' })))
    expect(host.textContent).toBe('ikke tilbudt')
    await act(async () => root.render(createElement(Page, { block: null })))
    expect(host.textContent).toBe('tilbudt')
    await act(async () => root.unmount())
  })
})
