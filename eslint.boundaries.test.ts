/**
 * The layering rule fails on the imports the README forbids: deliberate
 * violations, linted as if they were files of the project (issue 20). The
 * expected verdicts are the README's rule, written out by hand.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: import.meta.dirname })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

// The first lint loads ESLint's plugins, which takes seconds on a busy machine.
describe('import layering (routes → features → shared)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/models/fixture.ts',
      "import { LocationPage } from '../locations/location-page.tsx'\nexport const x = LocationPage",
    ],
    [
      'shared code importing a feature',
      'src/shell/fixture.ts',
      "import { StockOverviewPage } from '../stock/overview/stock-overview-page.tsx'\nexport const x = StockOverviewPage",
    ],
    ['shared code importing a route', 'src/ui/fixture.ts', "import { Route } from '../../routes/index.tsx'\nexport const x = Route"],
    [
      'the content model importing a feature',
      'content-model/blocks/fixture.ts',
      "import { LeadForm } from '../../src/forms/lead-form.tsx'\nexport const x = LeadForm",
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
  ])('fails on %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1)
  })

  it.each([
    [
      'a route composing two features',
      'routes/fixture.tsx',
      "import { LocationPage } from '../src/locations/location-page.tsx'\nimport { LocationStaff } from '../src/employees/location-staff.tsx'\nexport const x = [LocationPage, LocationStaff]",
    ],
    [
      'a feature importing its own files and shared code',
      'src/models/fixture.ts',
      "import { loadModelPage } from './model-route.ts'\nimport { Button } from '../ui/button.tsx'\nexport const x = [loadModelPage, Button]",
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
    ['shared code importing shared code', 'src/shell/fixture.ts', "import { Button } from '../ui/button.tsx'\nexport const x = Button"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })
})
