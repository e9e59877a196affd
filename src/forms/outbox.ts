/**
 * The lead outbox: every form instance's submission machine, persisted with
 * the machine kit's journal (one journal per form instance, key
 * `bilhuset-nord:machine:form-submission.<form key>`), and a courier that
 * finds the leads still waiting in browser storage and starts their
 * machines, which post them again with their own idempotency key.
 *
 * A lead is written to the journal before its first post and leaves it when
 * the site has accepted it (only the receipt stays, for the "sent" message).
 * So a lead survives a failed post, a reload, a crash or going offline, is
 * posted until accepted, and the product API stores it exactly once (same
 * key, same body). The courier resumes leads of every form, not just the
 * form on the current page.
 *
 * This module touches no browser global: storage, key listing and the
 * actors are passed in (browser-outbox.ts gives the browser's; unit tests a
 * memory storage and fakes).
 */
import { fromPromise } from 'xstate'
import { journalEvents, parseJournal } from '#machines/kit/journal.ts'
import { journalKey } from '#machines/kit/journal-key.ts'
import type { JournalStorage } from '#machines/kit/journal-storage.ts'
import { createPersistentStore, type PersistentStore } from '#machines/kit/persistent-store.ts'
import { replay } from '#machines/kit/replay.ts'
import {
  formSubmissionDefinitionFor,
  formSubmissionMachine,
  formSubmissionMachineId,
  outboxState,
  type FormSubmissionMachine,
  type FormSubmissionSnapshot,
  type Lead,
  type LeadPostResult,
  type LeadReceipt,
  type OutboxState,
} from '#machines/form-submission/form-submission-machine.ts'

/** The effects the machines need, provided by the environment. */
export interface OutboxActors {
  /** Posts a lead to the site. Rejects when the site cannot be reached. */
  submitLead(lead: Lead, signal: AbortSignal): Promise<LeadPostResult>
  /** Resolves when the next attempt is due (back-off, or back online). */
  waitForRetry(attempts: number, signal: AbortSignal): Promise<void>
  /** Resolves when the site's lead limit lets a held-back lead in (after `seconds`). */
  waitForWindow(seconds: number, signal: AbortSignal): Promise<void>
}

export interface OutboxOptions {
  /** Where the journals live; null keeps them in memory (storage disabled). */
  storage: JournalStorage | null
  /** The keys currently in the storage (to find waiting leads). */
  listKeys(): string[]
  actors: OutboxActors
  logger?: Pick<Console, 'warn'>
}

export interface OutboxEntry {
  formKey: string
  formId: string | null
  state: OutboxState
}

export interface Outbox {
  /** The submission store of a form instance (one per form key, created on first use). */
  store(formKey: string): PersistentStore<FormSubmissionMachine>
  /** Every form instance with a journal, and where its lead is. */
  entries(): OutboxEntry[]
  /** Starts the stores of the waiting leads (they post again); the form keys started. */
  resumePending(): string[]
  /** Called when any lead of this outbox is accepted. */
  onDelivered(listener: (formKey: string, receipt: LeadReceipt) => void): () => void
  stopAll(): void
}

/** Storage keys of the form-submission journals start with this. */
export const outboxKeyPrefix = journalKey(`${formSubmissionMachineId}.`)

export function formKeyOfStorageKey(key: string): string | null {
  return key.startsWith(outboxKeyPrefix) && key.length > outboxKeyPrefix.length ? key.slice(outboxKeyPrefix.length) : null
}

export function createOutbox(options: OutboxOptions): Outbox {
  const stores = new Map<string, PersistentStore<FormSubmissionMachine>>()
  const deliveredListeners = new Set<(formKey: string, receipt: LeadReceipt) => void>()

  // The form validates itself and sends the lead with `form.submit`; the machine only posts and waits.
  const machine = formSubmissionMachine.provide({
    actors: {
      submitLead: fromPromise<LeadPostResult, { lead: Lead }>(({ input, signal }) => options.actors.submitLead(input.lead, signal)),
      waitForRetry: fromPromise<undefined, { attempts: number }>(async ({ input, signal }) => {
        await options.actors.waitForRetry(input.attempts, signal)
        return undefined
      }),
      waitForWindow: fromPromise<undefined, { seconds: number }>(async ({ input, signal }) => {
        await options.actors.waitForWindow(input.seconds, signal)
        return undefined
      }),
    },
  })

  function store(formKey: string): PersistentStore<FormSubmissionMachine> {
    let existing = stores.get(formKey)
    if (!existing) {
      existing = createPersistentStore(formSubmissionDefinitionFor(formKey), {
        storage: options.storage,
        machine,
        // After a reload a queued lead is posted again at once (never during replay).
        startEvents: [{ type: 'outbox.resume' }],
        logger: options.logger,
      })
      existing.onEmitted((notice) => {
        if (notice.type !== 'notice.delivered') return
        for (const listener of [...deliveredListeners]) listener(formKey, notice.receipt)
      })
      stores.set(formKey, existing)
    }
    return existing
  }

  function storedSnapshot(formKey: string): FormSubmissionSnapshot | null {
    if (!options.storage) return null
    const definition = formSubmissionDefinitionFor(formKey)
    let raw: string | null
    try {
      raw = options.storage.read(journalKey(definition.journal.machineId))
    } catch {
      return null
    }
    const read = parseJournal(definition.journal, raw)
    if (read.status !== 'ok') return null
    try {
      return replay(formSubmissionMachine, journalEvents(read.journal))
    } catch {
      return null
    }
  }

  function snapshotOf(formKey: string): FormSubmissionSnapshot | null {
    const live = stores.get(formKey)?.getView()
    return live?.status === 'ready' ? live.snapshot : storedSnapshot(formKey)
  }

  function formKeys(): string[] {
    const keys = new Set<string>(stores.keys())
    for (const key of options.listKeys()) {
      const formKey = formKeyOfStorageKey(key)
      if (formKey) keys.add(formKey)
    }
    return [...keys]
  }

  return {
    store,
    entries() {
      return formKeys().flatMap((formKey) => {
        const snapshot = snapshotOf(formKey)
        if (!snapshot) return []
        return [{ formKey, formId: snapshot.context.lead?.formId ?? null, state: outboxState(snapshot) }]
      })
    },
    resumePending() {
      const started: string[] = []
      for (const formKey of formKeys()) {
        if (stores.has(formKey)) continue
        const snapshot = storedSnapshot(formKey)
        if (!snapshot || outboxState(snapshot) !== 'pending') continue
        store(formKey).start()
        started.push(formKey)
      }
      return started
    },
    onDelivered(listener) {
      deliveredListeners.add(listener)
      return () => {
        deliveredListeners.delete(listener)
      }
    },
    stopAll() {
      for (const s of stores.values()) s.stop()
      stores.clear()
    },
  }
}
