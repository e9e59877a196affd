/**
 * The `page` query parameter of a paginated listing (a URL boundary): a whole
 * number 1–500, else 1 (bounded, as each page is cached). The content routes'
 * loader deps read it, so it is in the route tree every page loads; apart from
 * the pagination block so that the block's component stays with the blocks.
 */
import { z } from 'zod/mini'
import { intValue } from '#src/navigation/search-value.ts'

export const pageParamSchema = /* @__PURE__ */ z.catch(intValue(1, 500), 1)
