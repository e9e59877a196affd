import { MessageCircle } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'

/** Sticky contact button, always reachable (spec 2.1). */
export function StickyContact() {
  return (
    <div className="sticky-contact">
      <Button href="/directcontact" variant="tertiary" size="medium" icon={MessageCircle}>
        {m.sticky_contact()}
      </Button>
    </div>
  )
}
