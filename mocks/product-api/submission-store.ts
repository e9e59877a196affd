/**
 * Durable, idempotent store of submissions (leads): an append-only JSONL file
 * (`{dataDir}/submissions.jsonl`), one JSON object per line, flushed to disk
 * (fdatasync) before the answer is sent. On start the file is read back, so an
 * Idempotency-Key stays bound to its lead across restarts.
 *
 * - Same key and same body → the stored lead (replayed), never a second one.
 * - Same key, different body or kind → IdempotencyConflict (409).
 * - Concurrent requests with one key wait for the first write.
 */
import { createHash } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import type { SubmissionKind } from '#src/product-api/contract/submissions.ts'

export interface StoredSubmission {
  submissionId: string
  kind: SubmissionKind
  idempotencyKey: string
  receivedAt: string
  /** SHA-256 of the canonical JSON of the payload. */
  payloadHash: string
  payload: unknown
}

export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict'
}

export interface SubmissionStore {
  readonly file: string
  submit(kind: SubmissionKind, idempotencyKey: string, payload: unknown, now: Date): Promise<{ record: StoredSubmission; replayed: boolean }>
  list(kind?: SubmissionKind): StoredSubmission[]
  close(): Promise<void>
}

/** JSON with object keys sorted, so equal payloads hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export async function openSubmissionStore(dataDir: string): Promise<SubmissionStore> {
  await mkdir(dataDir, { recursive: true })
  const file = join(dataDir, 'submissions.jsonl')
  const records: StoredSubmission[] = []
  const byKey = new Map<string, StoredSubmission>()
  let existing = ''
  try {
    existing = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  for (const line of existing.split('\n')) {
    if (line.trim() === '') continue
    try {
      const record = JSON.parse(line) as StoredSubmission
      if (!byKey.has(record.idempotencyKey)) {
        byKey.set(record.idempotencyKey, record)
        records.push(record)
      }
    } catch {
      // A torn last line (crash mid-write) is skipped; complete lines are kept.
      console.warn(`[mock product API] skipping unreadable line in ${file}`)
    }
  }

  const handle: FileHandle = await open(file, 'a')
  // A torn last line must not glue onto the next record.
  if (existing.length > 0 && !existing.endsWith('\n')) await handle.write('\n')
  const pending = new Map<string, Promise<StoredSubmission>>()
  let queue: Promise<unknown> = Promise.resolve()

  function check(record: StoredSubmission, kind: SubmissionKind, hash: string): { record: StoredSubmission; replayed: boolean } {
    if (record.kind !== kind || record.payloadHash !== hash) {
      throw new IdempotencyConflict(`Idempotency-Key ${record.idempotencyKey} was used for another request`)
    }
    return { record, replayed: true }
  }

  return {
    file,
    async submit(kind, key, payload, now) {
      const hash = sha256(canonicalJson(payload))
      const stored = byKey.get(key)
      if (stored) return check(stored, kind, hash)
      const inFlight = pending.get(key)
      if (inFlight) return check(await inFlight, kind, hash)

      const record: StoredSubmission = {
        submissionId: `lead-${sha256(`lead:${key}`).slice(0, 16)}`,
        kind,
        idempotencyKey: key,
        receivedAt: now.toISOString(),
        payloadHash: hash,
        payload,
      }
      const promise = queue.then(async () => {
        await handle.write(`${JSON.stringify(record)}\n`)
        await handle.datasync()
        byKey.set(key, record)
        records.push(record)
        return record
      })
      // A failed write fails its own request only; later writes still run.
      queue = promise.catch(() => undefined)
      pending.set(key, promise)
      try {
        await promise
      } finally {
        pending.delete(key)
      }
      return { record, replayed: false }
    },
    list(kind) {
      return kind ? records.filter((r) => r.kind === kind) : [...records]
    },
    async close() {
      await queue.catch(() => undefined)
      await handle.close()
    },
  }
}
