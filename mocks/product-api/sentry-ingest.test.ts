import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createSentryIngest, parseEnvelope } from './sentry-ingest.ts'

describe('the Sentry ingest stand-in', () => {
  it('parses an error envelope and a replay envelope with a compressed, length-prefixed recording', () => {
    const event = JSON.stringify({ event_id: 'a'.repeat(32), exception: { values: [{ type: 'Error', value: 'Testfejl' }] }, tags: { replayId: 'r1' } })
    const error = Buffer.from(`{"event_id":"${'a'.repeat(32)}"}\n{"type":"event"}\n${event}\n`)
    expect(parseEnvelope(error).items).toEqual([{ type: 'event', payload: JSON.parse(event) }])

    const recording = Buffer.concat([Buffer.from('{"segment_id":0}\n'), deflateSync(Buffer.from(JSON.stringify([{ type: 2 }, { type: 3 }])))])
    const replayEvent = JSON.stringify({ type: 'replay_event', replay_id: 'r1', segment_id: 0 })
    const replay = Buffer.concat([
      Buffer.from(`{"event_id":"r1"}\n{"type":"replay_event"}\n${replayEvent}\n{"type":"replay_recording","length":${recording.length}}\n`),
      recording,
    ])
    expect(parseEnvelope(replay).items).toEqual([
      { type: 'replay_event', payload: JSON.parse(replayEvent) },
      { type: 'replay_recording', segmentId: 0, recordingEvents: 2 },
    ])
  })

  it('removes one fault by its id and leaves the others', async () => {
    const { routes } = createSentryIngest(() => new Date('2026-11-29T09:00:00Z'))
    const add = async (bodyContains: string) => {
      const response = await routes.request('/__control/sentry/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'reset', bodyContains }),
      })
      expect(response.status).toBe(201)
      return ((await response.json()) as { fault: { id: string } }).fault.id
    }
    const mine = await add('marker-a')
    const theirs = await add('marker-b')
    const list = async () => ((await (await routes.request('/__control/sentry/faults')).json()) as { faults: { id: string }[] }).faults.map((f) => f.id)

    expect((await routes.request(`/__control/sentry/faults/${mine}`, { method: 'DELETE' })).status).toBe(204)
    expect(await list()).toEqual([theirs])
    expect((await routes.request(`/__control/sentry/faults/${mine}`, { method: 'DELETE' })).status).toBe(404)
    expect(await list()).toEqual([theirs])
  })
})
