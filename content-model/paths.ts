/**
 * Story slugs ↔ site paths.
 *
 * - The story `home` is the home page `/`.
 * - A folder's start page has a full_slug with a trailing slash (`nye-biler/`)
 *   and is the page `/nye-biler`.
 * - Everything else is `/{full_slug}`.
 */
export const homeSlug = 'home'

export function storyPath(fullSlug: string): string {
  const slug = fullSlug.replace(/^\/+/, '').replace(/\/+$/, '')
  if (slug === '' || slug === homeSlug) return '/'
  return `/${slug}`
}

/**
 * Story slugs are lower-case words joined by hyphens, in folders. Anything
 * else cannot be a story, so it is a 404 without asking the content service.
 */
const slugPattern = /^[a-z0-9æøå]+(?:[-_][a-z0-9æøå]+)*(?:\/[a-z0-9æøå]+(?:[-_][a-z0-9æøå]+)*)*$/

export function isStorySlug(slug: string): boolean {
  return slug.length <= 200 && slugPattern.test(slug)
}
