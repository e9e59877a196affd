import type { ISbStoryData } from '@storyblok/react'
import { describe, expect, it } from 'vitest'
import type { ContentApi } from './content-api.server.ts'
import { withContentCache } from './cached-content-api.ts'

function fakeApi() {
  const calls: string[] = []
  let cv = 1
  const api: ContentApi = {
    async getStory(slug, visibility) {
      calls.push(`story ${slug} ${visibility.preview ? 'draft' : 'published'}`)
      return slug === 'findes-ikke' ? null : ({ full_slug: slug, name: slug, content: { component: 'page' } } as unknown as ISbStoryData)
    },
    async getStories(params) {
      calls.push(`stories ${JSON.stringify(params)}`)
      return { stories: [], total: 0 }
    },
    async getAllStories() {
      calls.push('all')
      return []
    },
    cacheVersion: async () => cv,
    freshCacheVersion: () => cv,
    refreshCacheVersion: async () => ++cv,
  }
  return { api, calls, publish: () => cv++ }
}

describe('withContentCache', () => {
  it('remembers published stories, and missing ones, until the cache version changes', async () => {
    const { api, calls, publish } = fakeApi()
    const cached = withContentCache(api, { ttlMs: 30_000 })
    const published = { preview: false }
    await cached.getStory('om-os', published)
    await cached.getStory('om-os', published)
    expect(await cached.getStory('findes-ikke', published)).toBeNull()
    expect(await cached.getStory('findes-ikke', published)).toBeNull()
    expect(calls).toEqual(['story om-os published', 'story findes-ikke published'])
    publish()
    await cached.getStory('om-os', published)
    expect(calls).toHaveLength(3)
  })

  it('never caches drafts', async () => {
    const { api, calls } = fakeApi()
    const cached = withContentCache(api, { ttlMs: 30_000 })
    await cached.getStory('om-os', { preview: true })
    await cached.getStory('om-os', { preview: true })
    await cached.getStories({ starts_with: 'nyheder/' }, { preview: true })
    await cached.getStories({ starts_with: 'nyheder/' }, { preview: true })
    expect(calls).toHaveLength(4)
  })

  it('keys listings by their parameters', async () => {
    const { api, calls } = fakeApi()
    const cached = withContentCache(api, { ttlMs: 30_000 })
    await cached.getStories({ starts_with: 'a/', page: 1 }, { preview: false })
    await cached.getStories({ page: 1, starts_with: 'a/' }, { preview: false })
    await cached.getStories({ starts_with: 'b/', page: 1 }, { preview: false })
    expect(calls).toHaveLength(2)
  })
})
