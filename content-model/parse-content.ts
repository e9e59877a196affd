/**
 * Parses CMS content with the content model's schemas: a story's whole block
 * tree, each block with its schema, nested blocks (blocks fields, blocks in
 * rich text) in place. What the browser renders is the result: parsed
 * blocks, and markers (parsed-blok.ts) where a block is unknown, malformed or
 * fails its schema. Each problem is reported once here. Runs on the server
 * (src/content/load-page.server.ts) and, loaded on demand, in the visual
 * editor's live preview (src/content/use-live-content.ts); so zod classic and
 * the schemas stay off the pages' first load (issue 21, decision 2).
 */
import type { z } from 'zod'
import { blokBaseSchema, type BlokBase } from './fields.ts'
import type { InvalidBlok, BlokProblem } from './parsed-blok.ts'
import { reportContentIssue } from './render/report.ts'
import { blockSchemas } from './schemas.ts'

/** Short, readable summary of a zod error for editors: "heading: skal udfyldes; link: …". */
export function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ')
}

export interface ParseContext {
  /** The story the content is from (for the reports). */
  story: { uuid: string; fullSlug: string }
  /** Draft content: markers carry the schema's summary for the editor's warning. */
  preview: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function marker(uid: string, component: string, problem: BlokProblem, issues: string, context: ParseContext): InvalidBlok {
  return { _uid: uid, component, $invalid: { problem, issues: context.preview ? issues : '' } }
}

/** Nested blocks in a parsed value: every object with a string `_uid` and `component` is a block and is parsed with its schema. */
function parseNested(value: unknown, context: ParseContext): unknown {
  if (Array.isArray(value)) return value.map((item) => parseNested(item, context))
  if (!isRecord(value)) return value
  if (typeof value._uid === 'string' && typeof value.component === 'string') return parseBlok(value, context)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, parseNested(item, context)]))
}

/**
 * One block and the blocks nested in it. An unknown or malformed block, or
 * one that fails its schema, is reported once and becomes a marker.
 */
export function parseBlok(raw: unknown, context: ParseContext): BlokBase | InvalidBlok {
  const base = blokBaseSchema.safeParse(raw)
  if (!base.success) {
    reportContentIssue({
      key: `malformed:${context.story.uuid}:${JSON.stringify(raw).slice(0, 80)}`,
      message: `En blok i "${context.story.fullSlug}" mangler _uid eller component og vises ikke.`,
    })
    return marker('', '', 'malformed', '', context)
  }
  const { component: name, _uid: uid } = base.data
  const schema = Object.hasOwn(blockSchemas, name) ? blockSchemas[name] : undefined
  if (!schema) {
    reportContentIssue({ key: `unknown:${name}`, message: `Ukendt blok "${name}" (fx i "${context.story.fullSlug}") vises ikke.` })
    return marker(uid, name, 'unknown', '', context)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const summary = summariseIssues(parsed.error)
    reportContentIssue({ key: `invalid:${uid}`, message: `Blokken "${name}" (${uid}) i "${context.story.fullSlug}" er ugyldig og vises ikke: ${summary}` })
    return marker(uid, name, 'invalid', summary, context)
  }
  // Fields left out (undefined) are not sent to the page.
  const fields = Object.entries(parsed.data)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, parseNested(value, context)])
  return Object.fromEntries(fields) as BlokBase
}
