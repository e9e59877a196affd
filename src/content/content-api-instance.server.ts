import { getRuntimeConfig } from '../config/runtime-config.server.ts'
import { createContentApi, type ContentApi } from './content-api.server.ts'

let instance: ContentApi | undefined

/** The site's content API, configured from the runtime configuration (app.config.ts). */
export function getContentApi(): ContentApi {
  if (!instance) {
    const { content } = getRuntimeConfig()
    instance = createContentApi({ apiUrl: content.apiUrl, token: content.token, previewToken: content.previewToken })
  }
  return instance
}
