import { MessageCircle } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { Button } from '#src/ui/button.tsx'
import { requestChatOpen, usePageChatMode } from '#src/ui/chat-presence.ts'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { chatSchema } from './chat.schema.ts'

/** How the page offers the chat: the bubble and this block (default), only this block, or not at all. */
export const chatModes = ['bubble', 'inline', 'off'] as const

export function Chat({ blok }: PropsOf<typeof chatSchema>) {
  usePageChatMode(blok.mode)
  return (
    <section className="chat-block" aria-labelledby={`chat-${blok._uid}`} {...editable(blok)}>
      <MessageCircle aria-hidden="true" className="chat-block__icon" width={40} height={40} />
      <div>
        <h2 id={`chat-${blok._uid}`}>{blok.heading}</h2>
        {blok.text && <p>{blok.text}</p>}
        {blok.mode === 'off' ? (
          <>
            <p className="chat-block__status" role="status">
              {m.content_chat_unavailable()}
            </p>
            <Button href="/directcontact" variant="secondary" size="medium">
              {m.content_chat_contact()}
            </Button>
          </>
        ) : (
          <Button type="button" variant="primary" size="medium" icon={MessageCircle} onClick={() => requestChatOpen()}>
            {m.chat_start()}
          </Button>
        )}
      </div>
    </section>
  )
}
