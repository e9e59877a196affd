import type { Page } from '@playwright/test'

/**
 * Layout faults of the price presentation's key figures on the page (issue 29): a label or figure
 * that overlaps another, overflows its box, or a word of a label broken inside (more lines than
 * words), and a figure ("2.554 kr./md.") wrapped over two lines. Empty when none; the count of
 * price examples checked comes with it, so a page without any cannot pass unseen.
 */
export async function priceFigureFaults(page: Page): Promise<{ examples: number; faults: string[] }> {
  return page.evaluate(() => {
    const faults: string[] = []
    const lines = (node: Element) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    }
    const lists = [...document.querySelectorAll('.price-figures')].filter((dl) => dl.getBoundingClientRect().width > 0)
    for (const dl of lists) {
      const parts = [...dl.querySelectorAll('dt, dd')]
      const boxes = parts.map((e) => e.getBoundingClientRect())
      parts.forEach((part, i) => {
        const text = part.textContent ?? ''
        const a = boxes[i] as DOMRect
        if (part.scrollWidth > part.clientWidth + 1) faults.push(`"${text}" overflows its box`)
        for (let j = i + 1; j < parts.length; j++) {
          const b = boxes[j] as DOMRect
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            faults.push(`"${text}" overlaps "${parts[j]?.textContent}"`)
        }
        if (part.tagName === 'DT' && lines(part) > text.trim().split(/\s+/).length) faults.push(`label "${text}" is broken inside a word`)
        if (part.tagName === 'DD' && lines(part.querySelector('.price-figures__value') ?? part) > 1) faults.push(`figure "${text}" wraps`)
      })
    }
    return { examples: lists.length, faults: [...new Set(faults)] }
  })
}
