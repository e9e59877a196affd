/** An error answer of the mock product API: the contract's error body with its HTTP status. */
import type { ErrorCode, FieldErrors } from '#src/product-api/contract/common.ts'

export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly code: ErrorCode
  readonly fieldErrors: FieldErrors | undefined
  constructor(status: number, code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message)
    this.status = status
    this.code = code
    this.fieldErrors = fieldErrors
  }
}
