/**
 * Nitro runtime plugin: puts the page cache's fast lane (page-cache-lane.ts) in front of Nitro's own
 * handler, so a fresh page the page cache holds is answered without the router, h3 and TanStack Start
 * (issue 34). Nitro's Node server reads `nitroApp.fetch` after the plugins have run. Registered in
 * vite.config.ts.
 */
import { definePlugin } from 'nitro'
import { withLane } from './page-cache-lane.ts'

export default definePlugin((nitroApp) => {
  nitroApp.fetch = withLane(nitroApp.fetch)
})
