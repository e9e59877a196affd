import { useRef } from 'react'
import { Headset, Mail, MessageCircle, Phone } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import { requestChatOpen, requestChatPreload } from '../channels/chat-presence.ts'
import { useStepAsideForContent } from '../ui/floating-step-aside.ts'
import { useChatOfferState } from './chat-offer.ts'

const menuId = 'help-menu'

/** "Kopiér min logbog" loads its code when it is pointed at, focused or pressed: it is not first-load JavaScript. */
const loadCopyJournals = () => import('./copy-journals.ts')

/**
 * The one floating way to help (issue 29; spec 2.1's sticky contact button and
 * spec 9's chat bubble in one): "Hjælp" opens a small menu with "Chat med os",
 * "Kontakt os" and the phone number. Before, a "Kontakt os" button and a chat
 * bubble with the same icon stood on top of each other and covered prices,
 * credit texts and buttons.
 *
 * - The menu is a native popover: it opens without JavaScript, Escape and a
 *   click outside close it, and the button reports it as expanded.
 * - "Chat med os" is offered once the page has run for the chat's delay
 *   (`constants.autochat`, spec 9), unless the page's chat block turns the
 *   chat off or is its own way in (src/channels/chat-presence.ts): the chat-offer
 *   machine's rules (machines/chat-offer/, kept by ./chat-offer.ts). It opens the chat
 *   (src/chat, which loads its code then) and focus comes back to "Hjælp" when
 *   the chat closes. The launcher stays out of the open chat panel's corner.
 * - It steps aside while a price, a credit text, a button or a form field lies
 *   under it (src/ui/floating-step-aside.ts), rises above the bars at the foot
 *   of the screen (the compare bar, the vehicle page's price bar: their
 *   heights in CSS variables), and the footer keeps room for it at the very end.
 */
export function HelpLauncher() {
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const offer = useChatOfferState()
  const chatOffered = offer === 'offered'
  const aside = useStepAsideForContent(box)
  // An in-app link keeps the document: the menu would stay open on the next page.
  const close = () => menu.current?.hidePopover()
  const phone = m.topbar_phone()
  return (
    // data-state: the chat-offer machine's state; "waiting" and "withheld" look the same (no "Chat med os").
    <div className="help-launcher" ref={box} data-aside={aside} data-flow="chat-offer" data-state={offer}>
      <button ref={button} type="button" className="help-launcher__button" popoverTarget={menuId}>
        <Headset aria-hidden="true" focusable="false" width={22} height={22} />
        <span>{m.help_launcher()}</span>
      </button>
      <div ref={menu} id={menuId} className="help-launcher__menu" popover="auto" aria-labelledby={`${menuId}-title`}>
        <h2 id={`${menuId}-title`} className="help-launcher__title">
          {m.help_menu_title()}
        </h2>
        <ul className="help-launcher__list">
          {chatOffered && (
            <li>
              <button
                type="button"
                className="help-launcher__item help-launcher__chat"
                onPointerEnter={requestChatPreload}
                onFocus={requestChatPreload}
                onClick={() => {
                  close()
                  // The chat gives focus back to whatever had it when it opened: "Hjælp", not the closed menu.
                  button.current?.focus()
                  requestChatOpen()
                }}
              >
                <MessageCircle aria-hidden="true" focusable="false" width={20} height={20} />
                <span>{m.chat_bubble()}</span>
              </button>
            </li>
          )}
          <li>
            <AppLink className="help-launcher__item" href="/directcontact" onClick={close}>
              <Mail aria-hidden="true" width={20} height={20} />
              <span>{m.sticky_contact()}</span>
            </AppLink>
          </li>
          <li>
            <AppLink className="help-launcher__item" href={`tel:+45${phone.replace(/\s/g, '')}`} external onClick={close}>
              <Phone aria-hidden="true" width={20} height={20} />
              <span>{m.help_call({ phone })}</span>
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              className="help-launcher__item help-launcher__journal"
              onPointerEnter={() => void loadCopyJournals()}
              onFocus={() => void loadCopyJournals()}
              onClick={() => {
                close()
                button.current?.focus()
                void loadCopyJournals().then(({ copyMyJournals }) => copyMyJournals())
              }}
            >
              <span>{m.help_copy_journal()}</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
