import { MessageCircle } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { Button } from '#src/ui/button.tsx'
import { requestChatOpen, usePageChatMode } from '#src/channels/chat-presence.ts'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import type { chatSchema } from './chat.schema.ts'

export function Chat({ blok }: PropsOf<typeof chatSchema>) {
  usePageChatMode(blok.mode)
  return (
    <section className="chat-block" aria-labelledby={`chat-${blok._uid}`} {...editable(blok)}>
      <MessageCircle aria-hidden="true" className="chat-block__icon" width={40} height={40} />
      <div>
        <h2 id={`chat-${blok._uid}`}>{blok.heading}</h2>
        {blok.text && <p>{blok.text}</p>}
        {blok.mode === 'off' ? (
          // The editor turned the chat off here on purpose: no "not available" message (that is spec 8's error
          // for a chat that fails, issue 29), only the way to write to us.
          <Button href="/directcontact" variant="secondary" size="medium">
            {m.content_chat_contact()}
          </Button>
        ) : (
          <Button type="button" variant="primary" size="medium" icon={MessageCircle} onClick={() => requestChatOpen()}>
            {m.chat_start()}
          </Button>
        )}
      </div>
    </section>
  )
}
