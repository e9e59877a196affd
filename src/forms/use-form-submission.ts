/**
 * React binding of a form instance's submission store (the kit's
 * `usePersistentStore`): the server and the hydration pass see `pending`
 * (the form cannot be sent yet), the store loads its journal after
 * hydration and the next render shows the lead's real status: sent, queued
 * or failed, also after a reload.
 */
import { useCallback } from 'react'
import type { PersistentStore, StoreView } from '#machines/kit/persistent-store.ts'
import { usePersistentStore } from '#machines/kit/use-persistent-store.ts'
import type { FormSubmissionEvent, FormSubmissionMachine, FormSubmissionSnapshot } from '#machines/form-submission/form-submission-machine.ts'
import { getBrowserOutbox } from './browser-outbox.ts'

/** The store of a form instance; null on the server. */
export function submissionStore(formKey: string): PersistentStore<FormSubmissionMachine> | null {
  return getBrowserOutbox()?.store(formKey) ?? null
}

export function useFormSubmission(formKey: string): {
  view: StoreView<FormSubmissionSnapshot>
  send: (event: FormSubmissionEvent) => void
} {
  const getStore = useCallback(() => submissionStore(formKey), [formKey])
  const view = usePersistentStore(getStore)
  const send = useCallback((event: FormSubmissionEvent) => getStore()?.send(event), [getStore])
  return { view, send }
}
