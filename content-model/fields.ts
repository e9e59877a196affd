/**
 * zod schemas for Storyblok's field types, as the Content Delivery API sends
 * them. CMS content is a boundary: every block is parsed with these before it
 * is rendered, and what fails is reported and skipped (see render/blocks.tsx).
 *
 * Storyblok quirks handled here: unset text fields arrive as '' (or are
 * missing for fields added later), number fields arrive as strings, unset
 * assets as `{ filename: '' }` or null, and option fields as ''.
 */
import { z } from 'zod'
import { isAllowedAssetUrl, resolveLink, type Asset, type ContentHref } from './content-urls.ts'

/** The base every block shares. */
export const blokBaseSchema = /* @__PURE__ */ z.looseObject({
  _uid: /* @__PURE__ */ z.string().min(1),
  component: /* @__PURE__ */ z.string().min(1),
  _editable: /* @__PURE__ */ z.string().optional(),
})
export type BlokBase = z.infer<typeof blokBaseSchema>

/** A block of the given component with the given fields. */
/* @__NO_SIDE_EFFECTS__ */
export function blok<C extends string, S extends z.ZodRawShape>(component: C, shape: S) {
  return z.object({
    _uid: z.string().min(1),
    component: z.literal(component),
    _editable: z.string().optional(),
    ...shape,
  })
}

/** A text field that must be filled in. */
export const requiredText = /* @__PURE__ */ z.string().trim().min(1, 'skal udfyldes')

/** A text field that may be empty (also when Storyblok leaves it out or sends null). */
export const optionalText = /* @__PURE__ */ z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())

/** Storyblok's number field: a string ("12") or a number; empty means the default. */
/* @__NO_SIDE_EFFECTS__ */
export function numberField(options: { min?: number; max?: number; default: number }) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return options.default
      const n = typeof v === 'number' ? v : Number(v.replace(',', '.'))
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `"${String(v)}" er ikke et tal` })
        return z.NEVER
      }
      if ((options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
        ctx.addIssue({ code: 'custom', message: `${n} skal være mellem ${options.min ?? '-∞'} og ${options.max ?? '∞'}` })
        return z.NEVER
      }
      return n
    })
}

export const booleanField = /* @__PURE__ */ z
  .boolean()
  .nullish()
  .transform((v) => v ?? false)

/** A single-option field; '' (nothing chosen) gives the default. */
/* @__NO_SIDE_EFFECTS__ */
export function optionField<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((v): T[number] => (v ? v : fallback))
}

/** A Storyblok date field: "2026-11-20 10:00" (UTC); empty is null. */
export const dateField = /* @__PURE__ */ z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null
    const iso = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v) ? `${v.replace(' ', 'T')}${v.length > 10 ? ':00' : 'T00:00:00'}Z` : v
    if (Number.isNaN(Date.parse(iso))) {
      ctx.addIssue({ code: 'custom', message: `"${v}" er ikke en dato` })
      return z.NEVER
    }
    return new Date(iso).toISOString()
  })

// ---------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------

const rawAsset = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.number().nullish(),
  filename: /* @__PURE__ */ z.string().nullish(),
  alt: /* @__PURE__ */ z.string().nullish(),
  title: /* @__PURE__ */ z.string().nullish(),
  copyright: /* @__PURE__ */ z.string().nullish(),
  name: /* @__PURE__ */ z.string().nullish(),
  focus: /* @__PURE__ */ z.string().nullish(),
  fieldtype: /* @__PURE__ */ z.literal('asset').optional(),
})

/** An asset field that may be empty; gives Asset or null. */
export const optionalAsset = /* @__PURE__ */ rawAsset.nullish().transform((a, ctx): Asset | null => {
  if (!a?.filename) return null
  if (!isAllowedAssetUrl(a.filename)) {
    ctx.addIssue({ code: 'custom', message: `billedet "${a.filename}" ligger ikke på en tilladt adresse` })
    return z.NEVER
  }
  return { filename: a.filename, alt: (a.alt ?? '').trim(), title: (a.title ?? '').trim(), copyright: (a.copyright ?? '').trim() }
})

/** Storyblok's multi-asset field. */
export const multiAsset = /* @__PURE__ */ z
  .array(optionalAsset)
  .nullish()
  .transform((list) => (list ?? []).filter((a): a is Asset => a !== null))

// ---------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------

/** A story as resolve_links=url / resolve_relations deliver it (only what links need). */
const linkedStory = /* @__PURE__ */ z.looseObject({ full_slug: z.string(), name: z.string().optional(), url: z.string().optional() })

const rawLink = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.union([z.string(), z.number()]).nullish(),
  url: /* @__PURE__ */ z.string().nullish(),
  cached_url: /* @__PURE__ */ z.string().nullish(),
  linktype: /* @__PURE__ */ z.enum(['story', 'url', 'email', 'asset']).nullish(),
  fieldtype: /* @__PURE__ */ z.literal('multilink').optional(),
  email: /* @__PURE__ */ z.string().nullish(),
  anchor: /* @__PURE__ */ z.string().nullish(),
  target: /* @__PURE__ */ z.string().nullish(),
  story: /* @__PURE__ */ linkedStory.nullish(),
})

/** A link field that may be empty; gives ContentHref or null. Forbidden targets are an issue. */
export const optionalLink = /* @__PURE__ */ rawLink.nullish().transform((link, ctx): ContentHref | null => {
  if (!link) return null
  const resolved = resolveLink(link)
  if (resolved === 'forbidden') {
    ctx.addIssue({ code: 'custom', message: 'linket har en ugyldig eller forbudt adresse' })
    return z.NEVER
  }
  return resolved
})

export const requiredLink = /* @__PURE__ */ optionalLink.refine((l): l is ContentHref => l !== null, 'link skal udfyldes')

// ---------------------------------------------------------------------------
// Nested blocks and related stories
// ---------------------------------------------------------------------------

/** A blocks field: each nested block is parsed with its own schema after its parent (parse-content.ts). */
export const bloks = /* @__PURE__ */ z
  .array(blokBaseSchema)
  .nullish()
  .transform((v) => v ?? [])

/** A blocks field whose blocks must be of the given components. */
/* @__NO_SIDE_EFFECTS__ */
export function bloksOf<const T extends readonly [string, ...string[]]>(components: T) {
  return z
    .array(blokBaseSchema.refine((b) => (components as readonly string[]).includes(b.component), { message: `tilladte blokke: ${components.join(', ')}` }))
    .nullish()
    .transform((v) => v ?? [])
}

/** A story referenced by a relation field, as resolve_relations delivers it. */
export const relatedStorySchema = /* @__PURE__ */ z.looseObject({
  uuid: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  full_slug: /* @__PURE__ */ z.string(),
  published_at: /* @__PURE__ */ z.string().nullish(),
  first_published_at: /* @__PURE__ */ z.string().nullish(),
  content: /* @__PURE__ */ z.looseObject({ component: z.string() }),
})
export type RelatedStory = z.infer<typeof relatedStorySchema>

/**
 * A relation field (multi-option with stories as source). Resolved entries
 * are stories; unresolved ones (a uuid, e.g. of an unpublished story) are dropped.
 */
export const relatedStories = /* @__PURE__ */ z
  .array(z.union([z.string(), relatedStorySchema]))
  .nullish()
  .transform((v) => (v ?? []).filter((s): s is RelatedStory => typeof s !== 'string'))
