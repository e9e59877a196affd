import { useRef } from 'react'
import { MessageCircle } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { useStepAsideForPrimaryActions } from '../ui/floating-step-aside.ts'

/**
 * Sticky contact button, always reachable (spec 2.1), except while it would
 * cover a primary action such as "Vis 8 biler" or "Book prøvetur" (issue 17):
 * then it steps aside until that action has scrolled away.
 */
export function StickyContact() {
  const box = useRef<HTMLDivElement>(null)
  const aside = useStepAsideForPrimaryActions(box)
  return (
    <div className="sticky-contact" ref={box} data-aside={aside}>
      <Button href="/directcontact" variant="tertiary" size="medium" icon={MessageCircle}>
        {m.sticky_contact()}
      </Button>
    </div>
  )
}
