import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { boundariesConfig } from './eslint.boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.output/',
      '.output-freshness/',
      '.nitro/',
      'dist/',
      'src/route-tree.gen.ts',
      'src/i18n/paraglide/',
      'test-results/',
      'playwright-report/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One clock (ADR 0012): site code reads "now" through src/clock/clock.ts; elapsed time uses performance.now.
    files: ['app.config.ts', 'src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}', 'content-model/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/clock/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read "now" through the site clock (siteClock() in src/clock/clock.ts), or use performance.now for elapsed time.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read "now" through the site clock (siteClock() in src/clock/clock.ts), or use performance.now for elapsed time.',
        },
      ],
    },
  },
  boundariesConfig,
)
