/** The schema of the breadcrumbs block block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { blok } from '../fields.ts'

/** The trail from the home page to this page, labelled with the pages' names. */
export const breadcrumbsSchema = /* @__PURE__ */ blok('breadcrumbs', {})
