/**
 * The data of a form placed in content (a content block): given, preloaded
 * by the page's route, or loaded in the browser after hydration by the
 * form-data machine (machines/form-data/), whose `load` actor calls the
 * `loadFormData` server function. A failure is shown as "Der gik noget
 * galt..." with a retry.
 */
import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { formDataConfig, type FormDataReason } from '#machines/form-data/form-data-machine.ts'
import { createLoadMachine, loadState, type LoadOutcome, type LoadState } from '#machines/shared/load-machine.ts'
import type { FormId } from './form-catalogue.ts'
import type { FormContextData } from './definitions/field.ts'
import { loadFormData } from './form.functions.ts'
import { usePreloadedFormData } from './preloaded-form-data.tsx'

export type FormDataState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: FormContextData }

type LoadableFormId = Exclude<FormId, 'vehicle-interest' | 'vehicle-test-drive' | 'model-contact' | 'model-test-drive'>

const formDataFlow = createLoadMachine<LoadableFormId, FormContextData, FormDataReason>(formDataConfig).provide({
  actors: {
    load: fromPromise<LoadOutcome<FormContextData, FormDataReason>, LoadableFormId>(async ({ input }) => ({
      ok: true,
      value: await loadFormData({ data: { formId: input } }),
    })),
  },
})

export function useFormData(
  formId: LoadableFormId,
  givenData?: FormContextData,
): { state: FormDataState; retry: () => void; /** The machine's state, for the element's `data-state`. */ flow: LoadState } {
  const preloaded = usePreloadedFormData(formId)
  const given = givenData ?? preloaded
  const [snapshot, send] = useMachine(formDataFlow)
  useEffect(() => {
    if (!given) send({ type: 'load.start', input: formId })
  }, [formId, given, send])
  const retry = () => send({ type: 'load.retry' })
  if (given) return { state: { status: 'ready', data: given }, retry, flow: 'loaded' }
  const flow = loadState(snapshot)
  const value = snapshot.context.value
  const state: FormDataState = flow === 'loaded' && value ? { status: 'ready', data: value } : flow === 'failed' ? { status: 'error' } : { status: 'loading' }
  return { state, retry, flow }
}
