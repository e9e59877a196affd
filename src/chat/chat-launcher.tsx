/**
 * The chat panel on every page. The way in is the help launcher's "Chat med
 * os" (src/shell/help-launcher.tsx: one floating button for chat and contact,
 * issue 29), a CMS chat block or "Spørg om denne bil": they ask through
 * src/channels/chat-presence.ts. Only this component and chat-store.ts are on a
 * page's first load; the panel (chat-panel.tsx), the machine and xstate load
 * when the chat is opened (or asked to preload), or at once when the visitor
 * has a saved conversation. A CMS chat block can turn the chat off on its page.
 */
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLazyMachine } from '#machines/kit/lazy-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { markChatPanelOpen, onChatOpenRequest, onChatPreloadRequest, usePageChatModeValue } from '../channels/chat-presence.ts'
import { autochat, openChat } from './chat-store.ts'

const ChatPanel = lazy(() => import('./chat-panel.tsx'))

export function ChatLauncher() {
  const mode = usePageChatModeValue()
  const view = useLazyMachine(autochat)
  /** Where focus goes back to when the panel closes (the help launcher, a chat block's button …). */
  const opener = useRef<HTMLElement | null>(null)
  // Stryker disable next-line BooleanLiteral: on the first run the opener is still null (no request yet), so a `true` start only nulls what is null; equivalent.
  const wasOpen = useRef(false)

  useEffect(
    () =>
      onChatOpenRequest((request) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        openChat(request.vehicleId)
      }),
    // Stryker disable next-line ArrayDeclaration: a constant dependency list runs the effect once on mount either way, as `[]` does; no test can tell them apart.
    [],
  )
  // Stryker disable next-line ArrayDeclaration: a constant dependency list runs the effect once on mount either way, as `[]` does; no test can tell them apart.
  useEffect(() => onChatPreloadRequest(autochat.preload), [])

  const open = (view.status === 'ready' && view.snapshot.value !== 'closed') || (view.status === 'empty' && view.queued.some((e) => e.type === 'chat.open'))
  // A page whose chat block turns the chat off shows no panel either; the conversation waits for the next page.
  const showPanel = open && mode !== 'off'

  useEffect(() => {
    markChatPanelOpen(showPanel)
    if (wasOpen.current && !open) {
      if (opener.current?.isConnected) opener.current.focus()
      opener.current = null
    }
    wasOpen.current = open
  }, [open, showPanel])
  // Stryker disable next-line ArrayDeclaration: a constant dependency list runs the effect once on mount either way, as `[]` does; no test can tell them apart.
  useEffect(() => () => markChatPanelOpen(false), [])

  return showPanel ? (
    <Suspense
      fallback={
        <div className="chat-panel chat-panel--loading" role="status">
          {m.chat_loading()}
        </div>
      }
    >
      <ChatPanel />
    </Suspense>
  ) : null
}
