import { useRouter } from '@tanstack/react-router'
import type { BrandConfig } from '#app.config'
import { m } from '../i18n/paraglide/messages.js'
import { Button } from '../ui/button.tsx'
import { modelListTitle } from './model-list-title.ts'

/**
 * Shown on a brand's model list when its manufacturer information (the
 * models) could not be loaded (spec 8): the message and a way to try again.
 */
export function BrandLoadErrorPage({ brand }: { brand: BrandConfig | undefined }) {
  const router = useRouter()
  return (
    <div className="container model-list" data-error-type="brand-load-failed">
      {brand && <h1>{modelListTitle(brand, undefined)}</h1>}
      <p className="model-list__error" role="alert">
        {m.brands_load_failed()}
      </p>
      <Button variant="secondary" onClick={() => void router.invalidate()}>
        {m.brands_retry()}
      </Button>
    </div>
  )
}
