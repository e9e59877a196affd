// @vitest-environment happy-dom
/**
 * A form's binding to its submission store (use-form-submission.ts): the
 * form instance's store in the page's outbox (none on the server), its
 * status after the journal has loaded, and `send` to that form's machine,
 * also after the page switches to another form instance.
 */
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { submissionStatus, type FormSubmissionSnapshot, type Lead, type LeadPostResult } from '#machines/form-submission/form-submission-machine.ts'
import type { StoreView } from '#machines/kit/persistent-store.ts'

const postLead = vi.hoisted(() => vi.fn<(request: { data: Lead; signal: AbortSignal }) => Promise<LeadPostResult>>())
vi.mock('./form.functions.ts', () => ({ postLead }))
vi.mock('./search-agent/search-agent.functions.ts', () => ({ postSearchAgent: vi.fn() }))

const { submissionStore, useFormSubmission } = await import('./use-form-submission.ts')
const { getBrowserOutbox } = await import('./browser-outbox.ts')

configure({ asyncUtilTimeout: 5_000 })

function lead(key: string): Lead {
  return { key, formId: 'direct-contact', subject: {}, values: { name: 'Mette Hansen' }, honeypot: '', locale: 'da-DK' }
}

const accepted: LeadPostResult = {
  outcome: 'accepted',
  receipt: { submissionId: 'lead-0123456789abcdef', receivedAt: '2026-11-22T10:00:00.000Z', message: 'Tak for din henvendelse.' },
}

const statusOf = (view: StoreView<FormSubmissionSnapshot>) => (view.status === 'ready' ? submissionStatus(view.snapshot) : 'pending')

afterEach(() => {
  cleanup()
  getBrowserOutbox()?.stopAll()
  localStorage.clear()
  postLead.mockReset()
})

describe('useFormSubmission', () => {
  it('gives each form instance its own store in the page’s outbox', () => {
    const store = submissionStore('direct-contact')
    expect(store).not.toBeNull()
    expect(submissionStore('direct-contact')).toBe(store)
    expect(submissionStore('service-booking')).not.toBe(store)
  })

  it('shows the form’s status and sends its lead to that form’s machine', async () => {
    postLead.mockResolvedValue(accepted)
    const { result } = renderHook(() => useFormSubmission('direct-contact'))
    await waitFor(() => expect(statusOf(result.current.view)).toBe('editing'))
    act(() => result.current.send({ type: 'form.submit', lead: lead('key-00000001') }))
    await waitFor(() => expect(statusOf(result.current.view)).toBe('sent'))
    expect(postLead.mock.calls.map(([request]) => request.data.key)).toEqual(['key-00000001'])
  })

  it('follows the page to another form instance', async () => {
    postLead.mockResolvedValue(accepted)
    const first = submissionStore('direct-contact')
    first?.send({ type: 'form.submit', lead: lead('key-00000001') })
    await waitFor(() => expect(first && statusOf(first.getView())).toBe('sent'))
    const { result, rerender } = renderHook(({ formKey }) => useFormSubmission(formKey), { initialProps: { formKey: 'direct-contact' } })
    expect(statusOf(result.current.view)).toBe('sent')
    rerender({ formKey: 'service-booking' })
    await waitFor(() => expect(statusOf(result.current.view)).toBe('editing'))
    act(() => result.current.send({ type: 'form.submit', lead: lead('key-00000002') }))
    await waitFor(() => expect(statusOf(result.current.view)).toBe('sent'))
    expect(submissionStore('service-booking')?.getView()).toMatchObject({ status: 'ready' })
    expect(postLead.mock.calls.map(([request]) => request.data.key)).toEqual(['key-00000001', 'key-00000002'])
  })

  it('has no store on the server, and sending there does nothing', () => {
    const { result } = renderHook(() => useFormSubmission('direct-contact'))
    vi.stubGlobal('window', undefined)
    try {
      expect(submissionStore('direct-contact')).toBeNull()
      expect(() => result.current.send({ type: 'form.submit', lead: lead('key-00000003') })).not.toThrow()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(postLead).not.toHaveBeenCalled()
  })
})
