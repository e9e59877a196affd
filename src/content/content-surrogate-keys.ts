/**
 * Tags the page being rendered with the stories it reads (ADR 0014):
 * `story:<id>` and `slug:<full slug>` for each story, `slug:<asked slug>`
 * for a story that is missing (so its first publish drops the cached 404),
 * and `content-list` for pages that list stories. Drafts are not tagged
 * (previews are never cached).
 */
import type { ISbStoryData } from '@storyblok/react'
import { contentListKey, manyKeysKey, surrogateKey, tagSurrogateKeys } from '../server/surrogate-keys.ts'
import type { ContentApi } from './content-api.server.ts'

function storyKeys(story: ISbStoryData): string[] {
  return [surrogateKey('story', story.id), surrogateKey('slug', story.full_slug)]
}

export function withContentSurrogateKeys(api: ContentApi): ContentApi {
  return {
    ...api,
    async getStory(slug, visibility) {
      const story = await api.getStory(slug, visibility)
      if (!visibility.preview) tagSurrogateKeys(...(story ? storyKeys(story) : [surrogateKey('slug', slug)]))
      return story
    },
    async getStories(params, visibility) {
      const result = await api.getStories(params, visibility)
      if (!visibility.preview) tagSurrogateKeys(contentListKey, ...result.stories.flatMap(storyKeys))
      return result
    },
    async getAllStories(params, visibility) {
      const stories = await api.getAllStories(params, visibility)
      if (!visibility.preview) tagSurrogateKeys(contentListKey, ...stories.flatMap(storyKeys))
      return stories
    },
  }
}

/** The keys a webhook about one story bans: the story, its slug, every list, and pages with too many keys to list. */
export function publishKeys(event: { storyId?: string | number | undefined; fullSlug?: string | undefined }): string[] {
  const keys = [contentListKey, manyKeysKey]
  if (event.storyId !== undefined && event.storyId !== '') keys.push(surrogateKey('story', event.storyId))
  if (event.fullSlug) keys.push(surrogateKey('slug', event.fullSlug))
  return keys
}
