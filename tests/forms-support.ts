/**
 * What the lead-form specs (tests/forms-*.spec.ts) share: a visitor address
 * of its own per test (the lead limit counts per address), unique e-mail
 * addresses, the leads the mock product API received, faults injected into
 * the mock and removed after each test, a form ready for input, and moving
 * focus with Tab alone.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, productApiUrl, test } from './fixtures.ts'

/** A random visitor address for the page's requests: the site's lead limit counts per address. */
export async function asNewVisitor(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`
}

export type LeadKind = 'interest' | 'contact' | 'test_drive' | 'trade_in'

export interface ReceivedLead {
  idempotencyKey: string
  payload: { customer: { email: string } } & Record<string, unknown>
}

/** The leads of a kind the mock product API has received from this e-mail address. */
export async function leadsWithEmail(page: Page, kind: LeadKind, email: string): Promise<ReceivedLead[]> {
  const response = await page.request.get(`${productApiUrl}/__qa/submissions?kind=${kind}`)
  const body = (await response.json()) as { items: ReceivedLead[] }
  return body.items.filter((item) => item.payload.customer.email === email)
}

export interface MockFaults {
  /** Injects a fault (the mock's /__control/faults) and answers its id. */
  inject(page: Page, fault: Record<string, unknown>): Promise<string>
  remove(page: Page, id: string): Promise<void>
}

/**
 * Faults a spec file injects into the mock product API. Call once at the top of the file: every fault still
 * there after a test (one that timed out before its `finally`) is removed, so none leaks into the next.
 */
export function mockFaults(): MockFaults {
  const injected = new Set<string>()
  const url = (id: string) => `${productApiUrl}/__control/faults/${encodeURIComponent(id)}`
  test.afterEach(async ({ request }) => {
    for (const id of injected) await request.delete(url(id))
    injected.clear()
  })
  return {
    async inject(page, fault) {
      const response = await page.request.post(`${productApiUrl}/__control/faults`, { data: fault })
      expect(response.status()).toBe(201)
      const id = ((await response.json()) as { fault: { id: string } }).fault.id
      injected.add(id)
      return id
    },
    async remove(page, id) {
      await page.request.delete(url(id))
      injected.delete(id)
    },
  }
}

/** The lead form, once its submission machine is ready for input. */
export async function formReady(page: Page): Promise<Locator> {
  const form = page.locator('.lead-form')
  await expect(form).toHaveAttribute('data-submission-status', 'editing')
  return form
}

/** Moves focus with Tab (keyboard only) until `target` has it. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('could not reach the element with Tab')
}
