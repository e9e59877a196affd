import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'

export interface Crumb {
  label: string
  /** Absent for a level that has no page of its own to link (shown as text). */
  href?: string | undefined
}

/** Breadcrumb trail (spec 2.1); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null
  return (
    <nav className="breadcrumbs" aria-label={m.breadcrumbs_label()}>
      <ol>
        <li>
          <AppLink href="/">{m.breadcrumbs_home()}</AppLink>
        </li>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={`${i}:${item.label}`}>
              <span aria-current="page">{item.label}</span>
            </li>
          ) : (
            <li key={`${i}:${item.label}`}>{item.href === undefined ? <span>{item.label}</span> : <AppLink href={item.href}>{item.label}</AppLink>}</li>
          ),
        )}
      </ol>
    </nav>
  )
}
