import { m } from '#src/i18n/paraglide/messages.js'
import { AppLink } from '#src/ui/app-link.tsx'
import type { PropsOf } from '../block-definition.ts'
import { editable } from '../render/editable.ts'
import { brandLogo, brandModelsPath, brandName } from './brands.ts'
import type { brandLogosSchema } from './brand-logos.schema.ts'

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
