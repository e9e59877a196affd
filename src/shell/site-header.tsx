import { useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { m } from '../i18n/paraglide/messages.js'
import { AppLink } from '../ui/app-link.tsx'
import { toPublicPath } from '../navigation/localized-paths.ts'
import { activeNavHref, mainNavigation, navPath } from './main-navigation.ts'
import { siteName } from '../site-identity/site-identity.ts'

export function SiteHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  // The mobile menu is open only on the page where it was opened, so navigating closes it
  // (also between /lager and /lager?type=used).
  const page = `${pathname}${searchStr}`
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === page
  const toggle = useRef<HTMLButtonElement>(null)
  // Escape closes the open menu and gives focus back to its button (WCAG 2.1.2, issue 17).
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpenOn(null)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  const items = mainNavigation()
  // Nav hrefs are public addresses (/lager); the router's location is internal (/stock).
  const publicPath = toPublicPath(pathname)
  const activeHref = activeNavHref(items, publicPath, searchStr)
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <AppLink href="/" className="site-logo" aria-label={m.home_link_label()}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M6 17l4-6h8l4 6v3H6z" fill="currentColor" />
          </svg>
          <span>{siteName}</span>
        </AppLink>
        <nav className="main-nav" aria-label={m.nav_main_label()} data-open={open}>
          <button
            ref={toggle}
            type="button"
            className="main-nav__toggle"
            aria-expanded={open}
            aria-controls="main-nav-list"
            onClick={() => setOpenOn(open ? null : page)}
          >
            {open ? <X aria-hidden="true" className="btn__icon" /> : <Menu aria-hidden="true" className="btn__icon" />}
            <span>{open ? m.nav_close_menu() : m.nav_open_menu()}</span>
          </button>
          <ul className="main-nav__list" id="main-nav-list">
            {items.map((item) => {
              const active = item.href === activeHref
              return (
                <li key={item.href}>
                  <AppLink
                    href={item.href}
                    className={`main-nav__link${active ? ' is-active' : ''}`}
                    aria-current={active && navPath(item.href) === publicPath ? 'page' : undefined}
                  >
                    {item.label}
                  </AppLink>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
