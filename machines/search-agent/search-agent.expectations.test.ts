/**
 * The search agent's form against a table written by hand from issue 35
 * (double opt-in, "Tjek din e-mail", bad input back at the fields, rate
 * limited until a time, failure with retry on the same key, saved once the
 * link is opened), not from the machine: the model test replays paths
 * generated from the machine itself.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import { searchAgentMachine, type AgentRequest, type DeliveryOutcome } from './search-agent-machine.ts'

const request: AgentRequest = { key: 'key-0001', kind: 'search', email: 'sofie@example.dk', frequency: 'weekly' }
const pending: DeliveryOutcome = { outcome: 'accepted', receipt: { agentId: 'sa-1', status: 'pending', message: 'Tjek din e-mail.' } }
const active: DeliveryOutcome = { outcome: 'accepted', receipt: { agentId: 'sa-1', status: 'active', message: 'Allerede gemt.' } }
const invalidEmail: DeliveryOutcome = { outcome: 'rejected', fieldErrors: { email: ['Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'] }, formErrors: [] }
const deferred: DeliveryOutcome = { outcome: 'deferred', retryAt: '2026-11-24T09:10:00.000Z' }
const refused: DeliveryOutcome = { outcome: 'failed', reason: 'refused' }

type Step = { send: AnyEventObject } | { site: DeliveryOutcome | 'unreachable' } | { confirmed: true }
interface Row {
  title: string
  steps: Step[]
  expect: {
    state: string
    deliveries: number
    lastKey?: string
    fieldErrors?: Record<string, string[]> | null
    retryAt?: string | null
    failure?: string | null
  }
}

const open: Step = { send: { type: 'agent.open' } }
const submit: Step = { send: { type: 'form.submit', request } }

const rows: Row[] = [
  { title: 'nothing asked yet: the button', steps: [], expect: { state: 'idle', deliveries: 0 } },
  { title: 'the button opens the form', steps: [open], expect: { state: 'editing', deliveries: 0 } },
  {
    title: '"Gem" with errors stays in the form and sends nothing',
    steps: [open, { send: { type: 'form.invalid' } }],
    expect: { state: 'editing', deliveries: 0 },
  },
  { title: 'a valid "Gem" sends the request through the outbox', steps: [open, submit], expect: { state: 'submitting', deliveries: 1, lastKey: 'key-0001' } },
  { title: 'a second "Gem" while sending is ignored', steps: [open, submit, submit], expect: { state: 'submitting', deliveries: 1 } },
  { title: 'accepted: "Tjek din e-mail" (double opt-in)', steps: [open, submit, { site: pending }], expect: { state: 'awaitingConfirmation', deliveries: 1 } },
  { title: 'the link opened: saved', steps: [open, submit, { site: pending }, { confirmed: true }], expect: { state: 'saved', deliveries: 1 } },
  { title: 'the same agent was confirmed before: saved at once', steps: [open, submit, { site: active }], expect: { state: 'saved', deliveries: 1 } },
  {
    title: 'an invalid address: back in the form with the message at the field',
    steps: [open, submit, { site: invalidEmail }],
    expect: { state: 'editing', deliveries: 1, fieldErrors: { email: ['Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'] } },
  },
  {
    title: 'corrected and sent again: a new request',
    steps: [open, submit, { site: invalidEmail }, { send: { type: 'form.submit', request: { ...request, key: 'key-0002' } } }],
    expect: { state: 'submitting', deliveries: 2, lastKey: 'key-0002', fieldErrors: null },
  },
  {
    title: 'held back: the time it goes shows',
    steps: [open, submit, { site: deferred }],
    expect: { state: 'rateLimited', deliveries: 2, retryAt: deferred.outcome === 'deferred' ? deferred.retryAt : null },
  },
  {
    title: 'held back, then let in: "Tjek din e-mail"',
    steps: [open, submit, { site: deferred }, { site: pending }],
    expect: { state: 'awaitingConfirmation', deliveries: 2, retryAt: null },
  },
  { title: 'refused for good: failed with a retry', steps: [open, submit, { site: refused }], expect: { state: 'failed', deliveries: 1, failure: 'refused' } },
  { title: 'the outbox unusable: failed', steps: [open, submit, { site: 'unreachable' }], expect: { state: 'failed', deliveries: 1, failure: 'unavailable' } },
  {
    title: '"Prøv igen" sends the same request with the same key',
    steps: [open, submit, { site: refused }, { send: { type: 'agent.retry' } }],
    expect: { state: 'submitting', deliveries: 2, lastKey: 'key-0001', failure: null },
  },
  {
    title: '"Ret" goes back to the form',
    steps: [open, submit, { site: refused }, { send: { type: 'agent.edit' } }],
    expect: { state: 'editing', deliveries: 1 },
  },
  { title: 'closing the form goes back to the button', steps: [open, { send: { type: 'agent.close' } }], expect: { state: 'idle', deliveries: 0 } },
  { title: 'closing "Tjek din e-mail"', steps: [open, submit, { site: pending }, { send: { type: 'agent.close' } }], expect: { state: 'idle', deliveries: 1 } },
  {
    title: 'the form cannot be closed while sending (the outbox has it)',
    steps: [open, submit, { send: { type: 'agent.close' } }],
    expect: { state: 'submitting', deliveries: 1 },
  },
]

async function run(steps: Step[]) {
  const deliveries: { key: string; answer(outcome: DeliveryOutcome | 'unreachable'): Promise<void> }[] = []
  const confirmations: (() => Promise<void>)[] = []
  const settle = () => new Promise((r) => setTimeout(r, 0))
  const machine = searchAgentMachine.provide({
    actors: {
      deliver: fromPromise<DeliveryOutcome, { request: AgentRequest }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            deliveries.push({
              key: input.request.key,
              answer: async (outcome) => {
                if (outcome === 'unreachable') reject(new Error('nede'))
                else resolve(outcome)
                await settle()
              },
            })
          }),
      ),
      awaitConfirmation: fromPromise<undefined, { agentId: string }>(
        () =>
          new Promise((resolve) => {
            confirmations.push(async () => {
              resolve(undefined)
              await settle()
            })
          }),
      ),
    },
  })
  const actor = createActor(machine).start()
  for (const step of steps) {
    if ('send' in step) actor.send(step.send as never)
    else if ('site' in step) await deliveries.at(-1)?.answer(step.site)
    else await confirmations.at(-1)?.()
    await settle()
  }
  return { snapshot: actor.getSnapshot(), deliveries }
}

describe('search agent form: what the visitor sees after each step', () => {
  for (const row of rows) {
    it(row.title, async () => {
      const { snapshot, deliveries } = await run(row.steps)
      expect(String(snapshot.value)).toBe(row.expect.state)
      expect(deliveries).toHaveLength(row.expect.deliveries)
      if (row.expect.lastKey) expect(deliveries.at(-1)?.key).toBe(row.expect.lastKey)
      if (row.expect.fieldErrors !== undefined) expect(snapshot.context.rejection?.fieldErrors ?? null).toEqual(row.expect.fieldErrors)
      if (row.expect.retryAt !== undefined) expect(snapshot.context.retryAt).toBe(row.expect.retryAt)
      if (row.expect.failure !== undefined) expect(snapshot.context.failure).toBe(row.expect.failure)
    })
  }
})
