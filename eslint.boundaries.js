/**
 * The project's import layering (README "Project layout", ADR 0013, ADR 0028),
 * checked by eslint-plugin-boundaries: imports go one way, routes → features →
 * shared tiers (shell → ui → platform → foundation).
 *
 * - app: the composition root (server entry, router, generated route tree) and routes/.
 * - list: compare and favourites, each a folder of src/saved-vehicles/ on top of that
 *   feature's shared part; a list never imports the other list.
 * - feature: one folder of src/ per feature; it imports its own files, every shared tier,
 *   machines, content-model schemas and the configuration, never another feature. What
 *   two features need moves to a shared tier, or the route composes them.
 * - foundation, platform, ui, shell: the shared tiers (`sharedTiers` below), lowest first.
 *   A folder imports its own files, every tier below its own and, of its own tier, only
 *   the folders it lists (so a tier has no cycle). Each tier may also import machines,
 *   redirects and the configuration, which import nothing of the tiers.
 * - content-model: Storyblok schemas, registry and block components; the shared tiers
 *   only (feature UI comes in through FeatureSlots).
 * - machines: XState machines and their kit; the configuration only (the lowest layer
 *   with it: shared code, features and routes use machines).
 * - config: app.config.ts and its server-only part app.config.server.ts (the runtime settings);
 *   they import nothing of the project, and everything may import them.
 * - mocks, scripts, tests and the root tool configs: tooling around the site; scripts,
 *   tests and tool configs may import anything, the mocks only the product-API contract,
 *   the shared tiers and the content model.
 * - unit and model tests (`*.test.ts`) may import anything: they start the mocks, read the
 *   content space and test a feature together with what the composition root gives it.
 *
 * A file that belongs to no element fails (boundaries/no-unknown-files), and so does an
 * import of one (boundaries/no-unknown-dependencies): a new folder or root file is classified here.
 */
import boundaries from 'eslint-plugin-boundaries'

/**
 * The shared tiers of src/, lowest first; why each folder is where it is: ADR 0028.
 * Per folder: the folders of its own tier it may import (they must not form a cycle;
 * eslint.boundaries.test.ts checks). Every tier may import all tiers below it.
 * @type {{ tier: string, folders: Record<string, string[]> }[]}
 */
export const sharedTiers = [
  {
    tier: 'foundation',
    folders: {
      i18n: [],
      'product-api': [],
      places: [],
      styles: [],
      'site-identity': [],
      clock: ['product-api'],
      errors: ['i18n'],
      config: ['clock'],
      format: ['clock', 'i18n'],
      navigation: ['errors', 'product-api', 'site-identity'],
      pricing: ['format', 'i18n', 'product-api'],
    },
  },
  {
    tier: 'platform',
    folders: {
      channels: [],
      server: [],
      observability: ['channels'],
      consent: ['observability'],
      analytics: ['consent'],
    },
  },
  { tier: 'ui', folders: { ui: [] } },
  { tier: 'shell', folders: { shell: [] } },
]

const tierTypes = sharedTiers.map(({ tier }) => tier)

const elements = [
  { type: 'app', pattern: 'routes', partialMatch: false },
  ...sharedTiers.map(({ tier, folders }) => ({
    type: tier,
    pattern: `src/(${Object.keys(folders).join('|')})`,
    partialMatch: false,
    capture: ['name'],
  })),
  // The visitor's vehicle lists: one folder per list on top of the saved-vehicles feature's shared part.
  { type: 'list', pattern: 'src/saved-vehicles/(compare|favourites)', partialMatch: false, capture: ['name'] },
  { type: 'feature', pattern: 'src/*', partialMatch: false, capture: ['name'] },
  { type: 'redirects', pattern: 'redirects', partialMatch: false },
  { type: 'content-model', pattern: 'content-model', partialMatch: false },
  { type: 'machines', pattern: 'machines', partialMatch: false },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  { type: 'tooling', pattern: ['scripts', 'tests', 'bench'], partialMatch: false },
  // What is left directly in src/: the server entry, the router and the generated route tree.
  { type: 'app', pattern: 'src', partialMatch: false },
]

/**
 * Single files, classified by category (element patterns match folders): the configuration,
 * the tools' own configuration at the root (this file among them), and the unit and model
 * tests, which sit beside their code and may start the mock servers and read fixtures.
 */
const files = [
  { category: 'config', pattern: ['app.config.ts', 'app.config.server.ts'] },
  {
    category: 'tool-config',
    pattern: ['eslint.config.js', 'eslint.boundaries.js', 'knip.config.ts', 'playwright.config.ts', 'vite.config.ts', 'vitest.config.ts'],
  },
  { category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'] },
]

/** Allow-list entries: an element type each, or one of the file categories above. */
const fileCategories = new Set(['config', 'tool-config'])
const to = (...types) => types.map((type) => (fileCategories.has(type) ? { to: { file: { categories: type } } } : { to: { element: { type } } }))

/** Each shared folder: its own tier's folders it lists, its own files, and every tier below. */
const tierPolicies = sharedTiers.flatMap(({ tier, folders }, index) =>
  Object.entries(folders).map(([name, sameTier]) => ({
    from: { element: { type: tier, captured: { name } } },
    allow: [
      ...to('config', 'redirects', 'machines', ...tierTypes.slice(0, index)),
      { to: { element: { type: tier, captured: { name: [name, ...sameTier] } } } },
    ],
  })),
)

export const boundariesConfig = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/include': ['**/*.ts', '**/*.tsx', '**/*.js'],
    'boundaries/ignore': ['src/i18n/paraglide/**'],
    'import/resolver': { typescript: { alwaysTryTypes: true } },
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{ from.element.type }} {{ from.element.captured.name }} may not import {{ to.element.type }} {{ to.element.captured.name }} (imports go routes → features → shell → ui → platform → foundation; see eslint.boundaries.js)',
        policies: [
          {
            from: { file: { categories: 'config' } },
            disallow: to(...new Set(elements.map(({ type }) => type)), ...fileCategories),
            message: 'app.config.ts and app.config.server.ts import nothing of the project (see eslint.boundaries.js)',
          },
          { from: { element: { type: 'app' } }, allow: to('app', 'config', ...tierTypes, 'feature', 'list', 'redirects', 'content-model', 'machines') },
          // A list (compare, favourites) builds on the saved-vehicles feature's shared part, never on the other list.
          {
            from: { element: { type: 'list' } },
            allow: [
              ...to('config', ...tierTypes, 'content-model', 'machines'),
              { to: { element: { type: 'feature', captured: { name: 'saved-vehicles' } } } },
              { to: { element: { type: 'list', captured: { name: '{{ from.element.captured.name }}' } } } },
            ],
          },
          {
            from: { element: { type: 'feature' } },
            allow: [
              ...to('config', ...tierTypes, 'redirects', 'content-model', 'machines'),
              { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            ],
          },
          ...tierPolicies,
          { from: { element: { type: 'redirects' } }, allow: to('config', 'redirects') },
          { from: { element: { type: 'content-model' } }, allow: to('config', ...tierTypes, 'content-model') },
          { from: { element: { type: 'machines' } }, allow: to('config', 'machines') },
          { from: { element: { type: 'mocks' } }, allow: to('config', ...tierTypes, 'content-model', 'mocks', 'redirects') },
          // Tests may exercise a feature together with what the composition root gives it (e.g. the stock source of content blocks).
          {
            from: { file: { categories: 'test' } },
            allow: to('config', 'tool-config', 'app', ...tierTypes, 'feature', 'list', 'redirects', 'content-model', 'machines', 'mocks', 'tooling'),
          },
          {
            from: [{ element: { type: 'tooling' } }, { file: { categories: 'tool-config' } }],
            allow: to('config', 'tool-config', 'app', ...tierTypes, 'feature', 'list', 'redirects', 'content-model', 'machines', 'mocks', 'tooling'),
          },
        ],
      },
    ],
  },
}
