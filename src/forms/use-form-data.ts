/**
 * The data of a form placed in content (a content block): given, preloaded
 * by the page's route, or loaded in the browser after hydration by the
 * form-data machine (machines/form-data/), whose `load` actor calls the
 * `loadFormData` server function. A failure is shown as "Der gik noget
 * galt..." with a retry. The form id can change under a mounted block (an
 * editor picks another form in the visual editor's preview): the block then
 * loads the new form's data.
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
  const flow = loadState(snapshot)
  // The form the machine asked for: in the visual editor's preview the editor can pick another form in the
  // block, and the block asks again (load.start from loaded or failed) once no answer is on its way; an
  // answer for the old form is never shown as the new one's.
  const askedFor = snapshot.context.input
  useEffect(() => {
    if (!given && askedFor !== formId && flow !== 'loading') send({ type: 'load.start', input: formId })
  }, [formId, given, askedFor, flow, send])
  const retry = () => send({ type: 'load.retry' })
  if (given) return { state: { status: 'ready', data: given }, retry, flow: 'loaded' }
  const value = snapshot.context.value
  const current = askedFor === formId
  const state: FormDataState =
    current && flow === 'loaded' && value ? { status: 'ready', data: value } : current && flow === 'failed' ? { status: 'error' } : { status: 'loading' }
  return { state, retry, flow }
}
