// @vitest-environment happy-dom
/**
 * A form's data in a content block (use-form-data.ts): asked for once the block mounts, and asked for again
 * when the block's form changes under it (an editor picks another form in the visual editor's preview), from
 * a loaded form, from a failed one, and while the old form's answer is still on its way: the block never
 * shows one form's data as another's.
 */
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormContextData } from './definitions/field.ts'

type Request = { data: { formId: string } }
const loadFormData = vi.hoisted(() => vi.fn<(request: Request) => Promise<FormContextData>>())
vi.mock('./form.functions.ts', () => ({ loadFormData }))

const { useFormData } = await import('./use-form-data.ts')

configure({ asyncUtilTimeout: 5_000 })

/** A form's data, told apart by its `today`. */
function dataOf(formId: string): FormContextData {
  return { today: `data of ${formId}`, locations: [], acquisitionTypes: [], models: [] }
}

/** Each request's answer, given by the test. */
function deferredAnswers() {
  const pending: { formId: string; resolve: (data: FormContextData) => void; reject: (error: Error) => void }[] = []
  loadFormData.mockImplementation(
    (request) =>
      new Promise((resolve, reject) => {
        pending.push({ formId: request.data.formId, resolve, reject })
      }),
  )
  return pending
}

type Props = { formId: 'direct-contact' | 'test-drive' | 'service-booking' }

afterEach(() => {
  cleanup()
  loadFormData.mockReset()
})

describe('useFormData', () => {
  it('loads the form’s data once mounted and shows it', async () => {
    loadFormData.mockImplementation(async (request) => dataOf(request.data.formId))
    const { result } = renderHook((props: Props) => useFormData(props.formId), { initialProps: { formId: 'direct-contact' } })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: dataOf('direct-contact') }))
    expect(result.current.flow).toBe('loaded')
    expect(loadFormData.mock.calls.map(([r]) => r.data.formId)).toEqual(['direct-contact'])
  })

  it('loads the new form when the form changes after it loaded, and never shows the old form’s data for it', async () => {
    const answers = deferredAnswers()
    const seen: string[] = []
    const { result, rerender } = renderHook(
      (props: Props) => {
        const r = useFormData(props.formId)
        if (r.state.status === 'ready') seen.push(`${props.formId}: ${r.state.data.today}`)
        return r
      },
      { initialProps: { formId: 'direct-contact' } },
    )
    await waitFor(() => expect(answers).toHaveLength(1))
    await act(async () => answers[0]?.resolve(dataOf('direct-contact')))
    expect(result.current.state.status).toBe('ready')
    rerender({ formId: 'test-drive' })
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.flow).toBe('loading'))
    expect(answers.map((a) => a.formId)).toEqual(['direct-contact', 'test-drive'])
    await act(async () => answers[1]?.resolve(dataOf('test-drive')))
    expect(result.current.state).toEqual({ status: 'ready', data: dataOf('test-drive') })
    expect(seen.filter((s) => s.startsWith('test-drive'))).not.toContain('test-drive: data of direct-contact')
    expect(new Set(seen)).toEqual(new Set(['direct-contact: data of direct-contact', 'test-drive: data of test-drive']))
  })

  it('loads the new form when the form changes after its data failed', async () => {
    const answers = deferredAnswers()
    const { result, rerender } = renderHook((props: Props) => useFormData(props.formId), { initialProps: { formId: 'direct-contact' } })
    await waitFor(() => expect(answers).toHaveLength(1))
    await act(async () => answers[0]?.reject(new Error('unavailable')))
    expect(result.current.state).toEqual({ status: 'error' })
    expect(result.current.flow).toBe('failed')
    rerender({ formId: 'test-drive' })
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(answers.map((a) => a.formId)).toEqual(['direct-contact', 'test-drive']))
    await act(async () => answers[1]?.resolve(dataOf('test-drive')))
    expect(result.current.state).toEqual({ status: 'ready', data: dataOf('test-drive') })
  })

  it('asks for the new form when the form changes while the old one is still loading, and drops the old answer', async () => {
    const answers = deferredAnswers()
    const { result, rerender } = renderHook((props: Props) => useFormData(props.formId), { initialProps: { formId: 'direct-contact' } })
    await waitFor(() => expect(answers).toHaveLength(1))
    rerender({ formId: 'test-drive' })
    await act(async () => answers[0]?.resolve(dataOf('direct-contact')))
    // The contact form's data came for a block that now shows the test drive: not shown, the test drive's is asked for.
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(answers.map((a) => a.formId)).toEqual(['direct-contact', 'test-drive']))
    await act(async () => answers[1]?.resolve(dataOf('test-drive')))
    expect(result.current.state).toEqual({ status: 'ready', data: dataOf('test-drive') })
  })

  it('after a failure asks again only when the visitor retries, not by itself', async () => {
    const answers = deferredAnswers()
    const { result } = renderHook((props: Props) => useFormData(props.formId), { initialProps: { formId: 'direct-contact' } })
    await waitFor(() => expect(answers).toHaveLength(1))
    await act(async () => answers[0]?.reject(new Error('unavailable')))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(answers).toHaveLength(1)
    expect(result.current.state).toEqual({ status: 'error' })
    act(() => result.current.retry())
    await waitFor(() => expect(answers).toHaveLength(2))
    await act(async () => answers[1]?.resolve(dataOf('direct-contact')))
    expect(result.current.state).toEqual({ status: 'ready', data: dataOf('direct-contact') })
  })

  it('shows data the page gave without asking', () => {
    const given = dataOf('given')
    const { result } = renderHook(() => useFormData('direct-contact', given))
    expect(result.current).toMatchObject({ state: { status: 'ready', data: given }, flow: 'loaded' })
    expect(loadFormData).not.toHaveBeenCalled()
  })
})
