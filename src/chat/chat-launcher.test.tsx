// @vitest-environment happy-dom
/**
 * chat-launcher.tsx: the panel shows while the machine is open (or an open is
 * queued before it has loaded), not on a page whose chat block turns the chat
 * off; open requests open the chat with their vehicle, preload requests preload
 * it; focus goes back to the opener when the panel closes; the page is marked
 * while the panel shows.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSyncExternalStore } from 'react'

const stubs = vi.hoisted(() => {
  let view: unknown = { status: 'pending' }
  const listeners = new Set<() => void>()
  return {
    openChat: vi.fn<(vehicleId?: string) => void>(),
    preload: vi.fn<() => void>(),
    getView: () => view,
    setView(next: unknown) {
      view = next
      for (const l of [...listeners]) l()
    },
    subscribe(l: () => void) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
})
vi.mock('./chat-store.ts', () => ({ autochat: { preload: stubs.preload }, openChat: stubs.openChat }))
vi.mock('#machines/kit/lazy-machine.ts', () => ({
  useLazyMachine: () => useSyncExternalStore(stubs.subscribe, stubs.getView, stubs.getView),
}))
vi.mock('./chat-panel.tsx', () => ({ default: () => <div data-testid="chat-panel">Chat</div> }))

const { ChatLauncher } = await import('./chat-launcher.tsx')
const { requestChatOpen, requestChatPreload, usePageChatMode } = await import('../channels/chat-presence.ts')

const openView = { status: 'ready', snapshot: { value: 'ready' } }
const closedView = { status: 'ready', snapshot: { value: 'closed' } }
const chatOpen = () => document.documentElement.hasAttribute('data-chat-open')

function ChatOff() {
  usePageChatMode('off')
  return null
}

function Page({ off }: { off: boolean }) {
  return (
    <>
      {off ? <ChatOff /> : null}
      <ChatLauncher />
    </>
  )
}

beforeEach(() => {
  stubs.setView({ status: 'pending' })
})
afterEach(() => {
  cleanup()
  stubs.openChat.mockReset()
  stubs.preload.mockReset()
  document.documentElement.removeAttribute('data-chat-open')
})

describe('ChatLauncher', () => {
  it('shows nothing while the chat is not open', () => {
    const { container } = render(<ChatLauncher />)
    expect(container.innerHTML).toBe('')
    act(() => stubs.setView(closedView))
    expect(container.innerHTML).toBe('')
    act(() => stubs.setView({ status: 'empty', queued: [{ type: 'message.retry' }] }))
    expect(container.innerHTML).toBe('')
    expect(chatOpen()).toBe(false)
  })

  it('shows the loading status, then the panel, when the machine is open, and marks the page', async () => {
    render(<ChatLauncher />)
    act(() => stubs.setView(openView))
    expect(screen.getByRole('status').textContent).toBe('Åbner chatten …')
    expect(screen.getByRole('status').className).toBe('chat-panel chat-panel--loading')
    expect(await screen.findByTestId('chat-panel')).toBeTruthy()
    expect(chatOpen()).toBe(true)
    act(() => stubs.setView(closedView))
    expect(screen.queryByTestId('chat-panel')).toBeNull()
    expect(chatOpen()).toBe(false)
  })

  it('shows the panel for an open queued before the machine has loaded', async () => {
    render(<ChatLauncher />)
    act(() => stubs.setView({ status: 'empty', queued: [{ type: 'message.retry' }, { type: 'chat.open' }] }))
    expect(await screen.findByTestId('chat-panel')).toBeTruthy()
  })

  it('shows no panel on a page whose chat block turns the chat off', () => {
    const { container } = render(
      <>
        <ChatOff />
        <ChatLauncher />
      </>,
    )
    act(() => stubs.setView(openView))
    expect(container.innerHTML).toBe('')
    expect(chatOpen()).toBe(false)
  })

  it('opens the chat on a request, with its vehicle, and preloads on a preload request', () => {
    render(<ChatLauncher />)
    act(() => requestChatOpen({ vehicleId: '100002' }))
    expect(stubs.openChat).toHaveBeenCalledWith('100002')
    act(() => requestChatOpen())
    expect(stubs.openChat).toHaveBeenLastCalledWith(undefined)
    act(() => requestChatPreload())
    expect(stubs.preload).toHaveBeenCalledTimes(1)
  })

  it('stops listening when unmounted, and unmarks the page', async () => {
    const { unmount } = render(<ChatLauncher />)
    act(() => stubs.setView(openView))
    await screen.findByTestId('chat-panel')
    unmount()
    expect(chatOpen()).toBe(false)
    requestChatOpen()
    requestChatPreload()
    expect(stubs.openChat).not.toHaveBeenCalled()
    expect(stubs.preload).not.toHaveBeenCalled()
  })

  it('gives focus back to the opener when the panel closes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    const other = document.createElement('button')
    document.body.append(other)
    render(<ChatLauncher />)
    opener.focus()
    act(() => requestChatOpen())
    act(() => stubs.setView(openView))
    await screen.findByTestId('chat-panel')
    other.focus()
    act(() => stubs.setView(closedView))
    expect(document.activeElement).toBe(opener)
    // Once: a later close (opened some other way) does not pull focus to the old opener.
    act(() => stubs.setView(openView))
    await screen.findByTestId('chat-panel')
    other.focus()
    act(() => stubs.setView(closedView))
    expect(document.activeElement).toBe(other)
    opener.remove()
    other.remove()
  })

  it('leaves focus alone when the opener is gone from the page', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    const other = document.createElement('button')
    document.body.append(other)
    render(<ChatLauncher />)
    opener.focus()
    act(() => requestChatOpen())
    act(() => stubs.setView(openView))
    await screen.findByTestId('chat-panel')
    other.focus()
    opener.remove()
    const focus = vi.spyOn(opener, 'focus')
    act(() => stubs.setView(closedView))
    expect(focus).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(other)
    other.remove()
  })

  it('keeps focus while the chat is open but hidden by a chat block, and gives it back when it closes', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    const other = document.createElement('button')
    document.body.append(other)
    const { rerender } = render(<Page off={false} />)
    opener.focus()
    act(() => requestChatOpen())
    act(() => stubs.setView(openView))
    await screen.findByTestId('chat-panel')
    other.focus()
    rerender(<Page off />)
    expect(screen.queryByTestId('chat-panel')).toBeNull()
    expect(document.activeElement).toBe(other)
    act(() => stubs.setView(closedView))
    expect(document.activeElement).toBe(opener)
    opener.remove()
    other.remove()
  })

  it('does not move focus when the panel was never open', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    const other = document.createElement('button')
    document.body.append(other)
    render(<ChatLauncher />)
    opener.focus()
    act(() => requestChatOpen())
    other.focus()
    act(() => stubs.setView(closedView))
    expect(document.activeElement).toBe(other)
    opener.remove()
    other.remove()
  })
})
