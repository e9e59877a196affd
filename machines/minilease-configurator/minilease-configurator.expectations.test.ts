/**
 * The minilease configurator checked against rules written by hand (as the
 * lease calculator's, issue 14 and 32), not from the machine: every change
 * restarts the pause and only the last choice is priced, a late answer is
 * ignored, "Prøv igen" asks again for the same choice, a refusal carries the
 * product API's messages, and the server's price is taken over.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { createMinileaseConfiguratorMachine, minileaseConfiguratorMachine, type MinileaseAnswer } from './minilease-configurator-machine.ts'

type Choice = { colour: string }
type Price = { forColour: string }
const tick = () => new Promise((r) => setTimeout(r, 0))

function configurator() {
  const pauses: (() => Promise<void>)[] = []
  const requests: { choice: Choice; answer(answer: MinileaseAnswer<Price> | Error): Promise<void> }[] = []
  const machine = createMinileaseConfiguratorMachine<Choice, Price>().provide({
    actors: {
      waitForPause: fromPromise<undefined, undefined>(
        () =>
          new Promise((resolve) => {
            pauses.push(async () => {
              resolve(undefined)
              await tick()
            })
          }),
      ),
      requestPrice: fromPromise<MinileaseAnswer<Price>, { choice: Choice }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push({
              choice: input.choice,
              answer: async (answer) => {
                if (answer instanceof Error) reject(answer)
                else resolve(answer)
                await tick()
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: { choice: { colour: 'hvid' } } }).start()
  return {
    actor,
    pauses,
    requests,
    state: () => String(actor.getSnapshot().value),
    context: () => actor.getSnapshot().context,
    change: (colour: string, notices: string[] = []) => actor.send({ type: 'choice.change', choice: { colour }, notices }),
    pause: async () => pauses.at(-1)?.(),
  }
}

describe('taking over the server’s answer at the first change', () => {
  it('a price: shown for the server’s choice, then stale while the change waits', () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: { forColour: 'hvid' }, problem: null })
    expect(c.state()).toBe('priced')
    expect(c.context().pricedChoice).toEqual({ colour: 'hvid' })
    c.change('rød')
    expect(c.state()).toBe('stale')
    expect(c.context().price).toEqual({ forColour: 'hvid' })
    c.actor.stop()
  })

  it('a failure: "Prøv igen" asks for the server’s choice', () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: null, problem: { kind: 'failed' } })
    expect(c.state()).toBe('failed')
    expect(c.context().problem).toEqual({ kind: 'failed' })
    c.actor.send({ type: 'price.retry' })
    expect(c.state()).toBe('pricing')
    expect(c.context().problem).toBeNull()
    expect(c.requests.map((r) => r.choice)).toEqual([{ colour: 'hvid' }])
    c.actor.stop()
  })

  it('a server that gave neither a price nor a reason counts as failed', () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: null, problem: null })
    expect(c.state()).toBe('failed')
    expect(c.context().problem).toEqual({ kind: 'failed' })
    c.actor.stop()
  })

  it('a refusal from the server stays a refusal with its messages', () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: null, problem: { kind: 'rejected', messages: ['Farven findes ikke.'] } })
    expect(c.context().problem).toEqual({ kind: 'rejected', messages: ['Farven findes ikke.'] })
    c.actor.stop()
  })
})

describe('changes are debounced, and a price is only shown for its own choice', () => {
  it('every change restarts the pause; only the last choice is priced, with its notices', async () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: null, problem: { kind: 'failed' } })
    c.change('rød')
    c.change('blå')
    c.change('sort', ['Perioden er flyttet til 3 mdr.'])
    expect(c.state()).toBe('editing')
    expect(c.pauses).toHaveLength(3)
    await c.pause()
    expect(c.requests.map((r) => r.choice)).toEqual([{ colour: 'sort' }])
    await c.requests[0]?.answer({ outcome: 'priced', price: { forColour: 'sort' } })
    expect(c.state()).toBe('priced')
    expect(c.context().notices).toEqual(['Perioden er flyttet til 3 mdr.'])
    expect(c.context().pricedChoice).toEqual({ colour: 'sort' })
    c.actor.stop()
  })

  it('with a price shown, every change restarts the pause too', () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: { forColour: 'hvid' }, problem: null })
    c.change('rød')
    c.change('blå')
    c.change('sort')
    expect(c.state()).toBe('stale')
    expect(c.pauses).toHaveLength(3)
    c.actor.stop()
  })

  it('an answer to a choice the visitor has left is ignored', async () => {
    const c = configurator()
    c.actor.send({ type: 'configurator.start', price: { forColour: 'hvid' }, problem: null })
    c.change('rød')
    await c.pause()
    c.change('blå')
    expect(c.state()).toBe('stale')
    await c.requests[0]?.answer({ outcome: 'priced', price: { forColour: 'rød' } })
    expect(c.state()).toBe('stale')
    expect(c.context().price).toEqual({ forColour: 'hvid' })
    await c.pause()
    await c.requests[1]?.answer({ outcome: 'priced', price: { forColour: 'blå' } })
    expect(c.context().price).toEqual({ forColour: 'blå' })
    c.actor.stop()
  })

  const answers: [string, MinileaseAnswer<Price> | Error, string, unknown][] = [
    ['a price', { outcome: 'priced', price: { forColour: 'rød' } }, 'priced', null],
    [
      'a refusal with messages',
      { outcome: 'rejected', messages: ['Kørsel pr. måned tilbydes ikke.'] },
      'failed',
      { kind: 'rejected', messages: ['Kørsel pr. måned tilbydes ikke.'] },
    ],
    ['no answer', new Error('fetch failed'), 'failed', { kind: 'failed' }],
  ]
  for (const [what, answer, state, problem] of answers) {
    it(`${what} → ${state}`, async () => {
      const c = configurator()
      c.actor.send({ type: 'configurator.start', price: { forColour: 'hvid' }, problem: null })
      c.change('rød', ['en besked'])
      await c.pause()
      await c.requests[0]?.answer(answer)
      expect(c.state()).toBe(state)
      expect(c.context().problem).toEqual(problem)
      // A refusal's messages replace the change's notices.
      if (state === 'failed' && problem && (problem as { kind: string }).kind === 'rejected') expect(c.context().notices).toEqual([])
      c.actor.stop()
    })
  }
})

describe('an actor the page forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['waitForPause', 'requestPrice']) {
    it(name, async () => {
      const logic = (minileaseConfiguratorMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: { choice: { label: 'A' } } }).start())).rejects.toThrow(
        `minilease-configurator: the actor "${name}" was not provided`,
      )
    })
  }

  it('a machine without input or fallback does not start', () => {
    const actor = createActor(createMinileaseConfiguratorMachine<Choice, Price>(), { input: undefined })
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(actor.getSnapshot().error)).toContain('minilease-configurator: started without input')
  })
})
