/** Spec 8: status codes are valid only between 100 and 999; anything else becomes 200. */
export function clampStatusCode(code: unknown): number {
  if (typeof code !== 'number' || !Number.isInteger(code)) return 200
  return code >= 100 && code <= 999 ? code : 200
}
