/**
 * The layout invariant of the screenshot tests (issue 29): what a visitor must always be able to see
 * and press, checked in the page at one scroll position by `checkLayoutAt` (run by `scanLayout` at
 * each step from the top of the page to its bottom). It needs nothing from the page's code: it
 * finds its elements by what they are and how they are styled.
 *
 * - Important content: a text whose words are a price ("kr."), an ÅOP or a credit example's figure
 *   (debitorrente, kreditomkostninger, samlet beløb at betale, …); a primary action (a button or link
 *   filled with a dark or saturated colour, the way a call to action is drawn); a form field (input,
 *   select, textarea).
 * - Floating: an element with `position: fixed` or a stuck `position: sticky`. A bar across the whole
 *   width at the top (the header, the sort-and-filter bar under it) or at the bottom (the compare tray,
 *   the filter panel's "Vis N biler") shortens the screen: content that scrolls under it is off the
 *   screen, not covered. Everything else floating (the chat bubble, "Kontakt os", a banner that does
 *   not span the width) lies on the content, and must never lie on important content. An edge bar
 *   must not lie on important content inside another floating element either, and at the very top
 *   and the very bottom of the page nothing important may be left under one (it could never be seen).
 *   A dialog the visitor opened (role="dialog") covers the page on purpose and is not checked as a cover.
 * - Text: no text is wider or taller than its box where the box clips it (overflow other than visible,
 *   up to a scroll container, which scrolls), and no text sticks out of a box that does not clip it.
 * - Targets: every visible control is at least 24 × 24 CSS px (WCAG 2.5.8), except a link inside a
 *   sentence and a small target with 24 px of room around it (the criterion's exceptions); a check box
 *   or radio button counts with its label. On a phone (narrower than 600 px) a primary action is at
 *   least 44 px high.
 * - Width: the page is no wider than the screen (nothing to scroll sideways to, WCAG 1.4.10).
 *
 * `checkLayoutAt` is serialised into the page by Playwright: it must not use anything from outside its body.
 */
import type { Page } from '@playwright/test'

export interface Breach {
  kind: 'covered' | 'clipped-text' | 'overflowing-text' | 'small-target' | 'low-primary-action' | 'sideways-scroll'
  /** A CSS path to the element, e.g. `main > section.price-block > dd.price__amount`. */
  element: string
  /** Its visible text (or accessible name), shortened. */
  text: string
  /** What is wrong, in numbers. */
  detail: string
}

interface CheckOptions {
  /** Elements (CSS selector) not checked as covers, e.g. the consent banner before its answer. */
  ignoreCovers?: string
}

/** Runs in the page: the breaches at the current scroll position. */
function checkLayoutAt(options: CheckOptions): { breaches: Breach[]; atTop: boolean; atBottom: boolean } {
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const atTop = window.scrollY <= 0
  const atBottom = window.scrollY + vh >= document.documentElement.scrollHeight - 1
  const breaches: Breach[] = []
  const style = (el: Element) => getComputedStyle(el)

  const describe = (el: Element): string => {
    const parts: string[] = []
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const id = e.id ? `#${e.id}` : ''
      const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''
      parts.unshift(`${e.tagName.toLowerCase()}${id}${cls}`)
      if (id) break
    }
    return parts.join(' > ')
  }
  const textOf = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? ''
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim() || label.replace(/\s+/g, ' ').trim() || (el as HTMLInputElement).value || ''
    return text.length > 60 ? `${text.slice(0, 57)}…` : text
  }
  const px = (n: number) => Math.round(n * 10) / 10

  /** Drawn and not hidden from sight (visually hidden text for screen readers is 1 px and clipped). */
  const visible = (el: Element): boolean => {
    const r = el.getBoundingClientRect()
    if (r.width < 2 || r.height < 2) return false
    // Put out of the page's reach (left: -10000px, the forms' trap for bots) is a way of hiding too.
    if (r.right + window.scrollX <= 0 || r.bottom + window.scrollY <= 0) return false
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = style(e)
      if (s.clip !== 'auto' && s.position === 'absolute') return false
      if (s.clipPath !== 'none' && /inset\(50%|circle\(0/.test(s.clipPath)) return false
    }
    return true
  }

  // ── Floating elements ─────────────────────────────────────────────────────────────────
  /** Fixed, or sticky and stuck (not where the flow put it: its offset from the viewport edge is in force). */
  const floating = [...document.querySelectorAll('body *')].filter((el) => {
    const s = style(el)
    if (s.position !== 'fixed' && s.position !== 'sticky') return false
    if (!visible(el)) return false
    // A floating element inside another is part of it.
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const p = style(a).position
      if (p === 'fixed' || p === 'sticky') return false
    }
    if (el.closest('[role="dialog"], dialog')) return false
    if (options.ignoreCovers && el.matches(options.ignoreCovers)) return false
    if (s.position === 'sticky') {
      const r = el.getBoundingClientRect()
      const top = parseFloat(s.top)
      const bottom = parseFloat(s.bottom)
      const stuckTop = !Number.isNaN(top) && Math.abs(r.top - top) < 1
      const stuckBottom = !Number.isNaN(bottom) && Math.abs(vh - r.bottom - bottom) < 1
      if (!stuckTop && !stuckBottom) return false
    }
    return true
  })
  // Edge bars: across (nearly) the width, touching the top or the bottom of the screen, or stacked on one that does.
  const edgeTop: Element[] = []
  const edgeBottom: Element[] = []
  const wide = (r: DOMRect) => r.width >= vw * 0.9
  let changed = true
  while (changed) {
    changed = false
    for (const el of floating) {
      if (edgeTop.includes(el) || edgeBottom.includes(el)) continue
      const r = el.getBoundingClientRect()
      if (!wide(r)) continue
      const topLine = Math.max(0, ...edgeTop.map((e) => e.getBoundingClientRect().bottom))
      const bottomLine = Math.min(vh, ...edgeBottom.map((e) => e.getBoundingClientRect().top))
      if (r.top <= topLine + 1 && r.top < vh / 2) {
        edgeTop.push(el)
        changed = true
      } else if (r.bottom >= bottomLine - 1 && r.bottom > vh / 2) {
        edgeBottom.push(el)
        changed = true
      }
    }
  }
  const topLine = Math.max(0, ...edgeTop.map((e) => e.getBoundingClientRect().bottom))
  const bottomLine = Math.min(vh, ...edgeBottom.map((e) => e.getBoundingClientRect().top))
  const floatingOf = (el: Element) => floating.find((f) => f.contains(el))

  /** On the screen or within 24 px of it (the rest is checked at another step of the scan). */
  const near = (el: Element) => {
    const r = el.getBoundingClientRect()
    return r.bottom > -24 && r.top < vh + 24
  }

  // ── Important content ─────────────────────────────────────────────────────────────────
  const priceWords = /\bkr\.|ÅOP|debitorrente|kreditomkostninger|samlet beløb at betale|kreditbeløb|repræsentativt eksempel|totalomkostninger/i
  /** Elements whose own text (not a child element's) is a price or a credit example's words. */
  const priceTexts = new Set<Element>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !priceWords.test(node.textContent ?? '')) continue
    if (parent.closest('script, style, noscript, template, option')) continue
    priceTexts.add(parent)
  }
  const interactiveSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="slider"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [tabindex]:not([tabindex="-1"])'
  const controls = [...document.querySelectorAll(interactiveSelector)].filter((el) => near(el) && visible(el))
  /** A filled button: an opaque background, dark or saturated (the colour of a call to action). */
  const isPrimary = (el: Element): boolean => {
    if (!el.matches('a[href], button, input[type="submit"], input[type="button"], [role="button"]')) return false
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(style(el).backgroundColor)
    if (!m) return false
    const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255]
    const alpha = m[4] === undefined ? 1 : Number(m[4])
    if (alpha < 0.9 || !(el.textContent ?? '').trim()) return false
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    const lightness = (max + min) / 2
    const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1))
    return lightness < 0.45 || (saturation > 0.5 && lightness < 0.7)
  }
  const primaries = controls.filter(isPrimary)
  const fields = controls.filter((el) => el.matches('input:not([type="hidden"]), select, textarea'))
  const important: { el: Element; what: string }[] = [
    ...[...priceTexts].filter((el) => near(el) && visible(el)).map((el) => ({ el, what: 'price' })),
    ...primaries.map((el) => ({ el, what: 'primary action' })),
    ...fields.map((el) => ({ el, what: 'form field' })),
  ]

  // ── Covered ───────────────────────────────────────────────────────────────────────────
  for (const { el, what } of important) {
    const r = el.getBoundingClientRect()
    const own = floatingOf(el)
    // In the flow, the part between the edge bars is on screen; inside a floating element, all of it.
    const top = Math.max(r.top, own ? 0 : topLine)
    const bottom = Math.min(r.bottom, own ? vh : bottomLine)
    const left = Math.max(r.left, 0)
    const right = Math.min(r.right, vw)
    const covers = new Set<Element>()
    if (bottom - top >= 1 && right - left >= 1) {
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.2, 0.5, 0.8]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy)
          if (!hit || el.contains(hit) || hit.contains(el)) continue
          const cover = floatingOf(hit)
          if (!cover || cover === own || cover.contains(el)) continue
          const isEdge = edgeTop.includes(cover) || edgeBottom.includes(cover)
          if (isEdge && !own) continue
          covers.add(cover)
        }
      }
    }
    // At the very top and bottom of the page, what lies under an edge bar can never be scrolled into view.
    if (!own && ((atTop && r.top < topLine - 1 && r.bottom > 0) || (atBottom && r.bottom > bottomLine + 1 && r.top < vh))) {
      const bar = [...edgeTop, ...edgeBottom].find((b) => {
        const br = b.getBoundingClientRect()
        return br.top < r.bottom && br.bottom > r.top && br.left < r.right && br.right > r.left
      })
      if (bar) covers.add(bar)
    }
    for (const cover of covers) {
      breaches.push({
        kind: 'covered',
        element: describe(el),
        text: textOf(el),
        detail: `${what} under the floating ${describe(cover)} "${textOf(cover).slice(0, 30)}"`,
      })
    }
  }

  // ── Text that overflows or is clipped ─────────────────────────────────────────────────
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  const seen = new Set<Element>()
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const parent = node.parentElement
    if (!parent || seen.has(parent) || !(node.textContent ?? '').trim()) continue
    if (parent.closest('script, style, noscript, template, select, option, textarea, svg')) continue
    seen.add(parent)
    range.selectNodeContents(node)
    const t = range.getBoundingClientRect()
    if (t.width < 1 || t.height < 1) continue
    // Only what is on screen now (the scan covers the rest at other steps).
    if (t.bottom < 0 || t.top > vh) continue
    if (!visible(parent)) continue
    const box = parent.getBoundingClientRect()
    // The first ancestor (the text's own box included) that clips, up to one that scrolls.
    let clipper: Element | null = null
    for (let a: Element | null = parent; a && a !== document.documentElement; a = a.parentElement) {
      const s = style(a)
      if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY)) break
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.textOverflow === 'ellipsis') {
        clipper = a
        break
      }
    }
    const tolerance = 1.5
    // A name cut short with an ellipsis is readable whole where it says so in a tooltip (title) on it.
    const titled = parent.closest('[title]')?.getAttribute('title')?.replace(/\s+/g, ' ').trim()
    if (clipper && titled && titled.includes((node.textContent ?? '').replace(/\s+/g, ' ').trim())) continue
    if (clipper) {
      const c = clipper.getBoundingClientRect()
      const clippedX = t.left < c.left - tolerance || t.right > c.right + tolerance
      const clippedY = t.top < c.top - tolerance || t.bottom > c.bottom + tolerance
      if (
        (clippedX && style(clipper).overflowX !== 'visible') ||
        (clippedY && style(clipper).overflowY !== 'visible') ||
        (clippedX && style(clipper).textOverflow === 'ellipsis')
      )
        breaches.push({
          kind: 'clipped-text',
          element: describe(parent),
          text: textOf(parent),
          detail: `text ${px(t.width)}×${px(t.height)} at (${px(t.left)}, ${px(t.top)}) cut by ${describe(clipper)} ${px(c.width)}×${px(c.height)} at (${px(c.left)}, ${px(c.top)})`,
        })
    } else if (style(parent).display !== 'inline' && (t.left < box.left - tolerance || t.right > box.right + tolerance)) {
      breaches.push({
        kind: 'overflowing-text',
        element: describe(parent),
        text: textOf(parent),
        detail: `text spans x ${px(t.left)}–${px(t.right)}, its box x ${px(box.left)}–${px(box.right)}`,
      })
    }
  }

  // ── Target sizes ──────────────────────────────────────────────────────────────────────
  const targetRect = (el: Element): DOMRect => {
    const r = el.getBoundingClientRect()
    if (el.matches('input[type="checkbox"], input[type="radio"]')) {
      const label = (el as HTMLInputElement).labels?.[0]
      if (label && visible(label)) {
        const l = label.getBoundingClientRect()
        const left = Math.min(r.left, l.left)
        const top = Math.min(r.top, l.top)
        return new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top)
      }
    }
    return r
  }
  /** WCAG 2.5.8's inline exception: a link in a sentence, whose size the line of text sets. */
  const inSentence = (el: Element): boolean => {
    if (!el.matches('a') || style(el).display !== 'inline') return false
    const block = el.parentElement
    if (!block) return false
    const own = (el.textContent ?? '').trim()
    const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim()
    return all.length > own.length + 3
  }
  const onScreen = (r: DOMRect) => r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw
  // Each target with its layer: the floating element it is in, or the page's flow (null). A target is measured
  // against the others of its layer: a link scrolling under the header is hidden, not crowded.
  const rects = controls.map((el) => ({ el, r: targetRect(el), layer: el.closest('[role="dialog"], dialog') ?? floatingOf(el) ?? null }))
  /** Something else is drawn on the target's centre (an open dialog, a floating button): not measurable here. */
  const hiddenUnder = (el: Element, r: DOMRect): boolean => {
    if (el.matches('input[type="checkbox"], input[type="radio"]')) return false
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return !!hit && !el.contains(hit) && !hit.contains(el)
  }
  for (const { el, r, layer } of rects) {
    if (!onScreen(r) || inSentence(el)) continue
    // In the flow, only a target wholly between the edge bars is measured (the scan sees it there at another step).
    if (!layer && (r.top < topLine || r.bottom > bottomLine)) continue
    if (hiddenUnder(el, r)) continue
    // A label wrapping its own control is one target with it.
    if (el.matches('label *') && !el.matches('a, button')) continue
    if (r.width < 24 - 0.01 || r.height < 24 - 0.01) {
      // The spacing exception: a 24 px circle on its centre meets no other target (nor another small one's circle).
      const cx = r.left + r.width / 2
      const cy = r.top + r.height / 2
      const crowded = rects.find(({ el: other, r: o, layer: otherLayer }) => {
        if (other === el || other.contains(el) || el.contains(other) || otherLayer !== layer) return false
        const nx = Math.max(o.left, Math.min(cx, o.right))
        const ny = Math.max(o.top, Math.min(cy, o.bottom))
        if (Math.hypot(nx - cx, ny - cy) < 12) return true
        const small = o.width < 24 || o.height < 24
        return small && Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24
      })
      if (crowded)
        breaches.push({
          kind: 'small-target',
          element: describe(el),
          text: textOf(el),
          detail: `${px(r.width)}×${px(r.height)} px, under 24 × 24, and ${describe(crowded.el)} "${textOf(crowded.el).slice(0, 30)}" is within 12 px of its centre`,
        })
    }
    if (vw < 600 && isPrimary(el) && r.height < 44 - 0.01)
      breaches.push({ kind: 'low-primary-action', element: describe(el), text: textOf(el), detail: `${px(r.height)} px high on a phone, under 44` })
  }
  // ── The page is no wider than the screen (a broken grid pushes its content out sideways) ──
  if (document.documentElement.scrollWidth > vw + 1) {
    const outermost = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        if (r.right <= vw + 1 || r.bottom < 0 || r.top > vh || style(el).position === 'fixed') return false
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (style(a).overflowX !== 'visible') return false
        return !(el.parentElement && el.parentElement.getBoundingClientRect().right > vw + 1)
      })
      .slice(0, 3)
    for (const el of outermost)
      breaches.push({
        kind: 'sideways-scroll',
        element: describe(el),
        text: textOf(el),
        detail: `the page is ${document.documentElement.scrollWidth} px wide on a ${vw} px screen; this sticks out to ${px(el.getBoundingClientRect().right)} px`,
      })
  }
  return { breaches, atTop, atBottom }
}

/**
 * Scrolls the page from the top to the bottom in steps of two thirds of the screen and checks the
 * invariant at each step (and once more at the bottom); returns each breach once, with where it was seen.
 */
export async function scanLayout(page: Page, options: CheckOptions = {}): Promise<(Breach & { scrollY: number })[]> {
  const found = new Map<string, Breach & { scrollY: number }>()
  for (let step = 0; step < 80; step++) {
    // One round trip per step: scroll, let the page settle as a visitor's eye would (four frames, so scroll
    // handlers, observers and the re-render of a floating button stepping aside have run, then any transition
    // they started has ended, at most 1 s), check. Passed as source, as Playwright passes a function.
    const { breaches, atBottom, scrollY } = (await page.evaluate(`(async () => {
      if (${step === 0}) window.scrollTo({ top: 0, behavior: 'instant' })
      else window.scrollBy({ top: Math.round(window.innerHeight * 0.66), behavior: 'instant' })
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      for (let i = 0; i < 4; i++) await frame()
      await Promise.race([
        Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ])
      await frame()
      const check = () => (${checkLayoutAt.toString()})(${JSON.stringify(options)})
      let result = check()
      // A cover seen at once may be a floating button whose step-aside is still on its way: the observers that
      // tell it (an element that just appeared is observed in one frame and measured in the next) and React's
      // re-render run later on a busy machine. What the visitor sees is the page once it settled: look again
      // after a quarter of a second and any transition it started, and keep only what is still covered.
      if (result.breaches.some((b) => b.kind === 'covered')) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        for (let i = 0; i < 2; i++) await frame()
        await Promise.race([
          Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ])
        await frame()
        result = check()
      }
      return { ...result, scrollY: window.scrollY }
    })()`)) as ReturnType<typeof checkLayoutAt> & { scrollY: number }
    for (const b of breaches) {
      const key = `${b.kind} ${b.element} ${b.text} ${b.kind === 'covered' ? b.detail : ''}`
      if (!found.has(key)) found.set(key, { ...b, scrollY })
    }
    if (atBottom) break
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  return [...found.values()]
}

/** One line per breach, for the failure message. */
export function formatBreaches(where: string, breaches: readonly (Breach & { scrollY: number })[]): string[] {
  return breaches.map((b) => `${where}: ${b.kind}: ${b.element} "${b.text}" (${b.detail}; scrolled ${b.scrollY} px)`)
}
