/**
 * Compiles messages/da.json into typed message functions in src/i18n/paraglide.
 *
 * The interface has one locale, so the locale is compiled in as a constant
 * (`experimentalStaticLocale`): getLocale() never runs and the bundler can
 * drop the locale-detection code. paraglide-js is pinned to 2.23.x, whose
 * SDK is plain JavaScript; see docs/decisions/0010-paraglide-pin.md.
 */
import { compile } from '@inlang/paraglide-js'

await compile({
  project: './project.inlang',
  outdir: './src/i18n/paraglide',
  strategy: ['baseLocale'],
  experimentalStaticLocale: '"da"',
})
