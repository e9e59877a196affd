/**
 * Runs the local content space on its own:
 *
 *   node mocks/content-space/main.ts            # http://127.0.0.1:4020/v2
 *   CONTENT_SPACE_PORT=4120 node mocks/content-space/main.ts
 *
 * Edits to content-space/ are picked up while it runs: the space is re-read
 * and its cache version (cv) changes. (The site refreshes its cv on a
 * webhook, or after a minute; see docs/decisions/0003-content.md.)
 */
import { watch } from 'node:fs'
import { defaultSpaceDir, startContentSpace } from './server.ts'

const port = Number(process.env.CONTENT_SPACE_PORT ?? 4020)
const host = process.env.CONTENT_SPACE_HOST ?? '127.0.0.1'
const spaceDir = process.env.CONTENT_SPACE_DIR ?? defaultSpaceDir

const space = await startContentSpace({ port, host, spaceDir })
console.log(`Lokalt indholdsrum (Storyblok-kompatibelt): ${space.url}`)

let timer: ReturnType<typeof setTimeout> | undefined
const watcher = watch(spaceDir, { recursive: true }, () => {
  clearTimeout(timer)
  timer = setTimeout(() => {
    try {
      console.log(`Indholdsrummet er genindlæst (cv ${space.reload()})`)
    } catch (error) {
      console.error(`Indholdsrummet kunne ikke genindlæses: ${(error as Error).message}`)
    }
  }, 200)
})

async function stop(): Promise<void> {
  watcher.close()
  await space.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
