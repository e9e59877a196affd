/**
 * Form data a route has already loaded, for the forms that content blocks
 * place on its page (e.g. /directcontact renders its content story, whose
 * "embedded_form" block then shows the contact form server-rendered instead
 * of loading its data in the browser).
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { FormId } from './form-catalogue.ts'
import type { FormContextData } from './definitions/field.ts'

type Preloaded = Partial<Record<FormId, FormContextData>>

const PreloadedFormDataContext = createContext<Preloaded>({})

export function PreloadedFormDataProvider({ data, children }: { data: Preloaded; children: ReactNode }) {
  return <PreloadedFormDataContext value={data}>{children}</PreloadedFormDataContext>
}

export function usePreloadedFormData(formId: FormId): FormContextData | undefined {
  return useContext(PreloadedFormDataContext)[formId]
}

/** Whether a story's body has an "embedded_form" block for `form` (the content model's form name). */
export function storyHasEmbeddedForm(content: unknown, form: string): boolean {
  const body = (content as { body?: unknown } | null)?.body
  return (
    Array.isArray(body) &&
    body.some(
      (b) =>
        typeof b === 'object' && b !== null && (b as Record<string, unknown>).component === 'embedded_form' && (b as Record<string, unknown>).form === form,
    )
  )
}
