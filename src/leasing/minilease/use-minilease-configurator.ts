/**
 * The minilease configurator's state in the page. Until the visitor first
 * changes a choice (or presses "Prøv igen"), it is what the server rendered
 * (`idle`), and neither xstate nor the machine is loaded. Then the machine
 * (minilease-actor.ts, machines/minilease-configurator) takes over: changes
 * made while it loads are sent to it in order. The configurator only shows
 * what this says.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
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
  const [state, setState] = useState<State>({ status: 'idle', ...start })
  const actor = useRef<Promise<MinileaseActor> | null>(null)
  const startRef = useRef(start)
  const stopped = useRef(false)

  const ensure = useCallback((): Promise<MinileaseActor> => {
    actor.current ??= import('./minilease-actor.ts').then(
      (module) => {
        const running = module.startMinileaseActor(startRef.current)
        const show = (snapshot: ReturnType<MinileaseActor['getSnapshot']>) => {
          const { choice, price, problem, notices } = snapshot.context
          setState({ status: snapshot.value as MinileaseConfiguratorState, choice, price, problem, notices })
        }
        running.subscribe(show)
        show(running.getSnapshot())
        if (stopped.current) running.stop()
        return running
      },
      (error: unknown) => {
        // The chunk could not load (offline, new build): "Prøv igen" or the next change tries again.
        actor.current = null
        setState((s) => ({ ...s, status: 'failed', problem: { kind: 'failed' } }))
        throw error
      },
    )
    return actor.current
  }, [])

  useEffect(
    () => () => {
      stopped.current = true
      void actor.current?.then((running) => running.stop()).catch(() => undefined)
    },
    [],
  )

  const change = useCallback(
    (choice: MinileaseChoice, notices: string[] = []) => {
      // Shown at once (the fields follow the choice); the machine's state follows when it has loaded.
      setState((s) => ({ ...s, choice, notices, problem: null, status: s.price ? 'stale' : 'editing' }))
      ensure()
        .then((running) => running.send({ type: 'choice.change', choice, notices }))
        .catch(() => undefined)
    },
    [ensure],
  )
  const retry = useCallback(() => {
    const fresh = actor.current === null
    ensure()
      .then((running) => {
        // A machine that has just taken over the server's failure is `failed`: retry asks for its choice.
        if (fresh && state.choice !== startRef.current.choice) running.send({ type: 'choice.change', choice: state.choice, notices: state.notices })
        else running.send({ type: 'price.retry' })
      })
      .catch(() => undefined)
  }, [ensure, state.choice, state.notices])

  return { ...state, change, retry }
}
