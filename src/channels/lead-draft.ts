/**
 * A lead form prefilled by another part of the site, without the two
 * importing each other: the chat's "Skriv til os" and "Ring mig op" hand the
 * conversation to the contact form (issue 15, handoff). The draft lives in
 * sessionStorage, so it survives the navigation (also a full page load) and
 * ends with the tab; it is read through zod, so a tampered or outdated entry
 * is ignored. The form shows the text in its own field, where the visitor
 * sees and can edit what is sent, and drops the draft once the lead is on its way.
 */
import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'

const storageKey = 'bilhuset-nord:lead-draft'

/** The contact form's message field takes at most this many characters (src/forms/definitions/common-fields.ts: messageField). */
export const leadDraftMaxLength = 2_000

const leadDraftSchema = z.object({
  /** The form the draft is for (the forms feature's FormId). */
  formId: z.literal('direct-contact'),
  message: z.string().check(z.minLength(1), z.maxLength(leadDraftMaxLength)),
  /** Where the draft came from, for the form's note above the fields. */
  source: z.literal('chat'),
})
export type LeadDraft = z.infer<typeof leadDraftSchema>

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function saveLeadDraft(draft: LeadDraft): void {
  const parsed = leadDraftSchema.safeParse(draft)
  if (!parsed.success) return
  try {
    storage()?.setItem(storageKey, JSON.stringify(parsed.data))
  } catch {
    // A full or blocked storage: the form opens empty, as without the chat.
  }
}

/** The draft for this form, if there is a valid one. */
export function readLeadDraft(formId: string): LeadDraft | null {
  let raw: string | null | undefined
  try {
    raw = storage()?.getItem(storageKey)
  } catch {
    return null
  }
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = leadDraftSchema.safeParse(json)
  return parsed.success && parsed.data.formId === formId ? parsed.data : null
}

export function clearLeadDraft(): void {
  try {
    storage()?.removeItem(storageKey)
  } catch {
    // Nothing to clear.
  }
}

/**
 * The lines of a conversation as one message, newest kept when it is too
 * long: `intro`, a blank line, then "who: text" per line.
 */
export function conversationDraft(intro: string, lines: readonly { who: string; text: string }[], max = leadDraftMaxLength): string {
  const rendered = lines.map((l) => `${l.who}: ${l.text.replace(/\s+/g, ' ').trim()}`)
  const omitted = '…'
  let kept = rendered
  const compose = (body: readonly string[], cut: boolean) => [intro, '', ...(cut ? [omitted] : []), ...body].join('\n')
  while (kept.length > 0 && compose(kept, kept.length < rendered.length).length > max) kept = kept.slice(1)
  const text = compose(kept, kept.length < rendered.length)
  return text.length > max ? text.slice(0, max) : text
}

const noSubscription = () => () => {}

/**
 * The draft's message for this form, read on every render after hydration
 * (null on the server and while hydrating, so the markup matches).
 */
export function useLeadDraftMessage(formId: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => readLeadDraft(formId)?.message ?? null,
    () => null,
  )
}
