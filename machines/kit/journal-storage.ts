/**
 * Where journals live. In the browser: localStorage, with the `storage`
 * event telling a tab that another tab wrote (the event never fires in the
 * tab that wrote). In tests: an in-memory storage with the same semantics,
 * shared by several stores to act as several tabs.
 */

export interface JournalStorage {
  read(key: string): string | null
  /** Throws when the browser refuses (quota, storage disabled). */
  write(key: string, value: string): void
  remove(key: string): void
  /**
   * Calls `onChange` when *another* tab (another storage handle) changed `key`.
   * Returns the unsubscribe function.
   */
  watch(key: string, onChange: () => void): () => void
}

/**
 * localStorage, or null when it cannot be used (server rendering, storage
 * disabled by the visitor's browser settings).
 */
export function browserJournalStorage(): JournalStorage | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent; without a window the access below throws and is caught the same way
  if (typeof window === 'undefined') return null
  let storage: Storage
  try {
    storage = window.localStorage
    // Safari in some private modes exposes localStorage but throws on use.
    // Stryker disable next-line StringLiteral: equivalent; any key probes the same
    const probe = 'bilhuset-nord:probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
  } catch {
    return null
  }
  return {
    read: (key) => storage.getItem(key),
    write: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
    watch(key, onChange) {
      const listener = (event: StorageEvent) => {
        // key === null: another tab called localStorage.clear().
        if (event.storageArea === storage && (event.key === key || event.key === null)) onChange()
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  }
}

export interface MemoryStorageArea {
  /** A handle on the shared area, like one browser tab's localStorage. */
  handle(): JournalStorage
  /** Raw access for tests (e.g. to plant a corrupt journal). */
  data: Map<string, string>
}

/**
 * An in-memory storage area shared by handles. A write through one handle
 * notifies the watchers of every other handle, synchronously, as the storage
 * event does across tabs.
 */
export function createMemoryStorageArea(): MemoryStorageArea {
  const data = new Map<string, string>()
  const watchers = new Set<{ owner: object; key: string; onChange: () => void }>()
  const notify = (owner: object, key: string) => {
    for (const w of [...watchers]) if (w.owner !== owner && w.key === key) w.onChange()
  }
  return {
    data,
    handle() {
      const owner = {}
      return {
        read: (key) => data.get(key) ?? null,
        write(key, value) {
          data.set(key, value)
          notify(owner, key)
        },
        remove(key) {
          data.delete(key)
          notify(owner, key)
        },
        watch(key, onChange) {
          const watcher = { owner, key, onChange }
          watchers.add(watcher)
          return () => watchers.delete(watcher)
        },
      }
    },
  }
}
