import { Clock, Phone } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { routeSegments } from '#app.config'
import { AppLink } from '../ui/app-link.tsx'

export function TopBar() {
  const phone = m.topbar_phone()
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__text" style={{ margin: 0 }}>
          {m.topbar_text()}
        </p>
        <div className="top-bar__links">
          <AppLink href={`tel:+45${phone.replace(/\s/g, '')}`} external aria-label={`${m.topbar_phone_label()}: ${phone}`}>
            <Phone aria-hidden="true" width={16} height={16} />
            <span>{phone}</span>
          </AppLink>
          <AppLink href={`/${routeSegments.locations}`}>
            <Clock aria-hidden="true" width={16} height={16} />
            <span>{m.topbar_opening()}</span>
          </AppLink>
        </div>
      </div>
    </div>
  )
}
