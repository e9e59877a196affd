/**
 * Nitro runtime plugin: lets a request whose path has a malformed percent
 * escape (e.g. `/%E0%A4%A`) reach the site's server entry instead of h3's
 * bare JSON 400, so src/server.ts can answer with the site's error page
 * (status 400; bots get plain text). Registered in vite.config.ts.
 */
import { definePlugin } from 'nitro'

export default definePlugin((nitroApp) => {
  if (nitroApp.h3) nitroApp.h3.config.allowMalformedURL = true
})
