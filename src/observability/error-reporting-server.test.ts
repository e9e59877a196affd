/**
 * Error reporting on the server (README "Error reporting"): an error page
 * rendered on the server is reported once to the server reporter (server.ts
 * registers it), however often the page renders it; `reportError` logs and
 * hands the error to the same reporter; with none registered nothing throws.
 * The browser SDK is never started here. Node environment: no window.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshModule() {
  vi.resetModules()
  return import('./error-reporting.ts')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('error reporting on the server', () => {
  it('reports a rendered error page once per error, however often it renders', async () => {
    const { reportServerRenderError, setServerErrorReporter } = await freshModule()
    const reported: unknown[] = []
    setServerErrorReporter((error) => reported.push(error))
    const first = new Error('loader failed')
    const second = new Error('render failed')
    reportServerRenderError(first)
    reportServerRenderError(first)
    reportServerRenderError(second)
    reportServerRenderError(first)
    expect(reported).toEqual([first, second])
  })

  it('reports a thrown value that is not an object each time (nothing to remember it by)', async () => {
    const { reportServerRenderError, setServerErrorReporter } = await freshModule()
    const reported: unknown[] = []
    setServerErrorReporter((error) => reported.push(error))
    reportServerRenderError('text')
    reportServerRenderError('text')
    reportServerRenderError(null)
    reportServerRenderError(null)
    expect(reported).toEqual(['text', 'text', null, null])
  })

  it('reportError logs the error and hands it to the server reporter', async () => {
    const { reportError, setServerErrorReporter } = await freshModule()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reported: unknown[] = []
    setServerErrorReporter((error) => reported.push(error))
    const error = new Error('server side')
    await reportError(error)
    await reportError(error)
    expect(reported).toEqual([error, error])
    expect(logged.mock.calls).toEqual([[error], [error]])
  })

  it('with no reporter registered, nothing throws', async () => {
    const { reportError, reportServerRenderError } = await freshModule()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => reportServerRenderError(new Error('early'))).not.toThrow()
    await expect(reportError(new Error('early'))).resolves.toBeUndefined()
  })

  it('never starts the browser SDK', async () => {
    const { startSentry } = await freshModule()
    expect(() =>
      startSentry({ dsn: 'http://k@127.0.0.1:1/sentry/1', environment: 'test' }, { current: () => ({ status: 'unknown' }), subscribe: () => () => undefined }),
    ).not.toThrow()
  })
})
