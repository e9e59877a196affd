import { m } from '../i18n/paraglide/messages.js'

export const mainContentId = 'indhold'

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {m.skip_to_content()}
    </a>
  )
}
