/**
 * The content space stored in the repository (content-space/) against the
 * content model: every story validates, every image exists with an alt text,
 * every link to a story points at a published story, and every target of a
 * legacy redirect that is a content page exists.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpace } from '#mocks/content-space/space.ts'
import { legacyRedirectTable, matchLegacyRedirect } from '#redirects/match-redirect.ts'
import { patternRules } from '#redirects/pattern-rules.ts'
import { storyPath } from './paths.ts'
import { collectBloks } from './parsed-blok.ts'
import { validateStoryContent } from './validate-story.ts'

const spaceDir = fileURLToPath(new URL('../content-space/', import.meta.url))
const publicDir = fileURLToPath(new URL('../public/', import.meta.url))
const space = loadSpace(spaceDir)
const published = space.stories.published
const publishedPaths = new Set(published.map((s) => storyPath(s.full_slug)))

/** App routes built by other features, not content pages. */
const appRoutePrefixes = ['/lager', '/lokationer', '/mercedes-benz/modeller', '/renault/modeller', '/dacia/modeller']
const isAppRoute = (path: string) => path === '/' || appRoutePrefixes.some((p) => path === p || path.startsWith(`${p}/`))

function walk(node: unknown, visit: (obj: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit))
  else if (typeof node === 'object' && node !== null) {
    visit(node as Record<string, unknown>)
    Object.values(node).forEach((v) => walk(v, visit))
  }
}

describe('content space', () => {
  it('has stories for the whole site', () => {
    expect(published.length).toBeGreaterThanOrEqual(40)
    const articles = published.filter((s) => s.full_slug.startsWith('udforsk/') && s.content.component === 'news_article')
    expect(articles.length).toBeGreaterThanOrEqual(6)
  })

  it.each([...space.stories.draft].map((s) => [s.full_slug, s] as const))('%s validates against the content model', (_slug, story) => {
    expect(validateStoryContent(story.content)).toEqual([])
  })

  it('uses unique block _uids within each story', () => {
    for (const story of space.stories.draft) {
      const uids = collectBloks(story.content).map((b) => b._uid)
      expect(new Set(uids).size, story.full_slug).toBe(uids.length)
    }
  })

  it('has only images that exist under public/ and have an alt text', () => {
    for (const story of space.stories.draft) {
      walk(story.content, (obj) => {
        if (obj.fieldtype !== 'asset' || !obj.filename) return
        const filename = String(obj.filename)
        expect(filename, story.full_slug).toMatch(/^\/content\//)
        expect(existsSync(`${publicDir}${filename.slice(1)}`), `${story.full_slug}: ${filename}`).toBe(true)
        expect(String(obj.alt ?? '').trim(), `${story.full_slug}: alt of ${filename}`).not.toBe('')
      })
    }
  })

  it('links stories only to published stories, and internal addresses only to pages that exist', () => {
    const byUuid = new Map(published.map((s) => [s.uuid, s]))
    for (const story of published) {
      walk(story.content, (obj) => {
        const isMultilink = obj.fieldtype === 'multilink'
        const attrs = obj.type === 'link' ? (obj.attrs as Record<string, unknown>) : undefined
        const link = isMultilink ? obj : attrs
        if (!link) return
        if (link.linktype === 'story') {
          const uuid = String(isMultilink ? link.id : link.uuid)
          const target = byUuid.get(uuid)
          expect(target, `${story.full_slug} links to ${uuid}`).toBeDefined()
          expect(storyPath(String(isMultilink ? link.cached_url : link.href)), story.full_slug).toBe(storyPath(target?.full_slug ?? ''))
        } else {
          const url = String(isMultilink ? link.url : link.href)
          if (url.startsWith('/')) {
            const path = url.split(/[?#]/)[0] ?? url
            // A file of the local content space (a brochure PDF) is served from public/content/.
            const isLocalAsset = path.startsWith('/content/') && existsSync(`${publicDir}${path.slice(1)}`)
            expect(publishedPaths.has(path) || isAppRoute(path) || isLocalAsset, `${story.full_slug} links to ${url}`).toBe(true)
          }
        }
      })
    }
  })

  it('links published content to page addresses, not to old addresses the redirect table sends on', () => {
    for (const story of published) {
      walk(story.content, (obj) => {
        const url =
          obj.fieldtype === 'multilink'
            ? String(obj.url || (obj.cached_url ? `/${String(obj.cached_url)}` : ''))
            : obj.type === 'link'
              ? String((obj.attrs as Record<string, unknown>).href ?? '')
              : ''
        if (!url.startsWith('/')) return
        expect(matchLegacyRedirect(new URL(url, 'http://site.test')), `${story.full_slug} links to ${url}`).toBeNull()
      })
    }
  })

  it('has no published story at a legacy address (it would be redirected away)', () => {
    for (const path of publishedPaths) {
      expect(matchLegacyRedirect(new URL(path, 'http://site.test')), path).toBeNull()
    }
  })

  it('has a page for every content target of the legacy redirects', () => {
    const targets = new Set(legacyRedirectTable.map((row) => row.to.split('?')[0] ?? row.to))
    // Targets of the pattern rules that are content pages.
    for (const rule of patternRules) {
      for (const probe of [
        '/brugte-biler/soeg-brugte-biler?page=1&acquisitiontype=&type=personbiler&iscertified=False',
        '/om-os/udforsk/2024/11',
        '/om-os/udforsk/2023',
        '/varevogne/mercedes-benz/ukendt',
      ]) {
        const url = new URL(probe, 'http://site.test')
        const hit = rule.match({ path: url.pathname, segments: url.pathname.slice(1).split('/'), query: url.searchParams })
        if (hit) targets.add(hit.split('?')[0] ?? hit)
      }
    }
    const contentTargets = [...targets].filter((t) => !isAppRoute(t))
    expect(contentTargets).toContain('/udforsk/vi-skifter-navn-til-bilhuset-nord')
    expect(contentTargets).toContain('/brugte-biler/certified-pre-owned-konceptet')
    const missing = contentTargets.filter((t) => !publishedPaths.has(t))
    expect(missing).toEqual([])
  })

  it('has no rich text where a heading has no text under it', () => {
    for (const story of space.stories.draft) {
      walk(story.content, (obj) => {
        if (obj.type !== 'doc' || !Array.isArray(obj.content)) return
        const types = (obj.content as { type: string }[]).map((n) => n.type)
        types.forEach((type, i) => {
          if (type === 'heading') expect(types[i + 1] ?? 'end', `${story.full_slug}: heading ${i} is followed by`).not.toMatch(/^(heading|end)$/)
        })
      })
    }
  })

  it('keeps a draft-only story out of the published version', () => {
    const draftOnly = space.stories.draft.filter((d) => !published.some((p) => p.uuid === d.uuid))
    expect(draftOnly.map((s) => s.full_slug)).toContain('events/aabent-hus-nye-elbiler-2027')
  })
})
