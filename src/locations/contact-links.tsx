import { Mail, MessageCircle, Navigation, Phone } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import type { Location } from '../product-api/contract/location.ts'
import { formatPhone, mailtoHref, telHref } from '../format/phone.ts'
import { directionsHref, whatsappHref } from './location-contact.ts'
import { trackLocationContact } from './location-analytics.ts'

/**
 * A location's ways to get in touch: phone, e-mail, WhatsApp and a route
 * link to a maps provider's directions. Each is an external link (explicitly
 * allowed by the navigation guard) and fires its click event (spec 7).
 */
export function ContactLinks({ location }: { location: Pick<Location, 'slug' | 'name' | 'phone' | 'email' | 'whatsapp' | 'address' | 'coordinates'> }) {
  return (
    <ul className="contact-links">
      <li>
        <Phone aria-hidden="true" width={20} height={20} />
        <AppLink
          href={telHref(location.phone)}
          external
          onClick={() => trackLocationContact('phone', location.slug)}
          aria-label={m.locations_call({ phone: formatPhone(location.phone) })}
        >
          {formatPhone(location.phone)}
        </AppLink>
      </li>
      <li>
        <Mail aria-hidden="true" width={20} height={20} />
        <AppLink href={mailtoHref(location.email)} external onClick={() => trackLocationContact('email', location.slug)}>
          {location.email}
        </AppLink>
      </li>
      {location.whatsapp && (
        <li>
          <MessageCircle aria-hidden="true" width={20} height={20} />
          <AppLink href={whatsappHref(location.whatsapp)} external target="_blank" onClick={() => trackLocationContact('whatsapp', location.slug)}>
            {m.locations_whatsapp()}
            <span className="visually-hidden"> {m.locations_new_window()}</span>
          </AppLink>
        </li>
      )}
      <li>
        <Navigation aria-hidden="true" width={20} height={20} />
        <AppLink href={directionsHref(location)} external target="_blank" onClick={() => trackLocationContact('route', location.slug)}>
          {m.locations_route()}
          <span className="visually-hidden"> {m.locations_new_window()}</span>
        </AppLink>
      </li>
    </ul>
  )
}
