/**
 * zod compiles object parsers with `new Function` when it may, and probes
 * whether it may by calling it once. The site's Content-Security-Policy has
 * no 'unsafe-eval' (ADR 0016), so in the browser that probe is a reported
 * violation: zod must parse without compiling there.
 *
 * This is that setting as a classic inline script for the document's head
 * (root route, with the render's nonce). Module scripts run only after it, so
 * zod's shared config (globalThis.__zod_globalConfig, which zod adopts when
 * it exists) says jitless before any chunk builds a schema. Needed since zod
 * 4.6 probes `new Function` when an object schema is constructed, and
 * contract modules construct schemas at the top level. A module of its own,
 * without zod: the root route imports it, and zod is not on every page's
 * first load (src/navigation/route-search.ts).
 */
export const zodJitlessScript = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
