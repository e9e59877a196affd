/**
 * For tests: a copy of the repository's content space in a temporary
 * directory (so a test can change stories), or a small space built in code.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { defaultSpaceDir } from './server.ts'
import type { StoryJson } from './space.ts'

export interface TempSpace {
  dir: string
  /** Writes (or replaces) a published story file. */
  writeStory(story: StoryJson, version?: 'stories' | 'drafts'): void
  remove(): void
}

export function copyOfContentSpace(): TempSpace {
  const dir = mkdtempSync(join(tmpdir(), 'content-space-'))
  cpSync(defaultSpaceDir, dir, { recursive: true })
  return tempSpace(dir)
}

export function emptySpace(): TempSpace {
  const dir = mkdtempSync(join(tmpdir(), 'content-space-'))
  writeFileSync(join(dir, 'space.json'), JSON.stringify({ id: 1, name: 'Test', domain: 'http://localhost/', language_codes: ['en'] }))
  return tempSpace(dir)
}

function tempSpace(dir: string): TempSpace {
  return {
    dir,
    writeStory(story, version = 'stories') {
      const file = join(dir, version, `${story.full_slug.replace(/\/$/, '/index')}.json`)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(story, null, 2))
    },
    remove() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let nextId = 900_000

/** A minimal story in Storyblok's CDN format. */
export function makeStory(fullSlug: string, content: Record<string, unknown>, extra: Partial<StoryJson> = {}): StoryJson {
  const id = nextId++
  return {
    id,
    uuid: `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`,
    name: fullSlug,
    slug: fullSlug.split('/').filter(Boolean).at(-1) ?? fullSlug,
    full_slug: fullSlug,
    content: { _uid: `root-${id}`, ...content },
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-02T00:00:00.000Z',
    position: 0,
    is_startpage: fullSlug.endsWith('/'),
    parent_id: 0,
    tag_list: [],
    lang: 'default',
    ...extra,
  }
}
