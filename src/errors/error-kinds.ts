import { clampStatusCode } from './status-code.ts'

/**
 * Error kinds of spec 2.4 and 8. The three page cases are vehicle-not-found,
 * page-not-found and something-went-wrong; the other named kinds map onto
 * one of those cases for what is shown, but keep their own name in the
 * error page's `data-error-type` attribute so analytics and tests can tell them apart.
 */
export const errorKinds = [
  'page-not-found',
  'vehicle-not-found',
  'something-went-wrong',
  'vehicle-form-not-found',
  'brand-not-found',
  'news-article-not-found',
  'lease-vehicle-not-found',
  'location-not-found',
  'broken-link',
] as const
export type ErrorKind = (typeof errorKinds)[number]

export type ErrorPageCase = 'vehicle-not-found' | 'page-not-found' | 'something-went-wrong'

export function pageCaseFor(kind: ErrorKind): ErrorPageCase {
  switch (kind) {
    case 'vehicle-not-found':
    case 'vehicle-form-not-found':
    case 'lease-vehicle-not-found':
      return 'vehicle-not-found'
    case 'something-went-wrong':
      return 'something-went-wrong'
    default:
      return 'page-not-found'
  }
}

/** Data carried by a notFound() or a thrown error, so the error page knows what to show. */
export interface ErrorData {
  kind: ErrorKind
  statusCode: number
  message: string
  /** The full path that failed (spec 5: route validation carries the path as data). */
  path?: string
  /** A specific Danish title that replaces the default for the page case (e.g. 'Lokation ikke fundet'). */
  title?: string
}

export function isErrorData(value: unknown): value is ErrorData {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.kind === 'string' && (errorKinds as readonly string[]).includes(v.kind) && typeof v.message === 'string'
}

export function makeErrorData(kind: ErrorKind, statusCode: number, message: string, extra: Partial<ErrorData> = {}): ErrorData {
  return { kind, statusCode: clampStatusCode(statusCode), message, ...extra }
}
