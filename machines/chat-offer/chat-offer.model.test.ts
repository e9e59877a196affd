import { expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { describeModelPaths } from '../kit/model-suite.ts'
import type { StepContext } from '../kit/model-runner.ts'
import type { ChatOfferMachine, ChatOfferState } from './chat-offer-machine.ts'
import { chatOfferModel } from './chat-offer-model.ts'

/**
 * Hand-written from spec 9 ("Autochat: chat bubble enabled, delay 1") and the
 * chat block's settings (src/channels/chat-presence.ts: a block turns the bubble off
 * or is the page's way in), not read from the machine: for each state and the
 * page's chat mode before the step, where each event leads. Missing entries:
 * the event changes nothing.
 */
const expected: Record<ChatOfferState, Record<string, ChatOfferState | ((modeBefore: string) => ChatOfferState)>> = {
  waiting: { 'delay.done': (mode) => (mode === 'bubble' ? 'offered' : 'withheld') },
  offered: { 'mode.inline': 'withheld', 'mode.off': 'withheld' },
  withheld: { 'mode.bubble': 'offered' },
}

const tableKey = (event: AnyEventObject) =>
  event.type === 'page.mode' ? `mode.${(event as unknown as { mode: string }).mode}` : event.type === 'xstate.done.actor.wait' ? 'delay.done' : event.type

function checkStep({ event, before, after }: StepContext<ChatOfferMachine>) {
  const from = before.value as ChatOfferState
  const target = expected[from][tableKey(event)] ?? from
  expect(after.value, `${from} + ${tableKey(event)}`).toBe(typeof target === 'function' ? target(before.context.mode) : target)
  // The page's chat mode is always the last one the page said.
  if (event.type === 'page.mode') expect(after.context.mode).toBe((event as unknown as { mode: string }).mode)
  else expect(after.context.mode).toBe(before.context.mode)
}

describeModelPaths({ model: chatOfferModel, onStep: checkStep, minPaths: 5 })
