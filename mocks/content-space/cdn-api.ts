/**
 * The subset of Storyblok's Content Delivery API v2 the site uses, answered
 * from an in-memory Space: the routing, parameters, response shapes and
 * headers of the real API (https://www.storyblok.com/docs/api/content-delivery/v2).
 *
 * - GET /v2/cdn/stories                  list (per_page, page, starts_with, by_uuids, by_uuids_ordered,
 *                                        by_slugs, excluding_slugs, content_type, is_startpage, with_tag,
 *                                        sort_by, filter_query[field][in|not_in|is])
 * - GET /v2/cdn/stories/{full_slug}      one story; a folder's slug finds its start page
 * - GET /v2/cdn/stories/{id}             one story by numeric id
 * - GET /v2/cdn/stories/{uuid}?find_by=uuid
 * - GET /v2/cdn/spaces/me                the space, with `version` (the cache version, cv)
 * - GET /v2/cdn/links                    links of all stories and folders
 *
 * Common parameters: token (401 when wrong), version (draft needs the preview
 * token), language (fields translated as `field__i18n__{lang}`), cv,
 * resolve_relations, resolve_links (url, story, link, 1), excluding_fields.
 * Lists answer with the `total` and `per-page` headers. In the draft version
 * every block carries `_editable`, as in Storyblok, for the visual editor.
 *
 * Runs under Node's type stripping (no build step): erasable TypeScript only.
 */
import type { FolderJson, Space, StoryJson, Version } from './space.ts'

export interface ApiTokens {
  /** Public token: published content only. */
  publicToken: string
  /** Preview token: draft and published content. */
  previewToken: string
}

export interface ApiResponse {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** Storyblok sends rel_uuids / link_uuids instead of resolved stories above this many. */
export const maxInlineResolved = 50
const defaultPerPage = 25
const maxPerPage = 100

function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } }
}

const notFound = () => json(404, ['This record could not be found'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

function list(param: string | null): string[] {
  return (param ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

// ---------------------------------------------------------------------------
// Content transformations
// ---------------------------------------------------------------------------

/** Walks every object in a content tree (blocks, rich text nodes, links). */
function walk(node: unknown, visit: (obj: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
  } else if (isRecord(node)) {
    visit(node)
    for (const value of Object.values(node)) walk(value, visit)
  }
}

function isBlok(obj: Record<string, unknown>): boolean {
  return typeof obj.component === 'string' && typeof obj._uid === 'string'
}

/** Field-level translation: `title__i18n__en` replaces `title` for language `en`. */
function translate(content: unknown, language: string): void {
  const suffix = `__i18n__${language}`
  walk(content, (obj) => {
    if (!isBlok(obj)) return
    for (const key of Object.keys(obj)) {
      if (key.endsWith(suffix)) {
        const value = obj[key]
        const base = key.slice(0, -suffix.length)
        if (value !== '' && value !== null && value !== undefined) obj[base] = value
      }
    }
  })
  walk(content, (obj) => {
    if (!isBlok(obj)) return
    for (const key of Object.keys(obj)) if (key.includes('__i18n__')) Reflect.deleteProperty(obj, key)
  })
}

function addEditable(story: StoryJson, spaceId: number): void {
  walk(story.content, (obj) => {
    if (!isBlok(obj)) return
    const info = { name: obj.component, space: String(spaceId), uid: obj._uid, id: String(story.id) }
    obj._editable = `<!--#storyblok#${JSON.stringify(info)}-->`
  })
}

/** Prepares a story for a response: a copy, translated, without excluded fields, editable in draft. */
function present(story: StoryJson, ctx: RequestContext): StoryJson {
  const copy = clone(story)
  if (ctx.language !== 'default') {
    translate(copy.content, ctx.language)
    copy.lang = ctx.language
  }
  if (ctx.excludingFields.length > 0) copy.content = Object.fromEntries(Object.entries(copy.content).filter(([key]) => !ctx.excludingFields.includes(key)))
  if (ctx.version === 'draft') addEditable(copy, ctx.space.meta.id)
  return copy
}

function relationUuids(stories: StoryJson[], patterns: string[]): string[] {
  const wanted = patterns.map((p) => p.split('.')).filter((p): p is [string, string] => p.length === 2)
  const found = new Set<string>()
  for (const story of stories) {
    walk(story.content, (obj) => {
      if (!isBlok(obj)) return
      for (const [component, field] of wanted) {
        if (obj.component !== component) continue
        const value = obj[field]
        if (typeof value === 'string' && value) found.add(value)
        else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string' && v) found.add(v)
      }
    })
  }
  return [...found]
}

function linkUuids(stories: StoryJson[]): string[] {
  const found = new Set<string>()
  for (const story of stories) {
    walk(story.content, (obj) => {
      // A multilink field to a story, or a rich-text link mark's attrs.
      if (obj.linktype !== 'story') return
      const id = obj.fieldtype === 'multilink' ? obj.id : obj.uuid
      if (typeof id === 'string' && id) found.add(id)
    })
  }
  return [...found]
}

function linkObject(story: StoryJson, space: Space): Record<string, unknown> {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    full_slug: story.full_slug,
    name: story.name,
    url: story.full_slug,
    is_folder: false,
    parent_id: story.parent_id,
    published: space.stories.published.some((s) => s.uuid === story.uuid),
    position: story.position,
    is_startpage: story.is_startpage,
    real_path: `/${story.full_slug.replace(/\/$/, '')}`,
  }
}

/** Adds rels / rel_uuids and links / link_uuids to a stories or story response body. */
function resolveReferences(body: Record<string, unknown>, stories: StoryJson[], ctx: RequestContext): void {
  const pool = ctx.space.stories[ctx.version]
  const byUuid = new Map(pool.map((s) => [s.uuid, s]))

  if (ctx.resolveRelations.length > 0) {
    const uuids = relationUuids(stories, ctx.resolveRelations).filter((u) => byUuid.has(u))
    if (uuids.length > maxInlineResolved) body.rel_uuids = uuids
    else body.rels = uuids.map((u) => present(byUuid.get(u) as StoryJson, ctx))
  } else {
    body.rels = []
  }

  const mode = ctx.resolveLinks
  if (mode && ['url', 'story', 'link', '1'].includes(mode)) {
    const uuids = linkUuids(stories).filter((u) => byUuid.has(u))
    if (uuids.length > maxInlineResolved) body.link_uuids = uuids
    else {
      body.links = uuids.map((u) => {
        const story = byUuid.get(u) as StoryJson
        if (mode === 'story' || mode === '1') return present(story, ctx)
        const link = linkObject(story, ctx.space)
        return mode === 'url' ? { name: link.name, id: link.id, uuid: link.uuid, slug: link.slug, url: link.url, full_slug: link.full_slug } : link
      })
    }
  } else {
    body.links = []
  }
}

// ---------------------------------------------------------------------------
// Filtering and sorting
// ---------------------------------------------------------------------------

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

function fieldValue(story: StoryJson, path: string): unknown {
  if (path.startsWith('content.')) return story.content[path.slice('content.'.length)]
  return story[path]
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined || a === '') return 1
  if (b === null || b === undefined || b === '') return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'da')
}

function sortStories(stories: StoryJson[], sortBy: string | null): StoryJson[] {
  const [field = 'position', direction = 'asc'] = (sortBy ?? 'position:asc').split(':')
  const sign = direction === 'desc' ? -1 : 1
  return [...stories].sort((a, b) => sign * compareValues(fieldValue(a, field), fieldValue(b, field)) || a.id - b.id)
}

/** filter_query[field][operation]=value, e.g. filter_query[category][in]=event,nyhed */
function filterQuery(params: URLSearchParams): ((s: StoryJson) => boolean)[] {
  const filters: ((s: StoryJson) => boolean)[] = []
  for (const [key, value] of params) {
    const m = /^filter_query\[([^\]]+)\]\[([^\]]+)\]$/.exec(key)
    if (!m) continue
    const [, field = '', op] = m
    const values = list(value)
    const get = (s: StoryJson) => {
      const v = s.content[field]
      return Array.isArray(v) ? v.map(String) : [String(v ?? '')]
    }
    if (op === 'in' || op === 'is') filters.push((s) => get(s).some((v) => values.includes(v)))
    else if (op === 'not_in') filters.push((s) => !get(s).some((v) => values.includes(v)))
    else if (op === 'any_in_array') filters.push((s) => get(s).some((v) => values.includes(v)))
  }
  return filters
}

function truthyParam(value: string | null): boolean | undefined {
  if (value === null || value === '') return undefined
  return value === '1' || value === 'true'
}

// ---------------------------------------------------------------------------
// Request handling
// ---------------------------------------------------------------------------

interface RequestContext {
  space: Space
  version: Version
  language: string
  excludingFields: string[]
  resolveRelations: string[]
  resolveLinks: string | null
}

function authorise(params: URLSearchParams, tokens: ApiTokens): { version: Version } | ApiResponse {
  const token = params.get('token') ?? ''
  const versionParam = params.get('version') ?? 'published'
  if (versionParam !== 'draft' && versionParam !== 'published') {
    return json(422, { error: 'version must be draft or published' })
  }
  if (token !== tokens.publicToken && token !== tokens.previewToken) {
    return json(401, { error: 'Unauthorized: the access token is missing or invalid' })
  }
  if (versionParam === 'draft' && token !== tokens.previewToken) {
    return json(401, { error: 'Unauthorized: the draft version needs a preview token' })
  }
  return { version: versionParam }
}

function context(space: Space, version: Version, params: URLSearchParams): RequestContext {
  const language = params.get('language') || 'default'
  return {
    space,
    version,
    language: space.meta.language_codes.includes(language) ? language : 'default',
    excludingFields: list(params.get('excluding_fields')),
    resolveRelations: list(params.get('resolve_relations')),
    resolveLinks: params.get('resolve_links'),
  }
}

function listStories(ctx: RequestContext, params: URLSearchParams): ApiResponse {
  let stories = ctx.space.stories[ctx.version]
  const startsWith = params.get('starts_with')
  if (startsWith) stories = stories.filter((s) => s.full_slug.startsWith(startsWith.replace(/^\//, '')))
  const byUuidsOrdered = list(params.get('by_uuids_ordered'))
  const byUuids = list(params.get('by_uuids'))
  if (byUuidsOrdered.length > 0) {
    stories = byUuidsOrdered.map((u) => stories.find((s) => s.uuid === u)).filter((s): s is StoryJson => !!s)
  } else if (byUuids.length > 0) {
    stories = stories.filter((s) => byUuids.includes(s.uuid))
  }
  const bySlugs = list(params.get('by_slugs')).map(globToRegExp)
  if (bySlugs.length > 0) stories = stories.filter((s) => bySlugs.some((re) => re.test(s.full_slug)))
  const excludingSlugs = list(params.get('excluding_slugs')).map(globToRegExp)
  if (excludingSlugs.length > 0) stories = stories.filter((s) => !excludingSlugs.some((re) => re.test(s.full_slug)))
  const excludingIds = list(params.get('excluding_ids')).map(Number)
  if (excludingIds.length > 0) stories = stories.filter((s) => !excludingIds.includes(s.id))
  const contentType = params.get('content_type')
  if (contentType) stories = stories.filter((s) => s.content.component === contentType)
  const startpage = truthyParam(params.get('is_startpage'))
  if (startpage !== undefined) stories = stories.filter((s) => s.is_startpage === startpage)
  const tags = list(params.get('with_tag'))
  if (tags.length > 0) stories = stories.filter((s) => s.tag_list.some((t) => tags.includes(t)))
  for (const f of filterQuery(params)) stories = stories.filter(f)
  if (byUuidsOrdered.length === 0) stories = sortStories(stories, params.get('sort_by'))

  const perPage = Math.min(maxPerPage, Math.max(1, Number.parseInt(params.get('per_page') ?? '', 10) || defaultPerPage))
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)
  const pageStories = stories.slice((page - 1) * perPage, page * perPage)
  const presented = pageStories.map((s) => present(s, ctx))
  const body: Record<string, unknown> = { stories: presented, cv: ctx.space.cv }
  resolveReferences(body, presented, ctx)
  return json(200, body, { total: String(stories.length), 'per-page': String(perPage) })
}

function findStory(ctx: RequestContext, idOrSlug: string, findBy: string | null): StoryJson | undefined {
  const stories = ctx.space.stories[ctx.version]
  if (findBy === 'uuid') return stories.find((s) => s.uuid === idOrSlug)
  if (/^\d+$/.test(idOrSlug)) {
    const byId = stories.find((s) => s.id === Number(idOrSlug))
    if (byId) return byId
  }
  const slug = idOrSlug.replace(/^\/+/, '')
  return (
    stories.find((s) => s.full_slug === slug) ??
    // A folder's slug (with or without the slash) finds the folder's start page.
    stories.find((s) => s.is_startpage && s.full_slug === `${slug.replace(/\/$/, '')}/`)
  )
}

function getStory(ctx: RequestContext, idOrSlug: string, params: URLSearchParams): ApiResponse {
  const story = findStory(ctx, idOrSlug, params.get('find_by'))
  if (!story) return notFound()
  const presented = present(story, ctx)
  const body: Record<string, unknown> = { story: presented, cv: ctx.space.cv }
  resolveReferences(body, [presented], ctx)
  return json(200, body)
}

function links(ctx: RequestContext, params: URLSearchParams): ApiResponse {
  const startsWith = (params.get('starts_with') ?? '').replace(/^\//, '')
  const entries: Record<string, unknown>[] = [
    ...ctx.space.folders.map((f: FolderJson) => ({
      id: f.id,
      uuid: f.uuid,
      slug: f.full_slug,
      name: f.name,
      is_folder: true,
      parent_id: f.parent_id,
      published: false,
      position: f.position,
      is_startpage: false,
      real_path: `/${f.full_slug}`,
    })),
    ...ctx.space.stories[ctx.version].map((s) => ({ ...linkObject(s, ctx.space), slug: s.full_slug })),
  ].filter((l) => String(l.slug).startsWith(startsWith))
  return json(200, { links: Object.fromEntries(entries.map((l) => [String(l.uuid), l])) })
}

/**
 * Answers one request. `path` is the URL path (e.g. `/v2/cdn/stories/home`),
 * `params` its query.
 */
export function handleCdnRequest(space: Space, tokens: ApiTokens, method: string, path: string, params: URLSearchParams): ApiResponse {
  if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' })
  if (path === '/' || path === '/v2' || path === '/v2/') {
    return json(200, { name: space.meta.name, api: 'Storyblok Content Delivery API v2 (local content space)' })
  }
  const m = /^\/v2\/cdn\/(stories|spaces\/me|links)(?:\/(.*))?$/.exec(path)
  if (!m) return notFound()
  const auth = authorise(params, tokens)
  if ('status' in auth) return auth
  const ctx = context(space, auth.version, params)
  const [, resource, rest] = m
  if (resource === 'spaces/me') {
    return json(200, {
      space: { id: space.meta.id, name: space.meta.name, domain: space.meta.domain, version: space.cv, language_codes: space.meta.language_codes },
    })
  }
  if (resource === 'links') return links(ctx, params)
  if (rest === undefined || rest === '') return listStories(ctx, params)
  let slug: string
  try {
    slug = decodeURIComponent(rest)
  } catch {
    return notFound()
  }
  return getStory(ctx, slug, params)
}
