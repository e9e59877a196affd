/**
 * The pristine floor is only a floor if it is the same framework as the site's: every dependency the
 * pristine app names has exactly the version the site's package.json pins, and the one installed in
 * the repository's node_modules (which the pristine app is built from).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>
const pinned = (pkg: Record<string, unknown>) => ({ ...(pkg.dependencies as Record<string, string>), ...(pkg.devDependencies as Record<string, string>) })

const pristine = pinned(readJson('./package.json'))
const site = pinned(readJson('../../package.json'))

describe('the pristine floor runs the site’s framework versions', () => {
  it('names the framework: TanStack Start and Router, React, Vite and its React plugin, Nitro', () => {
    expect(Object.keys(pristine).sort()).toEqual([
      '@tanstack/react-router',
      '@tanstack/react-start',
      '@vitejs/plugin-react',
      'nitro',
      'react',
      'react-dom',
      'vite',
    ])
  })

  for (const [name, version] of Object.entries(pristine)) {
    it(`${name} ${version}: as the site pins it and as installed`, () => {
      expect(site[name]).toBe(version)
      expect(readJson(`../../node_modules/${name}/package.json`).version).toBe(version)
    })
  }
})
