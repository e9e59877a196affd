import { describe, expect, it } from 'vitest'
import { cspHash, moduleLoader, toHashedPage as toHashedBytes } from './hashed-page.ts'

const nonce = 'ucMyCbKKj1t8Uh-I35k3gw'

/** The rewrite of a page given as text, its body read back as text. */
function toHashedPage(page: string, pageNonce: string) {
  const hashed = toHashedBytes(Buffer.from(page), pageNonce)
  return hashed && { ...hashed, html: Buffer.from(hashed.body).toString() }
}

// Hashes computed outside the code under test: printf '%s' "<text>" | openssl dgst -sha256 -binary | base64
const hashOf = {
  'alert(1)': "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
  'document.currentScript.remove()': "'sha256-FaFkoXjhIeCM3lyKXkAbhu1z9AUQTBId0sahMexEGEs='",
  Æblegrød: "'sha256-kEzOjPXcOhysIxdKobI52jN6sjBGmlBqTelTU+xMquI='",
  'body{color:red}': "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
  loaderOfIndexAbC1: "'sha256-oxbm0KXYdu77q/Wnk8tz3QTOSXl1Khaq2moXh9I9rTw='",
}

/** A page as the renderer makes it: the nonce on its scripts, stylesheets and in the meta tag. */
function rendered(body: string): string {
  return (
    `<!DOCTYPE html><html lang="da"><head><link rel="stylesheet" href="/assets/app.css" nonce="${nonce}" data-precedence="default"/>` +
    `<link rel="modulepreload" href="/assets/index-AbC_1.js" fetchPriority="low" nonce="${nonce}"/><meta property="csp-nonce" content="${nonce}"/>` +
    `<script nonce="${nonce}">alert(1)</script></head><body>${body}` +
    `<script type="module" async="" src="/assets/index-AbC_1.js" nonce="${nonce}"></script>` +
    `<script nonce="${nonce}">document.currentScript.remove()</script><script nonce="${nonce}">document.currentScript.remove()</script></body></html>`
  )
}

describe('cspHash', () => {
  it("is the base64 SHA-256 of the text's UTF-8 bytes, quoted as a CSP source", () => {
    expect(cspHash('alert(1)')).toBe(hashOf['alert(1)'])
    expect(cspHash('Æblegrød')).toBe(hashOf.Æblegrød)
  })
})

describe('toHashedPage', () => {
  it('takes the nonce out, loads the module entry from a hashed inline script and hashes every inline script once', () => {
    const page = toHashedPage(rendered('<main><h1>Biler på lager</h1></main>'), nonce)
    expect(page).not.toBeNull()
    expect(page?.html).not.toContain(nonce)
    expect(page?.html).not.toContain('csp-nonce')
    expect(page?.html).not.toContain('<script type="module"')
    expect(page?.html).toContain(`<script>${moduleLoader('/assets/index-AbC_1.js')}</script>`)
    // The stylesheet and the preload stay, without their nonce.
    expect(page?.html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>')
    expect(page?.html).toContain('<link rel="modulepreload" href="/assets/index-AbC_1.js" fetchPriority="low"/>')
    expect(page?.scriptHashes).toEqual([hashOf['alert(1)'], hashOf.loaderOfIndexAbC1, hashOf['document.currentScript.remove()']])
    expect(page?.styleHashes).toEqual([])
  })

  it('hashes inline styles for style-src, and leaves data blocks (JSON-LD) out of script-src', () => {
    const page = toHashedPage(
      rendered('<style>body{color:red}</style><script type="application/ld+json">{"@type":"Car"}</script><script type="module">alert(1)</script>'),
      nonce,
    )
    expect(page?.styleHashes).toEqual([hashOf['body{color:red}']])
    expect(page?.scriptHashes).toEqual([hashOf['alert(1)'], hashOf.loaderOfIndexAbC1, hashOf['document.currentScript.remove()']])
  })

  it('reads elements as React writes them: a custom element that starts like one is text, an upper-case tag is not hashed (so the browser blocks it)', () => {
    const page = toHashedPage(rendered('<scripts-list>x</scripts-list><styled-box>y</styled-box><SCRIPT>alert(2)</SCRIPT>'), nonce)
    expect(page?.html).toContain('<scripts-list>x</scripts-list><styled-box>y</styled-box><SCRIPT>alert(2)</SCRIPT>')
    expect(page?.scriptHashes).toEqual([hashOf['alert(1)'], hashOf.loaderOfIndexAbC1, hashOf['document.currentScript.remove()']])
    expect(page?.styleHashes).toEqual([])
  })

  it('gives up on what a loader would change or the rewrite does not know: the caller then keeps the page out of shared caches', () => {
    // A classic external script runs in document order; loaded by a script it would not.
    expect(toHashedPage(rendered(`<script src="https://widget.example/w.js" nonce="${nonce}"></script>`), nonce)).toBeNull()
    // A module script without async waits for the document; a loaded one would not.
    expect(toHashedPage(rendered(`<script type="module" src="/assets/x.js" nonce="${nonce}"></script>`), nonce)).toBeNull()
    // An address a loader cannot name literally.
    expect(toHashedPage(rendered(`<script type="module" async="" src="/assets/x.js?a=&quot;b" nonce="${nonce}"></script>`), nonce)).toBeNull()
    // The nonce anywhere else (here in the hydration data): it would be handed to every visitor.
    expect(toHashedPage(rendered(`<script nonce="${nonce}">self.$R={nonce:"${nonce}"}</script>`), nonce)).toBeNull()
    // Not a nonce the site makes.
    expect(toHashedPage(rendered(''), 'a"b')).toBeNull()
  })
})
