import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { canonicalJson, IdempotencyConflict, openSubmissionStore } from './submission-store.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'submission-store-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const payload = { vehicleId: '104233-1-mercedes-benz-glc-300e-4matic', customer: { name: 'Sofie Lund', email: 'sofie@example.dk' } }
const now = new Date('2026-11-02T10:00:00Z')

async function lines(): Promise<string[]> {
  return (await readFile(join(dir, 'submissions.jsonl'), 'utf8')).split('\n').filter((l) => l !== '')
}

describe('submission store', () => {
  it('appends one JSON line per lead and replays a repeated key', async () => {
    const store = await openSubmissionStore(dir)
    const first = await store.submit('interest', 'key-00000001', payload, now)
    const again = await store.submit('interest', 'key-00000001', { customer: payload.customer, vehicleId: payload.vehicleId }, now)
    expect(first.replayed).toBe(false)
    expect(again.replayed).toBe(true)
    expect(again.record.submissionId).toBe(first.record.submissionId)
    await store.close()
    const stored = await lines()
    expect(stored).toHaveLength(1)
    expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({ kind: 'interest', idempotencyKey: 'key-00000001', payload })
  })

  it('keeps keys across a restart', async () => {
    const store = await openSubmissionStore(dir)
    const first = await store.submit('contact', 'key-restart-01', payload, now)
    await store.close()
    const reopened = await openSubmissionStore(dir)
    const replay = await reopened.submit('contact', 'key-restart-01', payload, new Date())
    expect(replay).toEqual({ record: first.record, replayed: true })
    expect(reopened.list('contact')).toHaveLength(1)
    await reopened.close()
    expect(await lines()).toHaveLength(1)
  })

  it('writes once for concurrent requests with one key', async () => {
    const store = await openSubmissionStore(dir)
    const results = await Promise.all(Array.from({ length: 10 }, () => store.submit('test_drive', 'key-parallel-1', payload, now)))
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(new Set(results.map((r) => r.record.submissionId)).size).toBe(1)
    await store.close()
    expect(await lines()).toHaveLength(1)
  })

  it('rejects a key reused with another body or kind', async () => {
    const store = await openSubmissionStore(dir)
    await store.submit('interest', 'key-conflict-1', payload, now)
    await expect(store.submit('interest', 'key-conflict-1', { ...payload, vehicleId: 'other' }, now)).rejects.toBeInstanceOf(IdempotencyConflict)
    await expect(store.submit('contact', 'key-conflict-1', payload, now)).rejects.toBeInstanceOf(IdempotencyConflict)
    await store.close()
  })

  it('survives a torn last line from a crash', async () => {
    const store = await openSubmissionStore(dir)
    await store.submit('interest', 'key-torn-0001', payload, now)
    await store.close()
    await appendFile(join(dir, 'submissions.jsonl'), '{"submissionId":"lead-')
    const reopened = await openSubmissionStore(dir)
    expect(reopened.list()).toHaveLength(1)
    await reopened.submit('interest', 'key-torn-0002', payload, now)
    await reopened.close()
    const again = await openSubmissionStore(dir)
    expect(again.list().map((r) => r.idempotencyKey)).toEqual(['key-torn-0001', 'key-torn-0002'])
    await again.close()
  })

  it('hashes payloads independent of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}')
  })
})
