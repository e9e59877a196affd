/**
 * The CMS chat block's modes. Issue 29: with the chat turned off on a page on purpose (the job page), the
 * block said "Chatten er ikke tilgængelig i øjeblikket…", spec 8's message for a chat that fails. A chat
 * turned off has not failed: the block offers the contact page and says nothing of unavailability.
 */
import { describe, expect, it } from 'vitest'
import { parsed, renderContent } from '../testing/render-content.tsx'
import { Blok } from '../render/blocks.tsx'

const chatBlock = (mode: string) =>
  parsed({ component: 'chat', _uid: 'chat-1', heading: 'Spørgsmål om en stilling?', text: 'Skriv til os, så svarer en fra HR.', mode })

describe('chat block', () => {
  it('with the chat off, offers the contact page and no “not available” message', async () => {
    const html = await renderContent(<Blok blok={chatBlock('off')} />)
    expect(html).toContain('Spørgsmål om en stilling?')
    expect(html).toMatch(/<a[^>]*href="\/directcontact"[^>]*>.*Kontakt os i stedet/)
    expect(html).not.toContain('ikke tilgængelig')
    expect(html).not.toContain('role="status"')
    expect(html).not.toContain('Start chatten')
  })

  it.each(['bubble', 'inline'])('with the chat on (%s), starts the chat', async (mode) => {
    const html = await renderContent(<Blok blok={chatBlock(mode)} />)
    expect(html).toContain('Start chatten')
    expect(html).not.toContain('ikke tilgængelig')
  })
})
