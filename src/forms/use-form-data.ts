/**
 * The data of a form placed in content (a content block): given, preloaded
 * by the page's route, or loaded in the browser after hydration through the
 * `loadFormData` server function. A failure is shown as "Der gik noget
 * galt..." with a retry.
 */
import { useCallback, useEffect, useState } from 'react'
import type { FormId } from './form-catalogue.ts'
import type { FormContextData } from './form-definitions.ts'
import { loadFormData } from './form.functions.ts'
import { usePreloadedFormData } from './preloaded-form-data.tsx'

export type FormDataState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: FormContextData }

type LoadableFormId = Exclude<FormId, 'vehicle-interest' | 'vehicle-test-drive' | 'model-contact' | 'model-test-drive'>

export function useFormData(formId: LoadableFormId, givenData?: FormContextData): { state: FormDataState; retry: () => void } {
  const preloaded = usePreloadedFormData(formId)
  const given = givenData ?? preloaded
  const [state, setState] = useState<FormDataState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (given) return
    let cancelled = false
    loadFormData({ data: { formId } })
      .then((data) => {
        if (!cancelled) setState({ status: 'ready', data })
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' })
      })
    return () => {
      cancelled = true
    }
  }, [formId, given, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state: given ? { status: 'ready', data: given } : state, retry }
}
