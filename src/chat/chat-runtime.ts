/**
 * The autochat machine with its actors, as the browser runs it (a dynamic
 * import of chat-store.ts): starting and sending go through the site's server
 * functions; the answer is read from the site's stream (NDJSON lines, see
 * chat-stream.server.ts), each piece sent to the machine as it arrives. What
 * the site streams is validated again here (zod) before the machine takes it.
 */
import { fromPromise } from 'xstate'
import { z } from 'zod'
import {
  autochatDefinition,
  autochatMachine,
  chatEntrySchema,
  type AutochatMachine,
  type ChatEntry,
  type StreamResult,
} from '#machines/autochat/autochat-machine.ts'
import type { LoadedMachine } from '#machines/kit/lazy-machine.ts'
import { sendChatMessage, startChat } from './chat.functions.ts'

const lineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), text: z.string().max(4_000) }),
  z.object({ type: z.literal('done'), messages: z.array(chatEntrySchema).max(20) }),
])

interface StreamInput {
  sessionId: string
  after: string
  parent: { send(event: { type: 'answer.chunk'; text: string }): void }
}

/** Reads the answer stream; resolves complete, or cut with what arrived (rejects when nothing did). */
export async function readAnswer(input: StreamInput, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<StreamResult> {
  const query = new URLSearchParams({ session: input.sessionId, after: input.after })
  const response = await fetchImpl(`/api/chat-answer?${query.toString()}`, { signal, headers: { accept: 'application/x-ndjson' } })
  if (!response.ok || !response.body) throw new Error(`chat answer: HTTP ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let partial = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let newline = buffer.indexOf('\n')
      while (newline >= 0) {
        const raw = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
        if (raw.trim() === '') continue
        const line = lineSchema.parse(JSON.parse(raw))
        if (line.type === 'done') return { outcome: 'complete', messages: line.messages }
        partial += line.text
        input.parent.send({ type: 'answer.chunk', text: line.text })
      }
    }
  } catch (error) {
    if (signal.aborted || partial === '') throw error
  }
  if (partial === '') throw new Error('chat answer: the stream ended without an answer')
  const id = `msg-${String(Number(input.after.slice(4)) + 1).padStart(4, '0')}`
  const cut: ChatEntry = { id, role: 'assistant', text: partial, links: [], suggestions: [], incomplete: true }
  return { outcome: 'cut', messages: [cut] }
}

export function loadedAutochat(): LoadedMachine<AutochatMachine> {
  const machine = autochatMachine.provide({
    actors: {
      startChat: fromPromise(({ input }) => startChat({ data: input })),
      // With the page the question is asked from: from a vehicle's page the answer is about that vehicle.
      sendMessage: fromPromise(({ input }) => sendChatMessage({ data: { ...input, pagePath: window.location.pathname.slice(0, 500) } })),
      streamAnswer: fromPromise(({ input, signal }) => readAnswer(input, signal)),
    },
  })
  return {
    definition: autochatDefinition,
    machine,
    // A message saved but not answered (reload, another page): sent again with its key.
    startEvents: [{ type: 'message.retry' }],
  }
}
