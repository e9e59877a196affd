/**
 * The lease calculator checked against tables written by hand from its rules
 * (issue 14: a quote only ever for the inputs it says, debounced requests,
 * the server's answer taken over on hydration, failures with a retry, a sold
 * or not offered vehicle is unavailable), not from the machine: the model
 * test replays paths generated from the machine itself (issue 16).
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate'
import { calculatorTypes, exampleInputs, sameInputs, type CalculatorInputs, type CalculatorProblem, type QuoteAnswer } from './lease-calculator-inputs.ts'
import { createLeaseCalculatorMachine, leaseCalculatorMachine } from './lease-calculator-machine.ts'

const a: CalculatorInputs = { acquisitionType: 'private_lease', downPayment: 19_995, months: 36, annualDistance: 15_000, residualValue: null }
const b: CalculatorInputs = { ...a, downPayment: 39_995 }

describe('sameInputs: two choices are the same only when every field is', () => {
  const table: [string, CalculatorInputs | null, CalculatorInputs | null, boolean][] = [
    ['equal', a, { ...a }, true],
    ['another price type', a, { ...a, acquisitionType: 'business_lease' }, false],
    ['another down payment', a, b, false],
    ['another duration', a, { ...a, months: 48 }, false],
    ['another distance', a, { ...a, annualDistance: 20_000 }, false],
    ['a residual value against none', a, { ...a, residualValue: 100_000 }, false],
    ['no inputs on the left', null, a, false],
    ['no inputs on the right', a, null, false],
    ['no inputs on either side', null, null, false],
  ]
  for (const [what, left, right, same] of table) {
    it(`${what} → ${same}`, () => {
      expect(sameInputs(left, right)).toBe(same)
    })
  }

  it('the example inputs are allowed values', () => {
    expect(calculatorTypes).toContain(exampleInputs.acquisitionType)
  })
})

type Quote = { forDownPayment: number }

/** A calculator whose pauses and requests the test ends by hand; counts the pauses started and the requests asked. */
function calculator(inputs: CalculatorInputs = a) {
  const pauses: (() => Promise<void>)[] = []
  const requests: { inputs: CalculatorInputs; answer(answer: QuoteAnswer<Quote> | Error): Promise<void> }[] = []
  const machine = createLeaseCalculatorMachine<Quote>().provide({
    actors: {
      waitForPause: fromPromise<undefined, undefined>(
        () =>
          new Promise((resolve) => {
            pauses.push(async () => {
              resolve(undefined)
              await new Promise((r) => setTimeout(r, 0))
            })
          }),
      ),
      requestQuote: fromPromise<QuoteAnswer<Quote>, { inputs: CalculatorInputs }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push({
              inputs: input.inputs,
              answer: async (answer) => {
                if (answer instanceof Error) reject(answer)
                else resolve(answer)
                await new Promise((r) => setTimeout(r, 0))
              },
            })
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: { inputs } }).start()
  const state = () => String(actor.getSnapshot().value)
  const context = () => actor.getSnapshot().context
  const start = (quote: Quote | null, problem: CalculatorProblem | null) => actor.send({ type: 'calculator.start', quote, problem })
  const change = (next: CalculatorInputs) => actor.send({ type: 'inputs.change', inputs: next })
  const pause = async () => {
    const last = pauses.at(-1)
    if (!last) throw new Error('no pause running')
    await last()
  }
  const lastRequest = () => {
    const last = requests.at(-1)
    if (!last) throw new Error('no request asked')
    return last
  }
  return { actor, pauses, requests, state, context, start, change, pause, lastRequest }
}

describe('taking over the server’s answer on hydration', () => {
  const table: [string, Quote | null, CalculatorProblem | null, string, CalculatorProblem | null][] = [
    ['a quote', { forDownPayment: 19_995 }, null, 'quoted', null],
    ['a failed request', null, { kind: 'failed' }, 'error', { kind: 'failed' }],
    [
      'inputs the product API refused',
      null,
      { kind: 'rejected', messages: { downPayment: ['Udbetalingen er for høj'] } },
      'error',
      { kind: 'rejected', messages: { downPayment: ['Udbetalingen er for høj'] } },
    ],
    ['a sold vehicle', null, { kind: 'unavailable', reason: 'not-found' }, 'unavailable', { kind: 'unavailable', reason: 'not-found' }],
    ['nothing', null, null, 'editing', null],
  ]
  for (const [what, quote, problem, state, shownProblem] of table) {
    it(`${what} → ${state}`, () => {
      const calc = calculator()
      calc.start(quote, problem)
      expect(calc.state()).toBe(state)
      expect(calc.context().problem).toEqual(shownProblem)
      expect(calc.context().quote).toEqual(quote)
      expect(calc.context().quotedInputs).toEqual(quote ? a : null)
      calc.actor.stop()
    })
  }
})

describe('the site’s answers', () => {
  const table: [string, QuoteAnswer<Quote> | Error, string, CalculatorProblem | null][] = [
    ['a quote', { outcome: 'quoted', quote: { forDownPayment: 39_995 } }, 'quoted', null],
    [
      'refused inputs, with the messages per field',
      { outcome: 'rejected', messages: { months: ['Løbetiden skal være 12–60 måneder'] } },
      'error',
      { kind: 'rejected', messages: { months: ['Løbetiden skal være 12–60 måneder'] } },
    ],
    ['not offered', { outcome: 'unavailable', reason: 'not-offered' }, 'unavailable', { kind: 'unavailable', reason: 'not-offered' }],
    ['sold', { outcome: 'unavailable', reason: 'not-found' }, 'unavailable', { kind: 'unavailable', reason: 'not-found' }],
    ['no answer (network or site down)', new Error('fetch failed'), 'error', { kind: 'failed' }],
  ]
  for (const [what, answer, state, problem] of table) {
    it(`${what} → ${state}`, async () => {
      const calc = calculator()
      calc.start(null, null)
      calc.change(b)
      await calc.pause()
      expect(calc.lastRequest().inputs).toEqual(b)
      await calc.lastRequest().answer(answer)
      expect(calc.state()).toBe(state)
      expect(calc.context().problem).toEqual(problem)
      calc.actor.stop()
    })
  }

  it('"Prøv igen" asks again for the same inputs and clears the problem', async () => {
    const calc = calculator()
    calc.start(null, { kind: 'failed' })
    calc.actor.send({ type: 'quote.retry' })
    expect(calc.state()).toBe('quoting')
    expect(calc.context().problem).toBeNull()
    expect(calc.requests.map((r) => r.inputs)).toEqual([a])
    calc.actor.stop()
  })
})

describe('changes (debounced; a quote is only shown for its own inputs)', () => {
  it('every change restarts the pause, and only the last inputs are asked', async () => {
    const calc = calculator()
    calc.start(null, null)
    expect(calc.pauses).toHaveLength(1)
    calc.change(b)
    calc.change(a)
    calc.change(b)
    expect(calc.state()).toBe('editing')
    expect(calc.pauses).toHaveLength(4)
    await calc.pause()
    expect(calc.requests.map((r) => r.inputs)).toEqual([b])
    calc.actor.stop()
  })

  it('with a quote shown, every change restarts the pause too', () => {
    const calc = calculator()
    calc.start({ forDownPayment: 19_995 }, null)
    calc.change(b)
    calc.change({ ...b, months: 48 })
    calc.change({ ...b, months: 60 })
    expect(calc.state()).toBe('stale')
    expect(calc.pauses).toHaveLength(3)
    calc.actor.stop()
  })

  it('choosing the quoted inputs again changes nothing; other inputs make the quote stale', () => {
    const calc = calculator()
    calc.start({ forDownPayment: 19_995 }, null)
    calc.change({ ...a })
    expect(calc.state()).toBe('quoted')
    expect(calc.pauses).toHaveLength(0)
    calc.change(b)
    expect(calc.state()).toBe('stale')
    expect(calc.context().quote).toEqual({ forDownPayment: 19_995 })
    expect(calc.context().quotedInputs).toEqual(a)
    calc.change(a)
    expect(calc.state()).toBe('quoted')
    calc.actor.stop()
  })

  it('a change while asking: with a quote shown it goes stale, without one it is editing', async () => {
    const quoted = calculator()
    quoted.start({ forDownPayment: 19_995 }, null)
    quoted.change(b)
    await quoted.pause()
    expect(quoted.state()).toBe('quoting')
    quoted.change({ ...b, months: 48 })
    expect(quoted.state()).toBe('stale')
    quoted.actor.stop()

    const fresh = calculator()
    fresh.start(null, null)
    await fresh.pause()
    expect(fresh.state()).toBe('quoting')
    fresh.change(b)
    expect(fresh.state()).toBe('editing')
    fresh.actor.stop()
  })

  it('a change after an error: with a quote shown it goes stale, without one it is editing', async () => {
    const quoted = calculator()
    quoted.start({ forDownPayment: 19_995 }, null)
    quoted.change(b)
    await quoted.pause()
    await quoted.lastRequest().answer(new Error('fetch failed'))
    expect(quoted.state()).toBe('error')
    quoted.change({ ...b, months: 48 })
    expect(quoted.state()).toBe('stale')
    expect(quoted.context().problem).toBeNull()
    quoted.actor.stop()

    const fresh = calculator()
    fresh.start(null, { kind: 'failed' })
    fresh.change(b)
    expect(fresh.state()).toBe('editing')
    expect(fresh.context().problem).toBeNull()
    fresh.actor.stop()
  })
})

describe('an actor the page forgot to provide fails loudly, naming the machine and the actor', () => {
  for (const name of ['waitForPause', 'requestQuote']) {
    it(name, async () => {
      const logic = (leaseCalculatorMachine.implementations.actors as Record<string, AnyActorLogic>)[name]
      if (!logic) throw new Error(`no actor ${name}`)
      await expect(toPromise(createActor(logic, { input: { inputs: a } }).start())).rejects.toThrow(`leaseCalculator: the actor "${name}" was not provided`)
    })
  }
})
