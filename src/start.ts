/**
 * TanStack Start's instance (composition root, with src/server.ts):
 *
 * - request middleware: Start's own CSRF check of server-function calls
 *   (Origin / Sec-Fetch-Site must be the site's), which Start only adds by
 *   itself when there is no start instance;
 * - a global server-function middleware: it marks the request as having
 *   reached a known server function (so the server entry can tell a broken
 *   request, 400, from a failing function), and turns a failed validation
 *   into a typed 400 without the validator's internals (ADR 0016): the
 *   serialized InvalidInputError, with the status set by the server entry.
 */
import { createCsrfMiddleware, createMiddleware, createStart, getGlobalStartContext } from '@tanstack/react-start'
import { InvalidInputError, isValidationFailure } from './server/input-error.ts'
import { requestScopeOf } from './server/request-scope.ts'

function currentScope() {
  try {
    return requestScopeOf(getGlobalStartContext())
  } catch {
    // Outside a request (no context yet): nothing to mark.
    return undefined
  }
}

const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

const typedInputErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const scope = currentScope()
  if (scope) scope.serverFnReached = true
  try {
    return await next()
  } catch (error) {
    if (isValidationFailure(error)) {
      // Start answers a function's error with 200 and the serialized error; the server entry makes it a 400.
      if (scope) scope.invalidInput = true
      throw new InvalidInputError()
    }
    throw error
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf],
  functionMiddleware: [typedInputErrors],
}))
