/**
 * Floating buttons (the sticky "Kontakt os" button, the chat bubble) step
 * aside for the page's primary actions (issue 17): while a primary button
 * ("Vis 8 biler" in the open filter panel, "Book prøvetur" …) or an area
 * marked `data-primary-area` (the open filter panel on a phone) lies under
 * the floating button, the button is hidden, so it never covers what the
 * shopper came to press. It comes back as soon as the action has scrolled away.
 *
 * An IntersectionObserver tracks which primary actions are on screen; only
 * while one is, scrolling re-measures (once per frame) whether it lies under
 * the floating button. A MutationObserver picks up actions that appear later.
 */
import { useEffect, useState, type RefObject } from 'react'

/** What a floating button must not cover. */
const primaryActionSelector = '.btn--primary, [data-primary-area]'

/** Space kept free around a floating button, in px. */
const clearance = 8

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + clearance && a.right > b.left - clearance && a.top < b.bottom + clearance && a.bottom > b.top - clearance
}

/**
 * `true` while the floating element (`ref`) would cover a primary action in
 * the page's main content; `enabled` is false while the element is not rendered.
 */
export function useStepAsideForPrimaryActions(ref: RefObject<HTMLElement | null>, enabled = true): boolean {
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
      const now = new Set(main.querySelectorAll(primaryActionSelector))
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
    mo.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'data-primary-area'] })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', scheduleMeasure)
    floating.addEventListener('focusout', scheduleMeasure)
    return () => {
      io.disconnect()
      mo.disconnect()
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
