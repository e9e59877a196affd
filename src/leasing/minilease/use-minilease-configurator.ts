/**
 * The minilease configurator's state in the page. Until the visitor first
 * changes a choice (or presses "Prøv igen"), it is what the server rendered
 * (`idle`), and neither xstate nor the machine is loaded. Then the machine
 * (minilease-actor.ts, machines/minilease-configurator) takes over
 * (machines/kit/use-lazy-actor.ts): changes made while it loads are sent to it in order. The configurator only shows
 * what this says.
 */
import { useCallback } from 'react'
import { useLazyActor } from '#machines/kit/use-lazy-actor.ts'
import type { MinileaseChoice } from '#content-model/block-data.ts'
import type { MinileaseProblem, MinileaseConfiguratorState } from '#machines/minilease-configurator/minilease-configurator-machine.ts'
import type { MinileasePrice } from '#src/product-api/contract/minilease.ts'
import type { MinileaseActor, MinileaseActorStart } from './minilease-actor.ts'

export interface MinileaseView {
  status: MinileaseConfiguratorState
  choice: MinileaseChoice
  price: MinileasePrice | null
  problem: MinileaseProblem | null
  notices: string[]
  change(choice: MinileaseChoice, notices?: string[]): void
  retry(): void
}

type State = Pick<MinileaseView, 'status' | 'choice' | 'price' | 'problem' | 'notices'>

export function useMinileaseConfigurator(start: MinileaseActorStart): MinileaseView {
  const { view, setView, ensure, isFresh } = useLazyActor<MinileaseActor, State>(
    { status: 'idle', ...start },
    {
      start: () => import('./minilease-actor.ts').then((module) => module.startMinileaseActor(start)),
      toView: ({ value, context: { choice, price, problem, notices } }) => ({ status: value as MinileaseConfiguratorState, choice, price, problem, notices }),
      // The chunk could not load (offline, new build): "Prøv igen" or the next change tries again.
      onLoadFailed: (s) => ({ ...s, status: 'failed', problem: { kind: 'failed' } }),
    },
  )

  const change = useCallback(
    (choice: MinileaseChoice, notices: string[] = []) => {
      // Shown at once (the fields follow the choice); the machine's state follows when it has loaded.
      setView((s) => ({ ...s, choice, notices, problem: null, status: s.price ? 'stale' : 'editing' }))
      ensure()
        .then((running) => running.send({ type: 'choice.change', choice, notices }))
        .catch(() => undefined)
    },
    [ensure, setView],
  )
  const retry = useCallback(() => {
    const fresh = isFresh()
    ensure()
      .then((running) => {
        // A machine that has just taken over the server's failure is `failed`: retry asks for its choice.
        if (fresh && view.choice !== start.choice) running.send({ type: 'choice.change', choice: view.choice, notices: view.notices })
        else running.send({ type: 'price.retry' })
      })
      .catch(() => undefined)
  }, [ensure, isFresh, view.choice, view.notices, start.choice])

  return { ...view, change, retry }
}
