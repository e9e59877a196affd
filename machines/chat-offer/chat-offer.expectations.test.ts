/**
 * The chat offer checked against spec 9 ("Autochat: chat bubble enabled,
 * delay 1") and the chat block's settings, written by hand, not from the
 * machine: the delay asked, and what the site's switch and the page's block do.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { chatOfferMachine, type ChatOfferInput, type PageChatMode } from './chat-offer-machine.ts'

function offer(input?: ChatOfferInput) {
  const waits: { delayMs: number; end: () => Promise<void> }[] = []
  const machine = chatOfferMachine.provide({
    actors: {
      wait: fromPromise<undefined, { delayMs: number }>(
        ({ input: { delayMs } }) =>
          new Promise((resolve) => {
            waits.push({
              delayMs,
              end: async () => {
                resolve(undefined)
                await new Promise((r) => setTimeout(r, 0))
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, waits, state: () => actor.getSnapshot().value, mode: (mode: PageChatMode) => actor.send({ type: 'page.mode', mode }) }
}

describe('"Chat med os" after spec 9’s delay of 1 second', () => {
  it('waits 1000 ms, then offers the chat', async () => {
    const o = offer()
    expect(o.waits.map((w) => w.delayMs)).toEqual([1_000])
    expect(o.state()).toBe('waiting')
    await o.waits[0]?.end()
    expect(o.state()).toBe('offered')
    o.actor.stop()
  })

  const table: [string, ChatOfferInput, PageChatMode[], 'offered' | 'withheld'][] = [
    ['no chat block', {}, [], 'offered'],
    ['a block that turns the chat off', {}, ['off'], 'withheld'],
    ['a block that is the way in', {}, ['inline'], 'withheld'],
    ['a block that came and went before the second passed', {}, ['off', 'bubble'], 'offered'],
    ['a page that starts with a block turning it off', { mode: 'off' }, [], 'withheld'],
    ['the site’s bubble switched off', { bubbleEnabled: false }, [], 'withheld'],
    ['the site’s bubble switched off, the block gone again', { bubbleEnabled: false }, ['off', 'bubble'], 'withheld'],
  ]
  for (const [what, input, modes, state] of table) {
    it(`${what} → ${state}`, async () => {
      const o = offer(input)
      for (const mode of modes) o.mode(mode)
      expect(o.state()).toBe('waiting')
      await o.waits[0]?.end()
      expect(o.state()).toBe(state)
      o.actor.stop()
    })
  }

  it('a block arriving later withdraws the offer, and its leaving brings it back', async () => {
    const o = offer()
    await o.waits[0]?.end()
    o.mode('inline')
    expect(o.state()).toBe('withheld')
    o.mode('off')
    expect(o.state()).toBe('withheld')
    o.mode('bubble')
    expect(o.state()).toBe('offered')
    o.mode('bubble')
    expect(o.state()).toBe('offered')
    o.actor.stop()
  })
})

describe('an actor the page forgot to provide fails loudly', () => {
  it('wait', async () => {
    const logic = (chatOfferMachine.implementations.actors as Record<string, AnyActorLogic>).wait
    if (!logic) throw new Error('no actor wait')
    await expect(toPromise(createActor(logic, { input: { delayMs: 1 } }).start())).rejects.toThrow('chat-offer: the actor "wait" was not provided')
  })
})
