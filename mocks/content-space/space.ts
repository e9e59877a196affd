/**
 * The content space stored in the repository (content-space/), read into
 * memory: stories as Storyblok's Content Delivery API returns them, folders,
 * and the space's metadata.
 *
 * Layout:
 * - content-space/space.json            the space (id, name, domain, language_codes)
 * - content-space/folders.json          folders (Storyblok story objects with is_folder: true)
 * - content-space/stories/**\/*.json     published stories, one Storyblok story object per file
 * - content-space/drafts/**\/*.json      draft versions: a story with the uuid of a published
 *                                       story replaces it in the draft version; a new uuid is
 *                                       a story that has never been published (draft only)
 *
 * Runs under Node's type stripping (no build step): erasable TypeScript only.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'

export type Version = 'draft' | 'published'

/** A story object in Storyblok's CDN format (only the fields this server relies on are typed). */
export interface StoryJson {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  content: Record<string, unknown>
  created_at: string
  published_at: string | null
  first_published_at: string | null
  position: number
  is_startpage: boolean
  parent_id: number | null
  tag_list: string[]
  lang: string
  sort_by_date?: string | null
  [key: string]: unknown
}

export interface FolderJson {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  parent_id: number | null
  position: number
  is_folder: true
}

export interface SpaceJson {
  id: number
  name: string
  domain: string
  language_codes: string[]
}

export interface Space {
  meta: SpaceJson
  folders: FolderJson[]
  /** Stories per version, in file order. */
  stories: Record<Version, StoryJson[]>
  /** Cache version: a Unix timestamp that changes whenever the space changes. */
  cv: number
}

export class SpaceLoadError extends Error {
  override name = 'SpaceLoadError'
}

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...listJsonFiles(full))
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full)
  }
  return out.sort()
}

function readJson(file: string, root: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new SpaceLoadError(`${relative(root, file)}: ${(error as Error).message}`)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asStory(value: unknown, file: string, root: string): StoryJson {
  const where = relative(root, file)
  if (!isRecord(value)) throw new SpaceLoadError(`${where}: a story must be a JSON object`)
  for (const key of ['uuid', 'name', 'full_slug'] as const) {
    if (typeof value[key] !== 'string') throw new SpaceLoadError(`${where}: "${key}" must be a string`)
  }
  if (typeof value.id !== 'number') throw new SpaceLoadError(`${where}: "id" must be a number`)
  if (!isRecord(value.content) || typeof value.content.component !== 'string') {
    throw new SpaceLoadError(`${where}: "content" must be an object with a "component"`)
  }
  return value as StoryJson
}

function timestamp(s: string | null | undefined): number {
  const t = s ? Date.parse(s) : Number.NaN
  return Number.isNaN(t) ? 0 : Math.floor(t / 1000)
}

/** Reads the space from disk. Throws SpaceLoadError naming the file on a malformed file. */
export function loadSpace(dir: string, previousCv = 0): Space {
  const metaFile = join(dir, 'space.json')
  if (!existsSync(metaFile)) throw new SpaceLoadError(`${metaFile} not found: is "${dir}" a content space?`)
  const meta = readJson(metaFile, dir) as SpaceJson
  const foldersFile = join(dir, 'folders.json')
  const folders = existsSync(foldersFile) ? (readJson(foldersFile, dir) as FolderJson[]) : []

  const published = listJsonFiles(join(dir, 'stories')).map((f) => asStory(readJson(f, dir), f, dir))
  const drafts = listJsonFiles(join(dir, 'drafts')).map((f) => asStory(readJson(f, dir), f, dir))

  const seen = new Map<string, string>()
  for (const s of published) {
    const dup = seen.get(s.full_slug)
    if (dup) throw new SpaceLoadError(`Two published stories share the full_slug "${s.full_slug}" (${dup}, ${s.uuid})`)
    seen.set(s.full_slug, s.uuid)
  }

  const draftByUuid = new Map(drafts.map((s) => [s.uuid, s]))
  const draft = [...published.map((s) => draftByUuid.get(s.uuid) ?? s), ...drafts.filter((s) => !published.some((p) => p.uuid === s.uuid))]

  const newest = Math.max(0, ...published.map((s) => timestamp(s.published_at)), ...draft.map((s) => timestamp(s.created_at)))
  return {
    meta,
    folders,
    stories: { published, draft },
    cv: Math.max(newest, previousCv + 1),
  }
}
