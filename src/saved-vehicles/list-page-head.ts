/**
 * The head of a list page (/lager/sammenligne, /lager/favoritter): its title,
 * noindex (the lists live in the visitor's browser, there is nothing to
 * index), the stylesheet the list pages share and the page's own.
 */
import listPageCss from './vehicle-list-page.css?url'

export function listPageHead(title: string, pageCss: string) {
  return {
    meta: [{ title }, { name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: listPageCss },
      { rel: 'stylesheet', href: pageCss },
    ],
  }
}
