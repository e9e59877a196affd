/**
 * What the browser gets for a block: the block as its schema parsed it on the
 * server (parse-content.ts), or, for a block that could not be parsed, a
 * marker in its place. The published site renders nothing for a marker; the
 * visual editor's preview shows a warning with what is wrong. No zod here:
 * this module is on content pages' first load.
 */
export type BlokProblem = 'malformed' | 'unknown' | 'invalid'

export interface InvalidBlok {
  _uid: string
  component: string
  /** What is wrong; `issues` (the schema's summary) only in preview. */
  $invalid: { problem: BlokProblem; issues: string }
}

/** The marker's problem, if this block is a marker (a parsed block never has `$invalid`: block schemas strip unknown keys). */
export function invalidOf(blok: unknown): InvalidBlok['$invalid'] | undefined {
  if (typeof blok !== 'object' || blok === null || !('$invalid' in blok)) return undefined
  return (blok as InvalidBlok).$invalid
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every block in a content tree (objects with a string _uid and component), depth first. */
export function collectBloks(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) {
    for (const item of node) collectBloks(item, out)
  } else if (isRecord(node)) {
    if (typeof node._uid === 'string' && typeof node.component === 'string') out.push(node)
    for (const value of Object.values(node)) collectBloks(value, out)
  }
  return out
}
