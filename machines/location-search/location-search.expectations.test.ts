/**
 * The location finder's search checked against its rules, written by hand
 * (spec 3 "Locations"; issue 32), not from the machine: the address follows
 * the field after the pause and at once on "Søg" or a brand; what the visitor
 * typed while the address changed stays; back and forward put the address's
 * search in the field; a failed change is tried again at the next change.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { locationSearchMachine, locationSearchState, type LocationQuery } from './location-search-machine.ts'

const tick = () => new Promise((r) => setTimeout(r, 0))

function finder(start: LocationQuery = { q: '', brand: '' }) {
  const pauses: (() => Promise<void>)[] = []
  const navigations: { query: LocationQuery; done(): Promise<void>; fail(): Promise<void> }[] = []
  const machine = locationSearchMachine.provide({
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
      updateUrl: fromPromise<undefined, LocationQuery>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            navigations.push({
              query: input,
              done: async () => {
                resolve(undefined)
                await tick()
              },
              fail: async () => {
                reject(new Error('navigation failed'))
                await tick()
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: start }).start()
  return {
    actor,
    pauses,
    navigations,
    state: () => String(actor.getSnapshot().value),
    field: () => actor.getSnapshot().context.text,
    url: () => actor.getSnapshot().context.url,
    type: (text: string) => actor.send({ type: 'text.change', text }),
    address: (q: string, brand = '') => actor.send({ type: 'url.change', query: { q, brand } }),
  }
}

describe('the address follows the field', () => {
  it('after a pause; every key starts the pause again, and only the last text goes into the address', async () => {
    const f = finder()
    f.type('G')
    f.type('Gr')
    f.type('Greve')
    expect(f.state()).toBe('typing')
    expect(f.pauses).toHaveLength(3)
    await f.pauses[0]?.()
    await f.pauses[1]?.()
    expect(f.navigations).toHaveLength(0)
    await f.pauses[2]?.()
    expect(f.navigations.map((n) => n.query)).toEqual([{ q: 'Greve', brand: '' }])
    expect(f.state()).toBe('updatingUrl')
    await f.navigations[0]?.done()
    expect(f.state()).toBe('synced')
    expect(f.url()).toEqual({ q: 'Greve', brand: '' })
  })

  it('trims the text, and spaces alone change nothing', async () => {
    const f = finder({ q: 'Greve', brand: '' })
    f.type('Greve ')
    expect(f.state()).toBe('synced')
    f.type(' Vejle ')
    await f.pauses[0]?.()
    expect(f.navigations[0]?.query).toEqual({ q: 'Vejle', brand: '' })
  })

  it('at once on "Søg", with the brand the address has', () => {
    const f = finder({ q: '', brand: 'renault' })
    f.type('2670')
    f.actor.send({ type: 'search.submit' })
    expect(f.navigations.map((n) => n.query)).toEqual([{ q: '2670', brand: 'renault' }])
  })

  it('"Søg" with the address’s own search asks for nothing', () => {
    const f = finder({ q: 'Greve', brand: '' })
    f.actor.send({ type: 'search.submit' })
    expect(f.state()).toBe('synced')
    expect(f.navigations).toHaveLength(0)
  })

  it('at once on a brand, with what the field says, even while typing', () => {
    const f = finder()
    f.type('Greve')
    f.actor.send({ type: 'brand.change', brand: 'dacia' })
    expect(f.navigations.map((n) => n.query)).toEqual([{ q: 'Greve', brand: 'dacia' }])
  })

  it('a second brand while the first change is on its way asks again', () => {
    const f = finder()
    f.actor.send({ type: 'brand.change', brand: 'dacia' })
    f.actor.send({ type: 'brand.change', brand: 'renault' })
    expect(f.navigations.map((n) => n.query.brand)).toEqual(['dacia', 'renault'])
  })
})

describe('the page’s own change landing', () => {
  it('keeps what the visitor typed meanwhile, and that follows after a pause', async () => {
    const f = finder()
    f.type('Greve')
    await f.pauses[0]?.()
    f.type('Greve Strand')
    f.address('Greve')
    expect(f.field()).toBe('Greve Strand')
    expect(f.state()).toBe('typing')
    await f.pauses.at(-1)?.()
    expect(f.navigations.at(-1)?.query).toEqual({ q: 'Greve Strand', brand: '' })
  })

  it('ends the same whether the address changes before or after the navigation resolves', async () => {
    const first = finder()
    first.type('Greve')
    await first.pauses[0]?.()
    first.address('Greve')
    await first.navigations[0]?.done()
    const second = finder()
    second.type('Greve')
    await second.pauses[0]?.()
    await second.navigations[0]?.done()
    second.address('Greve')
    for (const f of [first, second]) {
      expect(f.state()).toBe('synced')
      expect(f.field()).toBe('Greve')
      expect(f.url()).toEqual({ q: 'Greve', brand: '' })
    }
  })
})

describe('the address changed from outside (back, forward, a link)', () => {
  it('puts the address’s search in the field and drops what was typed', () => {
    const f = finder({ q: 'Greve', brand: '' })
    f.type('Køge')
    f.address('Vejle', 'renault')
    expect(f.state()).toBe('synced')
    expect(f.field()).toBe('Vejle')
    expect(f.url()).toEqual({ q: 'Vejle', brand: 'renault' })
  })
})

describe('an address whose search did not change changes nothing', () => {
  /** The state, the context and the actors asked for, before and after the unchanged address. */
  const seen = (f: ReturnType<typeof finder>) => ({
    state: f.state(),
    context: f.actor.getSnapshot().context,
    pauses: f.pauses.length,
    navigations: f.navigations.length,
  })

  it('in step, while typing (the pause runs on), and after a failed change', async () => {
    const synced = finder({ q: 'Greve', brand: 'renault' })
    const typing = finder({ q: 'Greve', brand: 'renault' })
    typing.type('Køge')
    const failed = finder({ q: 'Greve', brand: 'renault' })
    failed.type('Køge')
    await failed.pauses[0]?.()
    await failed.navigations[0]?.fail()
    for (const [f, state] of [
      [synced, 'synced'],
      [typing, 'typing'],
      [failed, 'failed'],
    ] as const) {
      const before = seen(f)
      expect(before.state).toBe(state)
      f.address('Greve', 'renault')
      expect(seen(f)).toEqual(before)
    }
    // The pause that ran on still ends the typing.
    await typing.pauses[0]?.()
    expect(typing.navigations.map((n) => n.query)).toEqual([{ q: 'Køge', brand: 'renault' }])
  })

  it('while the page’s own change is on its way, also when that change asks for the address’s own search', async () => {
    const elsewhere = finder({ q: 'Greve', brand: 'renault' })
    elsewhere.actor.send({ type: 'brand.change', brand: 'dacia' })
    const back = finder({ q: 'Greve', brand: 'renault' })
    back.actor.send({ type: 'brand.change', brand: 'dacia' })
    back.actor.send({ type: 'brand.change', brand: 'renault' })
    expect(back.navigations.at(-1)?.query).toEqual({ q: 'Greve', brand: 'renault' })
    for (const f of [elsewhere, back]) {
      const before = seen(f)
      expect(before.state).toBe('updatingUrl')
      f.address('Greve', 'renault')
      expect(seen(f)).toEqual(before)
    }
    // The change on its way still lands when its navigation resolves.
    await back.navigations.at(-1)?.done()
    expect(back.state()).toBe('synced')
    expect(back.url()).toEqual({ q: 'Greve', brand: 'renault' })
  })
})

describe('a change of the address that fails', () => {
  it('keeps the list at the last search, and the next change or "Søg" tries again', async () => {
    const f = finder()
    f.type('Greve')
    await f.pauses[0]?.()
    await f.navigations[0]?.fail()
    expect(f.state()).toBe('failed')
    expect(f.url()).toEqual({ q: '', brand: '' })
    f.actor.send({ type: 'search.submit' })
    expect(f.navigations.map((n) => n.query.q)).toEqual(['Greve', 'Greve'])
    await f.navigations[1]?.done()
    expect(f.state()).toBe('synced')
  })
})

describe('spaces before and after the text are no part of the search', () => {
  it('a brand goes into the address with the trimmed text', () => {
    const f = finder()
    f.type(' Greve ')
    f.actor.send({ type: 'brand.change', brand: 'dacia' })
    expect(f.navigations.map((n) => n.query)).toEqual([{ q: 'Greve', brand: 'dacia' }])
  })

  it('spaces typed while the address changes leave the field in step when it lands', async () => {
    const landedFirst = finder()
    landedFirst.type('Greve')
    await landedFirst.pauses[0]?.()
    landedFirst.type('Greve ')
    landedFirst.address('Greve')
    const resolvedFirst = finder()
    resolvedFirst.type('Greve')
    await resolvedFirst.pauses[0]?.()
    resolvedFirst.type(' Greve')
    await resolvedFirst.navigations[0]?.done()
    for (const f of [landedFirst, resolvedFirst]) {
      expect(f.state()).toBe('synced')
      expect(f.navigations).toHaveLength(1)
    }
  })

  it('"Søg" after a failed brand change, with only spaces in the field, asks for nothing', async () => {
    const f = finder()
    f.type('  ')
    f.actor.send({ type: 'brand.change', brand: 'dacia' })
    await f.navigations[0]?.fail()
    expect(f.state()).toBe('failed')
    f.actor.send({ type: 'search.submit' })
    expect(f.state()).toBe('synced')
    expect(f.navigations).toHaveLength(1)
  })
})

describe('the machine as the page and the chart read it', () => {
  it('the page’s state is the machine’s', () => {
    const f = finder()
    expect(locationSearchState(f.actor.getSnapshot())).toBe('synced')
    f.type('Greve')
    expect(locationSearchState(f.actor.getSnapshot())).toBe('typing')
  })

  it('started without input (the chart, the model): no text, all brands', () => {
    const actor = createActor(locationSearchMachine, { input: undefined }).start()
    expect(actor.getSnapshot().context).toEqual({ text: '', url: { q: '', brand: '' }, target: null })
    actor.stop()
  })
})

describe('an actor the page forgot to provide fails loudly', () => {
  for (const [name, input] of [
    ['waitForPause', undefined],
    ['updateUrl', { q: '', brand: '' }],
  ] as const) {
    it(name, async () => {
      const logic = (locationSearchMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input }).start())).rejects.toThrow(`location-search: the actor "${name}" was not provided`)
    })
  }
})
