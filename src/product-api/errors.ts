/**
 * Typed errors of the product API client. Every failure of a call is one of:
 *
 * - `not-found` (404): the vehicle, model, location … does not exist. The site
 *   shows its not-found screen (e.g. "Ups, dette køretøj findes ikke.").
 * - `unavailable`: 5xx, 429, timeout or network error, after the retries the
 *   call allows. The site shows a temporary-error state ("Prøv igen senere").
 * - `rejected-input`: a 4xx with field errors (Danish messages from the API).
 *   The site shows them next to the form fields.
 * - `contract-violation`: the API answered something the contract does not
 *   allow (malformed JSON, wrong shape, unexpected status). It is reported
 *   (the client's `onContractViolation` hook, e.g. to error reporting) and
 *   never rendered: the site shows its generic error page.
 *
 * Each is a class with a literal `kind`, so `switch (error.kind)` narrows.
 */
import type { z } from 'zod'
import type { FieldErrors } from './contract/common.ts'

export interface RequestInfo {
  operation: string
  method: string
  /** URL without the query string. */
  url: string
}

abstract class ProductApiErrorBase extends Error {
  abstract readonly kind: 'not-found' | 'unavailable' | 'rejected-input' | 'contract-violation'
  readonly operation: string
  readonly method: string
  readonly url: string
  readonly status: number | null

  constructor(message: string, request: RequestInfo, status: number | null, options?: ErrorOptions) {
    super(message, options)
    this.operation = request.operation
    this.method = request.method
    this.url = request.url
    this.status = status
  }
}

export class NotFoundError extends ProductApiErrorBase {
  readonly kind = 'not-found'
  override name = 'NotFoundError'
  constructor(request: RequestInfo, options?: ErrorOptions) {
    super(`${request.operation}: not found (${request.method} ${request.url})`, request, 404, options)
  }
}

export type UnavailableReason = 'timeout' | 'network' | 'server' | 'rate-limited'

export class UnavailableError extends ProductApiErrorBase {
  readonly kind = 'unavailable'
  override name = 'UnavailableError'
  readonly reason: UnavailableReason
  /** How many attempts were made (1 + retries). */
  readonly attempts: number
  constructor(request: RequestInfo, reason: UnavailableReason, status: number | null, attempts: number, options?: ErrorOptions) {
    super(`${request.operation}: product API unavailable (${reason}${status ? ` ${status}` : ''}) after ${attempts} attempt(s)`, request, status, options)
    this.reason = reason
    this.attempts = attempts
  }
}

export class RejectedInputError extends ProductApiErrorBase {
  readonly kind = 'rejected-input'
  override name = 'RejectedInputError'
  /** Danish messages per field path (`customer.email`). */
  readonly fieldErrors: FieldErrors
  /** Danish messages not tied to a field. */
  readonly formErrors: string[]
  /** The API's error code, e.g. `invalid_input` or `idempotency_conflict`. */
  readonly code: string
  constructor(request: RequestInfo, status: number, details: { code: string; message: string; fieldErrors: FieldErrors; formErrors: string[] }) {
    super(`${request.operation}: input rejected (${status} ${details.code}): ${details.message}`, request, status)
    this.fieldErrors = details.fieldErrors
    this.formErrors = details.formErrors
    this.code = details.code
  }
}

export class ContractViolationError extends ProductApiErrorBase {
  readonly kind = 'contract-violation'
  override name = 'ContractViolationError'
  /** Zod issues when the body had the wrong shape; empty for invalid JSON or an unexpected status. */
  readonly issues: z.core.$ZodIssue[]
  constructor(request: RequestInfo, status: number | null, detail: string, issues: z.core.$ZodIssue[] = [], options?: ErrorOptions) {
    super(`${request.operation}: response breaks the contract (${detail})`, request, status, options)
    this.issues = issues
  }
}

export type ProductApiError = NotFoundError | UnavailableError | RejectedInputError | ContractViolationError

export function isProductApiError(error: unknown): error is ProductApiError {
  return error instanceof NotFoundError || error instanceof UnavailableError || error instanceof RejectedInputError || error instanceof ContractViolationError
}
