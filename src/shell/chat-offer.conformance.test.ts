/**
 * The help launcher's chat offer (chat-offer.ts) against its specification,
 * the chat-offer machine (machines/chat-offer/): every path generated from
 * the machine's model is walked on a real store, and after each step the store
 * must be where the machine is. The store stays without xstate because the
 * help launcher is in every page's first load (ADR 0011).
 */
import { describe, expect, it } from 'vitest'
import { generatePaths } from '#machines/kit/model-paths.ts'
import { chatOfferModel } from '#machines/chat-offer/chat-offer-model.ts'
import type { PageChatMode } from '#machines/chat-offer/chat-offer-machine.ts'
import { createChatOffer } from './chat-offer.ts'

const paths = generatePaths(chatOfferModel)

describe('the chat offer conforms to the chat-offer machine', () => {
  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(5)
  })

  for (const path of paths) {
    it(`path ${path.number}: ${path.steps.map((s) => chatOfferModel.describeEvent(s.event)).join(' → ')}`, () => {
      const delays: { ms: number; done: () => void }[] = []
      const store = createChatOffer({
        mode: path.initial.context.mode,
        bubbleEnabled: path.initial.context.bubbleEnabled,
        delayMs: path.initial.context.delayMs,
        wait: (ms, done) => delays.push({ ms, done }),
      })
      expect(store.state()).toBe(path.initial.value)
      for (const step of path.steps) {
        if (step.event.type === 'page.mode') store.setMode((step.event as unknown as { mode: PageChatMode }).mode)
        else delays.at(-1)?.done()
        expect(store.state(), `after "${chatOfferModel.describeEvent(step.event)}"`).toBe(step.state.value)
      }
    })
  }
})

describe('the store with the site’s bubble switched off (the machine’s table: never offered)', () => {
  it('withholds the chat after the delay, whatever the page says', () => {
    const delays: (() => void)[] = []
    const store = createChatOffer({ mode: 'bubble', bubbleEnabled: false, delayMs: 1_000, wait: (_ms, done) => delays.push(done) })
    delays[0]?.()
    expect(store.state()).toBe('withheld')
    store.setMode('off')
    store.setMode('bubble')
    expect(store.state()).toBe('withheld')
  })

  it('tells its listeners when the offer changes, and only then', () => {
    const delays: (() => void)[] = []
    const store = createChatOffer({ mode: 'bubble', bubbleEnabled: true, delayMs: 1_000, wait: (_ms, done) => delays.push(done) })
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    delays[0]?.()
    store.setMode('bubble')
    store.setMode('off')
    store.setMode('inline')
    expect(calls).toBe(2)
    unsubscribe()
    store.setMode('bubble')
    expect(calls).toBe(2)
  })
})
