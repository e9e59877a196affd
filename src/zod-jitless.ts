/**
 * zod compiles object parsers with `new Function` when it may, and probes
 * whether it may by calling it once. The site's Content-Security-Policy has
 * no 'unsafe-eval' (ADR 0016), so in the browser that probe is a reported
 * violation: zod is told to parse without compiling there. Imported first by
 * the router, before any schema parses. The server keeps the compiled parsers.
 */
// zod/mini, not 'zod': the same core setting without bringing zod classic onto every page's first load.
import { config } from 'zod/mini'

// Not `z.config`: the client build treats calls on `z` as side-effect free (vite.config.ts) and would drop it.
if (typeof window !== 'undefined') config({ jitless: true })
