import { expect } from 'vitest'
import { describeModelPaths } from '../kit/model-suite.ts'
import { searchAgentModel } from './search-agent-model.ts'

describeModelPaths({
  model: searchAgentModel,
  minPaths: 10,
  onStep: ({ event, before, after }) => {
    // Only a valid "Gem" while editing sends anything; the request is kept until the site decides.
    if (event.type === 'form.submit' && !before.matches('editing')) expect(after).toEqual(before)
    if (after.matches('submitting') || after.matches('rateLimited') || after.matches('failed')) expect(after.context.request).not.toBeNull()
    // A held-back request shows when it goes; nothing else does.
    expect(after.context.retryAt !== null).toBe(after.matches('rateLimited'))
    // Waiting for the link and saved always have the site's receipt.
    if (after.matches('awaitingConfirmation') || after.matches('saved')) expect(after.context.receipt).not.toBeNull()
  },
})
