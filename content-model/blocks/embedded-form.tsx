import { Suspense } from 'react'
import { Mail, Phone } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import type { PropsOf } from '../block-definition.ts'
import { useContent } from '../render/content-context.tsx'
import { ContentLink } from '../render/content-link.tsx'
import { editable } from '../render/editable.ts'
import type { embeddedFormSchema } from './embedded-form.schema.ts'

function telHref(value: string): string {
  const digits = value.replace(/[^0-9+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+45${digits}`}`
}

export function EmbeddedForm({ blok }: PropsOf<typeof embeddedFormSchema>) {
  // The forms feature's form, passed in as a feature slot; it loads on demand, so a Suspense boundary waits for it.
  const { SiteForm } = useContent().slots
  return (
    <section className="embedded-form" data-form-id={blok.form} aria-labelledby={`form-${blok._uid}`} {...editable(blok)}>
      <h2 id={`form-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <Suspense fallback={<p className="lead-form__loading">{m.forms_loading()}</p>}>
        <SiteForm form={blok.form} />
      </Suspense>
      <div className="embedded-form__direct">
        <p>{m.content_form_direct()}</p>
        <ul className="contact-list">
          <li>
            <Phone aria-hidden="true" width={20} height={20} />
            <ContentLink link={{ href: telHref(blok.phone), external: true }}>{blok.phone}</ContentLink>
          </li>
          <li>
            <Mail aria-hidden="true" width={20} height={20} />
            <ContentLink link={{ href: `mailto:${blok.email}`, external: true }}>{blok.email}</ContentLink>
          </li>
        </ul>
      </div>
    </section>
  )
}
