/**
 * zod compiles object parsers with `new Function` when it may, and probes
 * whether it may by calling it once. The site's Content-Security-Policy has
 * no 'unsafe-eval' (ADR 0016), so in the browser that probe is a reported
 * violation: zod is told to parse without compiling there. Imported first by
 * the router, before any schema parses. The server keeps the compiled parsers.
 */
// zod/mini, not 'zod': the same core setting without bringing zod classic onto every page's first load.
import { config } from 'zod/mini'

/**
 * The same setting as a classic inline script for the document's head (root
 * route, with the render's nonce). Module scripts run only after it, so zod's
 * shared config (globalThis.__zod_globalConfig, which zod adopts when it
 * exists) says jitless before any chunk builds a schema. Needed since zod
 * 4.6 probes `new Function` when an object schema is constructed, and
 * contract modules construct schemas at the top level: they are evaluated
 * before the router's import of this module runs.
 */
export const zodJitlessScript = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

// Not `z.config`: the client build treats calls on `z` as side-effect free (vite.config.ts) and would drop it.
if (typeof window !== 'undefined') config({ jitless: true })
