/**
 * Server functions (`*.functions.ts`) in a unit test, called as the server
 * calls them: built as the server build builds them, run in Start's request
 * context. Used by src/chat/chat.functions.test.ts and
 * src/saved-vehicles/vehicle-lookup.functions.test.ts; nothing of the site
 * imports it.
 *
 *   vi.mock('@tanstack/react-start', async (importOriginal) => {
 *     const { asServerBuild } = await import('../server/server-fn-test-support.ts')
 *     return asServerBuild(await importOriginal<typeof Start>())
 *   })
 *   const { onServer, call } = await serverFnsAfresh()
 *   const { myServerFn } = await import('./my.functions.ts')
 */
import type * as Start from '@tanstack/react-start'
import { vi } from 'vitest'

/**
 * The server build's `createServerFn`: Start's compiler turns `.handler(fn)` into `.handler(extractedFn, fn)`
 * on the server (start-plugin-core, handleCreateServerFn.js), and the server runs `fn` after the validator.
 * Without the compiler (as in a unit test) `fn` would stand in for the client's RPC stub and its answer be lost.
 * For a test's `vi.mock('@tanstack/react-start')` factory, which must stay inline (it is hoisted).
 */
export function asServerBuild(actual: typeof Start) {
  const asCompiled = (builder: object): object =>
    new Proxy(builder, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver)
        if (typeof value !== 'function') return value
        if (property === 'handler') return (fn: unknown) => (value as (...a: unknown[]) => unknown)(async () => undefined, fn)
        return (...args: unknown[]) => asCompiled((value as (...a: unknown[]) => object)(...args))
      },
    })
  return { ...actual, createServerFn: (...args: Parameters<typeof actual.createServerFn>) => asCompiled(actual.createServerFn(...args)) }
}

type Answer = { result?: unknown; error?: unknown }
type ServerSide = { __executeServer: (opts: { data: unknown; context: object }) => Promise<Answer> }

/**
 * A fresh module graph for the test's server functions, and the way to call them. `npm run test:unit` runs
 * the files in one module graph (--no-isolate): another file may have loaded the server functions with the
 * real createServerFn already. Call this before importing the code under test (`await import(…)`) and the
 * classes it throws: loaded afresh, they see the test's mocks, and the request context and the errors come
 * from the same fresh graph as the handlers.
 */
export async function serverFnsAfresh() {
  vi.resetModules()
  const { runWithStartContext } = await import('@tanstack/start-storage-context')
  /** What a server function has around it in the server runtime (Start's request context). */
  const startContext = {
    startOptions: {},
    contextAfterGlobalMiddlewares: {},
    request: new Request('http://localhost/_serverFn'),
    executedRequestMiddlewares: new Set(),
  }
  /** A request as the server answers it: the input validated, then the handler run. */
  const onServer = (fn: unknown, data: unknown): Promise<Answer> =>
    runWithStartContext(startContext as never, () => (fn as ServerSide).__executeServer({ data, context: {} }))
  /** The handler's answer; throws what the call failed with. */
  async function call<T>(fn: (opts: { data: never }) => Promise<T>, data: unknown): Promise<T> {
    const answer = await onServer(fn, data)
    if ('error' in answer && answer.error !== undefined) throw answer.error
    return answer.result as T
  }
  return { onServer, call }
}
