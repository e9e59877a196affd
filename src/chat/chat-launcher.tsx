/**
 * The chat bubble on every page (spec 9: enabled, shown after 1 second) and
 * the panel it opens. Only this component and chat-store.ts are on a page's
 * first load; the panel (chat-panel.tsx), the machine and xstate load when the
 * bubble is opened, or at once when the visitor has a saved conversation.
 * A CMS chat block can turn the bubble off on its page (src/ui/chat-presence.ts).
 */
import { MessageCircle } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { constants } from '#app.config'
import { useLazyMachine } from '#machines/kit/lazy-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { onChatOpenRequest, usePageChatModeValue } from '../ui/chat-presence.ts'
import { useStepAsideForPrimaryActions } from '../ui/floating-step-aside.ts'
import { autochat, openChat } from './chat-store.ts'

const ChatPanel = lazy(() => import('./chat-panel.tsx'))

export function ChatLauncher() {
  const mode = usePageChatModeValue()
  const view = useLazyMachine(autochat)
  const [bubbleShown, setBubbleShown] = useState(false)
  const bubble = useRef<HTMLButtonElement>(null)
  /** Where focus goes back to when the panel closes (the bubble, a chat block's button …). */
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (!constants.autochat.bubbleEnabled) return
    const timer = setTimeout(() => setBubbleShown(true), constants.autochat.delay * 1_000)
    return () => clearTimeout(timer)
  }, [])

  useEffect(
    () =>
      onChatOpenRequest((request) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        openChat(request.vehicleId)
      }),
    [],
  )

  const open = (view.status === 'ready' && view.snapshot.value !== 'closed') || (view.status === 'empty' && view.queued.some((e) => e.type === 'chat.open'))

  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = opener.current?.isConnected ? opener.current : bubble.current
      target?.focus()
      opener.current = null
    }
    wasOpen.current = open
  }, [open])

  const showBubble = constants.autochat.bubbleEnabled && bubbleShown && mode === 'bubble' && !open
  // A page whose chat block turns the chat off shows no panel either; the conversation waits for the next page.
  const showPanel = open && mode !== 'off'
  // Like the sticky contact button, the bubble never covers a primary action (issue 17).
  const aside = useStepAsideForPrimaryActions(bubble, showBubble)
  return (
    <>
      {showBubble && (
        <button
          ref={bubble}
          type="button"
          className="chat-bubble"
          data-aside={aside}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={autochat.preload}
          onFocus={autochat.preload}
          onClick={() => {
            opener.current = bubble.current
            openChat()
          }}
        >
          <MessageCircle aria-hidden="true" focusable="false" width={24} height={24} />
          <span>{m.chat_bubble()}</span>
        </button>
      )}
      {showPanel && (
        <Suspense
          fallback={
            <div className="chat-panel chat-panel--loading" role="status">
              {m.chat_loading()}
            </div>
          }
        >
          <ChatPanel />
        </Suspense>
      )}
    </>
  )
}
