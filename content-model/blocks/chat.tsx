import { MessageCircle } from 'lucide-react'
import { m } from '../../src/i18n/paraglide/messages.js'
import { Button } from '../../src/ui/button.tsx'
import { defineBlock, type PropsOf } from '../block-definition.ts'
import { blok, optionalText, requiredText } from '../fields.ts'
import { editable } from '../render/editable.ts'

/**
 * Chat (autochat). The block introduces the chat; where the chat cannot be
 * opened it shows the spec's unavailable message (spec 8) and the contact page.
 */
export const chatSchema = blok('chat', {
  heading: requiredText,
  text: optionalText,
})

export function Chat({ blok }: PropsOf<typeof chatSchema>) {
  return (
    <section className="chat-block" aria-labelledby={`chat-${blok._uid}`} {...editable(blok)}>
      <MessageCircle aria-hidden="true" className="chat-block__icon" width={40} height={40} />
      <div>
        <h2 id={`chat-${blok._uid}`}>{blok.heading}</h2>
        {blok.text && <p>{blok.text}</p>}
        <p className="chat-block__status" role="status">
          {m.content_chat_unavailable()}
        </p>
        <Button href="/directcontact" variant="secondary" size="medium">
          {m.content_chat_contact()}
        </Button>
      </div>
    </section>
  )
}

export const chatBlock = defineBlock(chatSchema, Chat)
