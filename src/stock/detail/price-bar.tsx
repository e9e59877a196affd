import { useEffect, useRef, useState } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { formatKr } from '#src/format/format.ts'
import { MonthlyWithApr } from '#src/pricing/price-summary.tsx'
import { priceView, type VatMode } from '#src/pricing/price-view.ts'
import { Button } from '#src/ui/button.tsx'
import { actionLabel, priceBlockHeadingId } from './price-blocks.tsx'
import { vehicleActionPath, type PriceBlock } from './detail-settings.ts'

interface PriceBarProps {
  vehicleId: string
  /** The price block the page opens first (the price type the shopper browsed with). */
  block: PriceBlock
  vat: VatMode
  brand?: string
  /** Id of the heading of the price section (the bar watches the section's actions). */
  priceSectionId: string
}

/**
 * The vehicle page's price bar on a phone (issue 29): the price starts some
 * 850 px down, so the price of the open price type and its first action
 * ("Book prøvetur") stay at the foot of the screen. The price is the price
 * blocks' own headline (a monthly price always with its ÅOP, `MonthlyWithApr`),
 * and links to its price block, where the full credit example and terms are.
 * In the flow at the end of the page, sticky to the bottom (above the compare
 * bar), so it covers nothing at the end; out of sight while the open price
 * block's actions are on screen (it would lie over them); its height goes
 * to `--price-bar-height` for the help launcher and scrolling (stock.css).
 * Hidden from 64rem, where the price column stands beside the pictures.
 */
export function PriceBar({ vehicleId, block, vat, brand, priceSectionId }: PriceBarProps) {
  const bar = useRef<HTMLElement>(null)
  // While the open price block's own actions are on screen the bar is not needed, and would lie over them.
  const [priceInView, setPriceInView] = useState(false)
  useEffect(() => {
    const section = document.getElementById(priceSectionId)?.closest('section')
    if (!section || typeof IntersectionObserver === 'undefined') return
    const shown = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) shown.add(entry.target)
        else shown.delete(entry.target)
      }
      setPriceInView(shown.size > 0)
    })
    for (const actions of section.querySelectorAll('[data-primary-area]')) observer.observe(actions)
    return () => observer.disconnect()
  }, [priceSectionId])
  useEffect(() => {
    const el = bar.current
    if (!el) return
    const root = document.documentElement
    // Its height also while it steps away: the launcher and scrolling keep its place, so nothing jumps when it comes back.
    const observer = new ResizeObserver(() => root.style.setProperty('--price-bar-height', `${el.offsetHeight}px`))
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--price-bar-height')
    }
  }, [])

  const view = priceView(block.row, vat)
  const action = block.actions.includes('testdrive') ? 'testdrive' : block.actions[0]
  if (!view || !action) return null
  return (
    <aside className="price-bar" ref={bar} aria-label={m.stock_price_bar_label()} data-off={priceInView || undefined}>
      <a className="price-bar__price" href={`#${priceBlockHeadingId(block.priceType)}`}>
        {view.kind === 'cash' ? (
          <>
            <strong className="price-bar__amount">
              {formatKr(view.price.amount)}
              {view.price.vat === 'excl' && ` ${m.stock_price_excl_vat()}`}
            </strong>
            <span className="price-bar__terms">{m.stock_price_bar_terms_cash()}</span>
          </>
        ) : (
          <>
            <strong className="price-bar__amount">
              <MonthlyWithApr price={view} />
            </strong>
            <span className="price-bar__terms">{m.stock_price_bar_terms_credit()}</span>
          </>
        )}
      </a>
      <Button href={vehicleActionPath(vehicleId, action, brand, block.priceType)} variant="primary" size="medium" className="price-bar__action">
        {actionLabel(action)}
      </Button>
    </aside>
  )
}
