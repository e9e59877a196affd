/**
 * Storyblok's visual editor, as far as a page in preview sees it: the editor (app.storyblok.com) frames the
 * page with its signed `_storyblok_tk` parameters and `_storyblok=<story id>`; the page loads the Storyblok
 * bridge (src/content/use-live-content.ts), which then receives each edit as an `input` message with the
 * whole story. Here the editor is a page the test serves
 * itself at https://app.storyblok.com (the only origin the preview's `frame-ancestors` allows), and an edit
 * is the message the real editor posts into the frame.
 */
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import type { Frame, FrameLocator, Page } from '@playwright/test'
import { fixedNow } from './clock.ts'
import { expect, siteOrigin } from './fixtures.ts'

const editorOrigin = 'https://app.storyblok.com'
const previewToken = process.env.STORYBLOK_PREVIEW_TOKEN ?? 'local-preview-token'
const spaceId = '287451'

export interface StoryFile {
  id: number
  content: { body: Record<string, unknown>[] } & Record<string, unknown>
}

/** A story of the local content space as the editor holds it (content-space/stories/<slug>.json). */
export function storyFile(slug: string): StoryFile {
  return JSON.parse(readFileSync(new URL(`../content-space/stories/${slug}.json`, import.meta.url), 'utf8')) as StoryFile
}

/** The editor's signed parameters for `storyId`, valid at the server's fixed instant (tests/clock.ts). */
function editorParams(storyId: number): URLSearchParams {
  const timestamp = String(Math.floor(Date.parse(fixedNow) / 1000))
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex')
  return new URLSearchParams({
    _storyblok: String(storyId),
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  })
}

export class VisualEditor {
  private readonly page: Page
  /** The previewed page, for locators. */
  readonly preview: FrameLocator
  /** The previewed page's frame, for evaluate. */
  readonly frame: Frame

  private constructor(page: Page, preview: FrameLocator, frame: Frame) {
    this.page = page
    this.preview = preview
    this.frame = frame
  }

  /**
   * Opens `path` (the page of `story`) in the editor's frame and waits until the page has hydrated and its
   * bridge has told the editor it is ready for edits.
   */
  static async open(page: Page, path: string, story: StoryFile): Promise<VisualEditor> {
    // The editor is a public site framing one on this machine: Chrome asks the editor whether it may reach the
    // local network (Local Network Access), and the developer previewing a local site allows it.
    await page.context().grantPermissions(['local-network-access'], { origin: editorOrigin })
    const src = `${siteOrigin}${path}?${editorParams(story.id).toString()}`
    await page.route(`${editorOrigin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="da"><title>Visual editor</title>
<iframe id="preview" title="Forhåndsvisning" src="${src}" style="width: 1280px; height: 760px; border: 0"></iframe></html>`,
      }),
    )
    await page.goto(`${editorOrigin}/editor/`)
    const frame = await (await page.locator('#preview').elementHandle())?.contentFrame()
    if (!frame) throw new Error('the editor has no preview frame')
    const preview = page.locator('#preview').contentFrame()
    await expect(preview.locator('html')).toHaveAttribute('data-build', /./, { timeout: 15_000 })
    // The bridge listens for the editor's messages from when it adds its stylesheet (its "initialized" message
    // goes to app.storyblok.com on the page's own scheme, http here, so this editor at https does not hear it).
    await expect(preview.locator('style#storyblok-bridge-stylesheet')).toBeAttached({ timeout: 15_000 })
    return new VisualEditor(page, preview, frame)
  }

  /** The editor changes the story: the bridge hands the page the whole edited story. */
  async input(story: StoryFile): Promise<void> {
    await this.page.evaluate((edited) => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview')
      frame?.contentWindow?.postMessage({ action: 'input', story: edited, storyId: edited.id }, '*')
    }, story)
  }
}

/** `story` with the `embedded_form` block `uid` set to show `form` (what the editor picks in the block's "form" field). */
export function withEmbeddedForm(story: StoryFile, uid: string, form: string): StoryFile {
  const body = story.content.body.map((b) => (b._uid === uid ? { ...b, form } : b))
  if (!body.some((b) => b._uid === uid && b.component === 'embedded_form')) throw new Error(`no embedded_form block ${uid}`)
  return { ...story, content: { ...story.content, body } }
}
