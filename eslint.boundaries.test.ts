/**
 * The layering rule fails on the imports the README forbids: deliberate
 * violations, linted as if they were files of the project (issues 20 and 33).
 * The expected verdicts are the README's rule and ADR 0028's tiers, written
 * out by hand: shell → ui → platform → foundation, each tier importing only
 * the tiers below it and, of its own tier, the folders it lists.
 */
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { sharedTiers } from './eslint.boundaries.js'

const eslint = new ESLint({ cwd: import.meta.dirname })

async function boundaryErrors(filePath: string, code: string, rule = 'boundaries/dependencies'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message)
}

// The first lint loads ESLint's plugins, which takes seconds on a busy machine.
describe('import layering (routes → features → shell → ui → platform → foundation)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/models/fixture.ts',
      "import { LocationPage } from '../locations/location-page.tsx'\nexport const x = LocationPage",
    ],
    [
      'a feature importing brands (a feature)',
      'src/locations/fixture.ts',
      "import { BrandLogos } from '../brands/brand-logos.tsx'\nexport const x = BrandLogos",
    ],
    [
      'a feature importing maps (a feature)',
      'src/locations/fixture.ts',
      "import { LocationMap } from '../maps/location-map.tsx'\nexport const x = LocationMap",
    ],
    ['a feature importing seo (a feature)', 'src/stock/fixture.ts', "import { renderSitemap } from '../seo/sitemap.ts'\nexport const x = renderSitemap"],
    [
      'the shell importing a feature',
      'src/shell/fixture.ts',
      "import { StockOverviewPage } from '../stock/overview/stock-overview-page.tsx'\nexport const x = StockOverviewPage",
    ],
    ['the UI kit importing a route', 'src/ui/fixture.ts', "import { Route } from '../../routes/index.tsx'\nexport const x = Route"],
    // Upward between the tiers.
    ['foundation importing ui', 'src/navigation/fixture.ts', "import { Button } from '../ui/button.tsx'\nexport const x = Button"],
    [
      'foundation importing platform',
      'src/format/fixture.ts',
      "import { reportError } from '../observability/error-reporting.ts'\nexport const x = reportError",
    ],
    ['foundation importing the shell', 'src/site-identity/fixture.ts', "import { SiteHeader } from '../shell/site-header.tsx'\nexport const x = SiteHeader"],
    ['platform importing ui', 'src/analytics/fixture.ts', "import { Button } from '../ui/button.tsx'\nexport const x = Button"],
    ['platform importing the shell', 'src/server/fixture.ts', "import { mainNavigation } from '../shell/main-navigation.ts'\nexport const x = mainNavigation"],
    ['ui importing the shell', 'src/ui/fixture.ts', "import { SiteHeader } from '../shell/site-header.tsx'\nexport const x = SiteHeader"],
    // Within a tier, only the folders a folder lists (so no cycle): the tangles issue 33 found.
    [
      'errors importing navigation (foundation, not listed)',
      'src/errors/fixture.ts',
      "import { pageNotFound } from '../navigation/route-validation.ts'\nexport const x = pageNotFound",
    ],
    ['clock importing format (foundation, not listed)', 'src/clock/fixture.ts', "import { formatKr } from '../format/format.ts'\nexport const x = formatKr"],
    [
      'error reporting importing consent (platform, not listed)',
      'src/observability/fixture.ts',
      "import { siteConsent } from '../consent/consent.ts'\nexport const x = siteConsent",
    ],
    [
      'consent importing analytics (platform, not listed)',
      'src/consent/fixture.ts',
      "import { contractId } from '../analytics/data-layer.ts'\nexport const x = contractId",
    ],
    [
      'the content model importing a feature',
      'content-model/blocks/fixture.ts',
      "import { LeadForm } from '../../src/forms/lead-form.tsx'\nexport const x = LeadForm",
    ],
    [
      'the content model importing brands',
      'content-model/blocks/fixture.ts',
      "import { BrandOverview } from '../../src/brands/brand-overview.tsx'\nexport const x = BrandOverview",
    ],
    ['a machine importing shared UI', 'machines/compare/fixture.ts', "import { Button } from '../../src/ui/button.tsx'\nexport const x = Button"],
    [
      'one vehicle list importing the other',
      'src/saved-vehicles/favourites/fixture.ts',
      "import { CompareBar } from '../compare/compare-bar.tsx'\nexport const x = CompareBar",
    ],
    [
      'the lists’ shared part importing a list',
      'src/saved-vehicles/fixture.ts',
      "import { CompareBar } from './compare/compare-bar.tsx'\nexport const x = CompareBar",
    ],
    ['the mock API importing scripts', 'mocks/product-api/fixture.ts', "import { waitFor } from '../../scripts/local-server.ts'\nexport const x = waitFor"],
    ['the configuration importing the project', 'app.config.ts', "import { siteName } from './src/site-identity/site-identity.ts'\nexport const x = siteName"],
  ])('fails on %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1)
  })

  it.each([
    [
      'a route composing two features',
      'routes/fixture.tsx',
      "import { LocationPage } from '../src/locations/location-page.tsx'\nimport { LocationMap } from '../src/maps/location-map.tsx'\nexport const x = [LocationPage, LocationMap]",
    ],
    [
      'a feature importing its own files and every tier',
      'src/models/fixture.ts',
      "import { loadModelPage } from './model-route.ts'\nimport { Breadcrumbs } from '../shell/breadcrumbs.tsx'\nimport { Button } from '../ui/button.tsx'\nimport { useConsent } from '../consent/consent.ts'\nimport { formatKr } from '../format/format.ts'\nexport const x = [loadModelPage, Breadcrumbs, Button, useConsent, formatKr]",
    ],
    [
      'a feature importing the content model and machines',
      'src/stock/fixture.ts',
      "import { registry } from '../../content-model/registry.ts'\nimport { compareMachine } from '../../machines/compare/compare-machine.ts'\nexport const x = [registry, compareMachine]",
    ],
    [
      'a vehicle list importing the lists’ shared part',
      'src/saved-vehicles/compare/fixture.ts',
      "import { useVehicleFacts } from '../use-vehicle-facts.ts'\nexport const x = useVehicleFacts",
    ],
    // Downward between the tiers.
    [
      'the shell importing ui, platform and foundation',
      'src/shell/fixture.ts',
      "import { Button } from '../ui/button.tsx'\nimport { reportError } from '../observability/error-reporting.ts'\nimport { siteName } from '../site-identity/site-identity.ts'\nexport const x = [Button, reportError, siteName]",
    ],
    [
      'ui importing platform and foundation',
      'src/ui/fixture.ts',
      "import { contractId } from '../analytics/data-layer.ts'\nimport { toPublicPath } from '../navigation/localized-paths.ts'\nexport const x = [contractId, toPublicPath]",
    ],
    [
      'platform importing foundation',
      'src/server/fixture.ts',
      "import { siteClock } from '../clock/clock.ts'\nimport { createProductApiClient } from '../product-api/client.ts'\nexport const x = [siteClock, createProductApiClient]",
    ],
    // Within a tier, what a folder lists.
    [
      'navigation importing errors and site identity (foundation, listed)',
      'src/navigation/fixture.ts',
      "import { makeErrorData } from '../errors/error-kinds.ts'\nimport { siteName } from '../site-identity/site-identity.ts'\nexport const x = [makeErrorData, siteName]",
    ],
    [
      'consent importing error reporting (platform, listed)',
      'src/consent/fixture.ts',
      "import { reportLazyStoreError } from '../observability/lazy-store-error.ts'\nexport const x = reportLazyStoreError",
    ],
    [
      'error reporting importing a channel (platform, listed)',
      'src/observability/fixture.ts',
      "import { showToast } from '../channels/toast-store.ts'\nexport const x = showToast",
    ],
    [
      'the content model importing the shared tiers',
      'content-model/blocks/fixture.ts',
      "import { Button } from '../../src/ui/button.tsx'\nexport const x = Button",
    ],
    ['a machine importing the configuration', 'machines/compare/fixture.ts', "import { constants } from '#app.config'\nexport const x = constants"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })

  it('fails on a file that belongs to no element, and allows one that does', async () => {
    expect(await boundaryErrors('stray.ts', 'export const x = 1', 'boundaries/no-unknown-files')).toHaveLength(1)
    expect(await boundaryErrors('src/stock/fixture.ts', 'export const x = 1', 'boundaries/no-unknown-files')).toEqual([])
  })
})

describe('the shared tiers (eslint.boundaries.js, ADR 0028)', () => {
  const srcFolders = new Set(
    readdirSync(`${import.meta.dirname}/src`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  )

  it('name folders of src/, each in one tier, and of its own tier only in the lists', () => {
    const seen = new Set<string>()
    for (const { folders } of sharedTiers) {
      for (const [name, sameTier] of Object.entries(folders)) {
        expect(srcFolders, name).toContain(name)
        expect(seen, name).not.toContain(name)
        seen.add(name)
        for (const other of sameTier) expect(Object.keys(folders), `${name} → ${other}`).toContain(other)
      }
    }
    // brands, maps and seo behave like features (issue 33): they are no shared tier's.
    for (const feature of ['brands', 'maps', 'seo']) expect(seen).not.toContain(feature)
  })

  it('let no tier import its own folders in a cycle', () => {
    for (const { tier, folders } of sharedTiers) {
      // Depth-first: a folder on the current path seen again is a cycle.
      const state = new Map<string, 'visiting' | 'done'>()
      const visit = (name: string, path: string[]): void => {
        if (state.get(name) === 'done') return
        expect(state.get(name), `${tier}: ${[...path, name].join(' → ')}`).not.toBe('visiting')
        state.set(name, 'visiting')
        for (const next of folders[name] ?? []) visit(next, [...path, name])
        state.set(name, 'done')
      }
      for (const name of Object.keys(folders)) visit(name, [])
    }
  })
})
