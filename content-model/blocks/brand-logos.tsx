import { z } from 'zod'
import { m } from '#src/i18n/paraglide/messages.js'
import { AppLink } from '#src/ui/app-link.tsx'
import type { PropsOf } from '../block-definition.ts'
import { blok, optionalText } from '../fields.ts'
import { editable } from '../render/editable.ts'
import { brandLogo, brandModelsPath, brandName, brandSlugSchema } from './brands.ts'

/** A row of brand logos, each linking to the brand's models. */
export const brandLogosSchema = /* @__PURE__ */ blok('brand_logos', {
  heading: optionalText,
  brands: /* @__PURE__ */ z.array(brandSlugSchema).min(1, 'vælg mindst ét mærke'),
})

export function BrandLogos({ blok }: PropsOf<typeof brandLogosSchema>) {
  return (
    <nav className="brand-logos" aria-label={blok.heading || m.content_brands_label()} {...editable(blok)}>
      {blok.heading && <h2 className="brand-logos__heading">{blok.heading}</h2>}
      <ul>
        {blok.brands.map((slug) => (
          <li key={slug}>
            <AppLink href={brandModelsPath(slug)} className="brand-logos__link">
              <img src={brandLogo(slug)} alt={m.content_brand_models({ brand: brandName(slug) })} width={200} height={60} loading="lazy" />
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
