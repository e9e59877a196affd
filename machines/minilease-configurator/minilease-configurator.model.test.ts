import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import type { MinileaseConfiguratorMachine, MinileaseConfiguratorState } from './minilease-configurator-machine.ts'
import { minileaseConfiguratorModel } from './minilease-configurator-model.ts'

/**
 * Hand-written from the configurator's rules (as the lease calculator's, issue
 * 14 and 32: a price only for the choice it is shown for, debounced requests,
 * the server's price taken over, failures and refusals with "Prøv igen"), not
 * read from the machine: for each state (and whether a price is shown), where
 * each event leads. Missing entries: the event changes nothing.
 */
type Target = MinileaseConfiguratorState | ((hasPrice: boolean) => MinileaseConfiguratorState)
const change: Target = (hasPrice) => (hasPrice ? 'stale' : 'editing')
const expected: Record<MinileaseConfiguratorState, Record<string, Target>> = {
  idle: { 'start.priced': 'priced', 'start.failed': 'failed' },
  editing: { 'change.A': 'editing', 'change.B': 'editing', pause: 'pricing' },
  stale: { 'change.A': 'stale', 'change.B': 'stale', pause: 'pricing' },
  pricing: { 'change.A': change, 'change.B': change, priced: 'priced', rejected: 'failed', unreachable: 'failed' },
  priced: { 'change.A': 'stale', 'change.B': 'stale' },
  failed: { 'change.A': change, 'change.B': change, retry: 'pricing' },
}

function tableKey(event: AnyEventObject): string {
  const e = event as AnyEventObject & Record<string, unknown>
  switch (event.type) {
    case 'configurator.start':
      return e.price ? 'start.priced' : 'start.failed'
    case 'choice.change':
      return `change.${(e.choice as { label: string }).label}`
    case 'price.retry':
      return 'retry'
    case 'xstate.done.actor.waitForPause':
      return 'pause'
    case 'xstate.done.actor.requestPrice':
      return (e.output as { outcome: string }).outcome === 'priced' ? 'priced' : 'rejected'
    case 'xstate.error.actor.requestPrice':
      return 'unreachable'
    default:
      return event.type
  }
}

function checkStep({ event, before, after }: StepContext<MinileaseConfiguratorMachine>) {
  const from = before.value as MinileaseConfiguratorState
  const target = expected[from][tableKey(event)] ?? from
  expect(after.value, `${from} + ${tableKey(event)}`).toBe(typeof target === 'function' ? target(before.context.price !== null) : target)
  const { price, pricedChoice, choice, problem } = after.context
  // A price shown is always the answer for the choice it says; in `priced` that is the visitor's.
  if (price) expect(price.forChoice).toBe(pricedChoice?.label)
  if (after.value === 'priced') expect(pricedChoice?.label).toBe(choice.label)
  // Only `failed` carries a problem.
  if (after.value !== 'failed') expect(problem).toBeNull()
}

describeModelPaths({ model: minileaseConfiguratorModel, onStep: checkStep, minPaths: 8 })
