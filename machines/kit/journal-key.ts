/**
 * The localStorage key of a machine's journal. On its own so code that only
 * asks "is there a journal?" (machines/kit/lazy-store.ts) loads neither zod
 * nor the journal format.
 */
export function journalKey(machineId: string): string {
  return `bilhuset-nord:machine:${machineId}`
}
