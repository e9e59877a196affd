import { z } from 'zod'
import { brands } from '#app.config'

/** The group's brands (app.config.ts), as a schema for brand fields (parsed on the server, ADR 0023). */
export const brandSlugSchema = /* @__PURE__ */ z.enum(brands.map((b) => b.slug) as [string, ...string[]])
