/**
 * The test model of a load machine (load-machine.ts): the events tried in
 * each state (the visitor asks, asks again, changes the input or undoes;
 * the answer comes, is refused for each of the flow's reasons, or the
 * request fails), and Danish descriptions from the flow's own texts.
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import type { LoadMachine, LoadMachineConfig, LoadSnapshot } from './load-machine.ts'

export interface LoadModelTexts<TReason extends string> {
  title: string
  summary: string
  /** The visitor's (or page's) request, e.g. 'Den besøgende trykker "Få en vurdering"'. */
  start: string
  /** A value the flow's answer carries in the model. */
  value: unknown
  /** The input the model asks with. */
  input: unknown
  /** Danish names of the failure reasons (visitor's words). */
  reasons: Record<TReason, string>
  /** Legend of the machine's events (who causes them: "Den besøgende …", the site, "Intern: …"). */
  eventTypes: Record<string, string>
  /** Short Danish names of the states. */
  states: Record<string, string>
}

export function createLoadModel<TInput, TValue, TReason extends string>(
  config: LoadMachineConfig<TReason>,
  machine: LoadMachine<TInput, TValue, TReason>,
  texts: LoadModelTexts<TReason>,
): MachineModel<LoadMachine<TInput, TValue, TReason>> {
  type Snapshot = LoadSnapshot<TInput, TValue, TReason>
  const doneType = 'xstate.done.actor.load'
  const errorType = 'xstate.error.actor.load'

  function events(snapshot: Snapshot): AnyEventObject[] {
    const list: AnyEventObject[] = [{ type: 'load.start', input: texts.input }, { type: 'load.retry' }]
    if (config.stale) list.push({ type: 'load.invalidate' })
    if (config.resettable) list.push({ type: 'load.reset' })
    if (snapshot.value === 'loading') {
      list.push({ type: doneType, output: { ok: true, value: texts.value } })
      for (const reason of config.reasons) list.push({ type: doneType, output: { ok: false, reason } })
      list.push({ type: errorType, error: new Error('netværksfejl') })
    }
    return list
  }

  function describeEvent(event: AnyEventObject): string {
    switch (event.type) {
      case 'load.start':
        return texts.start
      case 'load.retry':
        return 'Den besøgende trykker "Prøv igen"'
      case 'load.invalidate':
        return config.texts.invalidate ?? event.type
      case 'load.reset':
        return config.texts.reset ?? event.type
      case doneType: {
        const output = (event as unknown as { output: { ok: boolean; reason?: TReason } }).output
        return output.ok ? 'Svaret kommer' : `Afvist: ${texts.reasons[output.reason as TReason]}`
      }
      case errorType:
        return `Fejl (${texts.reasons[config.errorReason]})`
      default:
        return event.type
    }
  }

  return {
    id: config.id,
    title: texts.title,
    summary: texts.summary,
    machine,
    persisted: false,
    events,
    stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reason, snapshot.context.value !== null]),
    describeEvent,
    describeSnapshot(snapshot) {
      const name = texts.states[String(snapshot.value)] ?? String(snapshot.value)
      return snapshot.context.reason ? `${name}: ${texts.reasons[snapshot.context.reason]}` : name
    },
    eventTypes: texts.eventTypes,
  }
}
