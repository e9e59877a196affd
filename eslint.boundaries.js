/**
 * The project's import layering (README "Project layout", ADR 0013), checked by
 * eslint-plugin-boundaries: imports go one way, routes → features → shared.
 *
 * - app: the composition root (server entry, router, generated route tree) and routes/.
 * - list: compare and favourites, each a folder of src/saved-vehicles/ on top of that
 *   feature's shared part; a list never imports the other list.
 * - feature: one folder of src/ per feature; it imports its own files, the shared
 *   layer, machines, content-model schemas and the configuration, never another
 *   feature. What two features need moves to the shared layer, or the route composes them.
 * - shared: building blocks any feature may use; they import only other shared code.
 * - content-model: Storyblok schemas, registry and block components; pure: shared only.
 * - machines: XState machines and their kit; the configuration only (the lowest layer
 *   with it: shared code, features and routes use machines).
 * - config: app.config.ts; imports nothing of the project.
 * - mocks, scripts, tests: tooling around the site; scripts and tests may import anything,
 *   the mocks only the product-API contract, shared code and the content model.
 * - unit and model tests (`*.test.ts`) may import anything: they start the mocks, read the
 *   content space and test a feature together with what the composition root gives it.
 */
import boundaries from 'eslint-plugin-boundaries'

/** Folders of src/ that are shared building blocks rather than features. */
export const sharedFolders = [
  'analytics',
  'brands',
  'clock',
  'config',
  'consent',
  'errors',
  'format',
  'i18n',
  'maps',
  'navigation',
  'observability',
  'places',
  'pricing',
  'product-api',
  'seo',
  'server',
  'shell',
  'styles',
  'ui',
]

const elements = [
  { type: 'app', pattern: 'routes', partialMatch: false },
  { type: 'shared', pattern: `src/(${sharedFolders.join('|')})`, partialMatch: false, capture: ['name'] },
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

/** Unit and model tests sit beside their code and may start the mock servers and read fixtures. */
const files = [{ category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'] }]

const to = (...types) => types.map((type) => ({ to: { element: { type } } }))

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
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{ from.element.type }} {{ from.element.captured.name }} may not import {{ to.element.type }} {{ to.element.captured.name }} (imports go routes → features → shared; see eslint.boundaries.js)',
        policies: [
          { from: { element: { type: 'config' } }, allow: [] },
          { from: { element: { type: 'app' } }, allow: to('app', 'config', 'shared', 'feature', 'list', 'redirects', 'content-model', 'machines') },
          // A list (compare, favourites) builds on the saved-vehicles feature's shared part, never on the other list.
          {
            from: { element: { type: 'list' } },
            allow: [
              ...to('config', 'shared', 'content-model', 'machines'),
              { to: { element: { type: 'feature', captured: { name: 'saved-vehicles' } } } },
              { to: { element: { type: 'list', captured: { name: '{{ from.element.captured.name }}' } } } },
            ],
          },
          {
            from: { element: { type: 'feature' } },
            allow: [
              ...to('config', 'shared', 'redirects', 'content-model', 'machines'),
              { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            ],
          },
          { from: { element: { type: 'shared' } }, allow: to('config', 'shared', 'redirects', 'machines') },
          { from: { element: { type: 'redirects' } }, allow: to('config', 'redirects') },
          { from: { element: { type: 'content-model' } }, allow: to('config', 'shared', 'content-model') },
          { from: { element: { type: 'machines' } }, allow: to('config', 'machines') },
          { from: { element: { type: 'mocks' } }, allow: to('config', 'shared', 'content-model', 'mocks', 'redirects') },
          // Tests may exercise a feature together with what the composition root gives it (e.g. the stock source of content blocks).
          {
            from: { file: { categories: 'test' } },
            allow: to('config', 'app', 'shared', 'feature', 'list', 'redirects', 'content-model', 'machines', 'mocks', 'tooling'),
          },
          {
            from: { element: { type: 'tooling' } },
            allow: to('config', 'app', 'shared', 'feature', 'list', 'redirects', 'content-model', 'machines', 'mocks', 'tooling'),
          },
        ],
      },
    ],
  },
}
