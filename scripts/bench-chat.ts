/**
 * The autochat's answer time through the site (issue 15), for `npm run bench`:
 * for each run a chat session is started and a stock question sent straight
 * to the product API (setup, not timed), then the answer is read from the
 * site's stream (GET /api/chat-answer, src/chat/chat-stream.server.ts), timing
 * the first streamed piece and the complete answer (the `done` line, with the
 * vehicle cards the site read from the product API). Sequential runs, so the
 * figures are latencies, not throughput.
 *
 * Node 24 runs this file directly (type stripping): erasable TypeScript only.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

export interface ChatBench {
  runs: number
  errors: number
  firstTokenMs: { p50: number; p95: number }
  fullAnswerMs: { p50: number; p95: number }
}

const questions = ['Har I elbiler under 300.000 kr.?', 'Hvad har I af brugte dieselbiler?', 'Hvornår har I åbent i Greve?']

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

/** One question: [ms to the first piece, ms to the whole answer]. */
async function oneAnswer(siteUrl: string, apiBaseUrl: string, question: string): Promise<[number, number]> {
  const session = (await postJson(`${apiBaseUrl}/chat/sessions`, { context: { pagePath: '/lager' } })) as { sessionId: string }
  const sent = (await postJson(`${apiBaseUrl}/chat/sessions/${session.sessionId}/messages`, { text: question })) as { message: { id: string } }
  const started = performance.now()
  const query = new URLSearchParams({ session: session.sessionId, after: sent.message.id })
  const response = await fetch(`${siteUrl}/api/chat-answer?${query.toString()}`, { headers: { accept: 'application/x-ndjson' } })
  if (!response.ok || !response.body) throw new Error(`chat answer: HTTP ${response.status}`)
  let first: number | null = null
  let text = ''
  const decoder = new TextDecoder()
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true })
    if (first === null && text.includes('"type":"chunk"')) first = performance.now() - started
    if (text.includes('"type":"done"')) return [first ?? performance.now() - started, performance.now() - started]
  }
  throw new Error('chat answer: the stream ended without an answer')
}

export async function measureChat(siteUrl: string, apiBaseUrl: string, runs = 30): Promise<ChatBench> {
  const first: number[] = []
  const full: number[] = []
  let errors = 0
  for (let i = 0; i < runs; i++) {
    try {
      const [a, b] = await oneAnswer(siteUrl, apiBaseUrl, questions[i % questions.length] ?? questions[0] ?? '')
      first.push(a)
      full.push(b)
    } catch {
      errors++
    }
  }
  first.sort((a, b) => a - b)
  full.sort((a, b) => a - b)
  return {
    runs,
    errors,
    firstTokenMs: { p50: percentile(first, 50), p95: percentile(first, 95) },
    fullAnswerMs: { p50: percentile(full, 50), p95: percentile(full, 95) },
  }
}
