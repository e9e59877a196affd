import { MessageCircle } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { Button } from '#src/ui/button.tsx'
import { requestChatOpen, usePageChatMode } from '#src/ui/chat-presence.ts'
import type { PropsOf } from '../block-definition.ts'
import { blok, optionField, optionalText, requiredText } from '../fields.ts'
import { editable } from '../render/editable.ts'

/** How the page offers the chat: the bubble and this block (default), only this block, or not at all. */
export const chatModes = ['bubble', 'inline', 'off'] as const

/**
 * Chat (autochat). The block introduces the chat and opens it ("Start
 * chatten"). `mode` lets editors turn the chat bubble off on the page:
 * `inline` makes the block the page's only way into the chat; `off` turns the
 * chat off on the page, and the block shows the spec's unavailable message
 * (spec 8) with the contact page instead.
 */
export const chatSchema = /* @__PURE__ */ blok('chat', {
  heading: requiredText,
  text: optionalText,
  mode: /* @__PURE__ */ optionField(chatModes, 'bubble'),
})

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
