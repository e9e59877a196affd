import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLeadDraft, conversationDraft, readLeadDraft, saveLeadDraft } from './lead-draft.ts'

describe('conversationDraft', () => {
  it('writes the intro, a blank line and one "who: text" line per message', () => {
    const text = conversationDraft('Ring mig op.', [
      { who: 'Dig', text: 'Har I elbiler under 300.000 kr.?' },
      { who: 'Assistent', text: 'Ja, vi har 3:\n Renault 5 …' },
    ])
    expect(text).toBe('Ring mig op.\n\nDig: Har I elbiler under 300.000 kr.?\nAssistent: Ja, vi har 3: Renault 5 …')
  })

  it('keeps the newest lines and marks the cut when the conversation is too long', () => {
    // Hand-counted: "Intro\n\n…\nB: 2222\nC: 3333" is 5 + 2 + 1 + 1 + 7 + 1 + 7 = 24 characters.
    const lines = [
      { who: 'A', text: '1111' },
      { who: 'B', text: '2222' },
      { who: 'C', text: '3333' },
    ]
    expect(conversationDraft('Intro', lines, 24)).toBe('Intro\n\n…\nB: 2222\nC: 3333')
    expect(conversationDraft('Intro', lines, 23)).toBe('Intro\n\n…\nC: 3333')
    expect(conversationDraft('Intro', lines, 100)).toBe('Intro\n\nA: 1111\nB: 2222\nC: 3333')
  })

  it('never exceeds the contact form’s 2.000 characters', () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({ who: 'Dig', text: `${i} ${'x'.repeat(200)}` }))
    const text = conversationDraft('Intro', lines)
    expect(text.length).toBeLessThanOrEqual(2_000)
    expect(text.endsWith(`39 ${'x'.repeat(200)}`)).toBe(true)
  })
})

describe('the draft in sessionStorage', () => {
  const store = new Map<string, string>()
  beforeEach(() => {
    store.clear()
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is read back for its form only, and cleared', () => {
    saveLeadDraft({ formId: 'direct-contact', message: 'Hej', source: 'chat' })
    expect(readLeadDraft('direct-contact')).toEqual({ formId: 'direct-contact', message: 'Hej', source: 'chat' })
    expect(readLeadDraft('trade-in')).toBeNull()
    clearLeadDraft()
    expect(readLeadDraft('direct-contact')).toBeNull()
  })

  it('ignores a tampered or broken entry', () => {
    store.set('bilhuset-nord:lead-draft', '{"formId":"direct-contact","message":"","source":"chat"}')
    expect(readLeadDraft('direct-contact')).toBeNull()
    store.set('bilhuset-nord:lead-draft', '{not json')
    expect(readLeadDraft('direct-contact')).toBeNull()
    store.set('bilhuset-nord:lead-draft', JSON.stringify({ formId: 'direct-contact', message: 'x'.repeat(2_001), source: 'chat' }))
    expect(readLeadDraft('direct-contact')).toBeNull()
  })
})
