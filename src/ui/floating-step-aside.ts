/**
 * The floating help launcher (src/shell/help-launcher.tsx) steps aside for
 * what the shopper came to read or press (issues 17 and 29): while a price or
 * credit text (the one price presentation, src/pricing, and the vehicle page's
 * price blocks), a button, a form field or an area marked `data-primary-area`
 * (the open filter panel on a phone, a vehicle's price actions) or
 * `data-keep-clear` (the diagrams on /statecharts) lies under it, it is
 * hidden, so it never covers them. It comes back as soon as they have
 * scrolled away.
 *
 * A price is recognised by its words as well as by its class: any element of
 * the main content whose own text names kroner, an ÅOP or a credit example's
 * terms (a compare table's cell, a model's variant table, a lease offer's
 * delivery line) is kept clear too, so no view that shows a price without
 * the price presentation's classes can end up under the button (issue 29).
 *
 * An IntersectionObserver tracks which of them are on screen; only while one
 * is, scrolling re-measures (once per frame) whether it lies under the
 * floating element. A MutationObserver picks up ones that appear later.
 */
import { useEffect, useState, type RefObject } from 'react'

/** What a floating button must not cover, inside the page's main content. */
export const keepClearSelector = [
  // Prices and credit texts (ÅOP, credit example) as src/pricing and the price blocks show them.
  '.price',
  '.price-line',
  '.price-block',
  // Actions and form fields.
  '.btn',
  'button',
  'summary',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[data-primary-area]',
  '[data-keep-clear]',
].join(', ')

/** The words of a price or a credit example (kroner, ÅOP and the credit example's terms). */
const priceWords = /\bkr\.|ÅOP|debitorrente|kreditomkostninger|samlet beløb at betale|kreditbeløb|repræsentativt eksempel|totalomkostninger/i

/** The elements of `root` that must stay clear: by selector, and those whose own text is a price. */
function keepClear(root: Element): Set<Element> {
  const found = new Set(root.querySelectorAll(keepClearSelector))
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent && priceWords.test(node.textContent ?? '')) found.add(parent)
  }
  return found
}

/** Space kept free around a floating button, in px. */
const clearance = 8

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + clearance && a.right > b.left - clearance && a.top < b.bottom + clearance && a.bottom > b.top - clearance
}

/**
 * `true` while the floating element (`ref`) would cover something of
 * `keepClearSelector` in the page's main content; `enabled` is false while the
 * element is not rendered.
 */
export function useStepAsideForContent(ref: RefObject<HTMLElement | null>, enabled = true): boolean {
  const [aside, setAside] = useState(false)

  useEffect(() => {
    const floating = ref.current
    const main = document.querySelector('main')
    if (!enabled || !floating || !main || typeof IntersectionObserver === 'undefined') return
    const onScreen = new Set<Element>()
    let observed = new Set<Element>()
    let measureFrame = 0
    let scanFrame = 0

    const measure = () => {
      measureFrame = 0
      // Keyboard focus stays where the visitor put it.
      if (floating.contains(document.activeElement)) return setAside(false)
      const own = floating.getBoundingClientRect()
      setAside([...onScreen].some((el) => overlaps(el.getBoundingClientRect(), own)))
    }
    const scheduleMeasure = () => {
      measureFrame ||= requestAnimationFrame(measure)
    }
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target)
        else onScreen.delete(entry.target)
      }
      scheduleMeasure()
    })
    const scan = () => {
      scanFrame = 0
      const now = keepClear(main)
      for (const el of observed) {
        if (now.has(el)) continue
        io.unobserve(el)
        onScreen.delete(el)
      }
      for (const el of now) if (!observed.has(el)) io.observe(el)
      observed = now
      scheduleMeasure()
    }
    const scheduleScan = () => {
      scanFrame ||= requestAnimationFrame(scan)
    }
    const onScroll = () => {
      if (onScreen.size > 0) scheduleMeasure()
    }

    scan()
    const mo = new MutationObserver(scheduleScan)
    mo.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'data-primary-area'] })
    // The button itself moves when a bar at the foot of the screen comes or goes (the compare bar and the price
    // bar set their heights on <html>): measure again then, or it would rise onto a price without stepping aside.
    const moved = new MutationObserver(scheduleMeasure)
    moved.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', scheduleMeasure)
    floating.addEventListener('focusout', scheduleMeasure)
    return () => {
      io.disconnect()
      mo.disconnect()
      moved.disconnect()
      cancelAnimationFrame(measureFrame)
      cancelAnimationFrame(scanFrame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', scheduleMeasure)
      floating.removeEventListener('focusout', scheduleMeasure)
      setAside(false)
    }
  }, [ref, enabled])

  return aside
}
