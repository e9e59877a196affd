/**
 * Build freshness (spec 4 and 9): an open page notices that a newer build of
 * the site has been deployed, and recovers when a chunk of its own build is
 * gone.
 *
 * - The site serves its build id and build time (`/api/build`). The page asks
 *   every `constants.buildCheckIntervalMs` and when the tab gets focus.
 * - When a newer build exists, the next in-app navigation becomes a full page
 *   load of the same address, unless a form on the page holds unsaved input
 *   (then the navigation stays in the app, and the next one tries again).
 * - A chunk-loading error reloads the same address, at most once per path
 *   per `constants.reloadGuardMs` (10 s; the log is kept in sessionStorage by
 *   the feature and passed in with the event). A second failure inside the
 *   window shows an error page with a reload button, never a loop.
 *
 * Not persisted (a fresh page starts over). Effects are invoked actors the
 * feature provides: the timer, the check, the full page load and the reload.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { constants } from '#app.config'
import { requiredActor } from '../kit/required-actor.ts'
import { reloadedRecently, type ReloadLog } from './reload-guard.ts'

/** A build as the site reports it: its id and when it was built (ms since the epoch). */
export interface BuildInfo {
  id: string
  builtAt: number
}

export type BuildFreshnessEvent =
  | { type: 'freshness.focus' }
  | { type: 'navigation.request'; href: string; unsavedInput: boolean }
  | { type: 'chunk.failed'; path: string; at: number; reloads: ReloadLog }
  | { type: 'freshness.reload' }

export interface BuildFreshnessContext {
  /** The build this page runs. */
  build: BuildInfo
  /** The newer build the site reported, once one is seen. */
  newer: BuildInfo | null
  /** Where the next full page load or reload goes. */
  href: string | null
  checkIntervalMs: number
}

export interface BuildFreshnessInput {
  build: BuildInfo
  checkIntervalMs?: number
}

/**
 * The build of a page that was started without input (model tests, charts):
 * any build the site reports with a later build time counts as newer.
 */
// Stryker disable next-line StringLiteral: equivalent; any id no real build has will do
export const unknownBuild: BuildInfo = { id: 'ukendt', builtAt: 0 }

const chunkFailed = {
  'chunk.failed': [
    {
      guard: 'reloadedRecently',
      target: '#build-freshness.broken',
      actions: 'takeFailedPath',
      description: 'Samme adresse blev genindlæst for under 10 sekunder siden og fejler igen: fejlsiden vises (ingen løkke).',
    },
    {
      target: '#build-freshness.reloading',
      actions: 'takeFailedPath',
      description: 'En del af siden kunne ikke hentes (typisk en ny udgivelse): samme adresse genindlæses én gang.',
    },
  ],
} as const

export const buildFreshnessMachine = setup({
  // Stryker disable next-line ObjectLiteral: equivalent; types only guide the compiler
  types: {
    context: {} as BuildFreshnessContext,
    events: {} as BuildFreshnessEvent,
    input: {} as BuildFreshnessInput,
  },
  actors: {
    waitForCheck: requiredActor<undefined, { delayMs: number }>('build-freshness', 'waitForCheck'),
    fetchBuild: requiredActor<BuildInfo, undefined>('build-freshness', 'fetchBuild'),
    loadPage: requiredActor<undefined, { href: string }>('build-freshness', 'loadPage'),
    reloadPage: requiredActor<undefined, { href: string }>('build-freshness', 'reloadPage'),
  },
  guards: {
    isNewerBuild: ({ context, event }) => {
      const reported = (event as unknown as { output: BuildInfo }).output
      return reported.id !== context.build.id && reported.builtAt > context.build.builtAt
    },
    hasNoUnsavedInput: ({ event }) => {
      assertEvent(event, 'navigation.request')
      return !event.unsavedInput
    },
    reloadedRecently: ({ event }) => {
      assertEvent(event, 'chunk.failed')
      return reloadedRecently(event.reloads, event.path, event.at)
    },
  },
  actions: {
    takeNewerBuild: assign({ newer: ({ event }) => (event as unknown as { output: BuildInfo }).output }),
    takeHref: assign({
      href: ({ event }) => {
        assertEvent(event, 'navigation.request')
        return event.href
      },
    }),
    takeFailedPath: assign({
      href: ({ event }) => {
        assertEvent(event, 'chunk.failed')
        return event.path
      },
    }),
  },
}).createMachine({
  id: 'build-freshness',
  context: ({ input }: { input: BuildFreshnessInput | undefined }) => ({
    build: input?.build ?? unknownBuild,
    newer: null,
    href: null,
    checkIntervalMs: input?.checkIntervalMs ?? constants.buildCheckIntervalMs,
  }),
  initial: 'current',
  states: {
    current: {
      description: 'Siden kører den nyeste kendte udgave. Der spørges efter en nyere udgave hvert 5. minut og når fanebladet får fokus.',
      invoke: {
        id: 'waitForCheck',
        src: 'waitForCheck',
        input: ({ context }) => ({ delayMs: context.checkIntervalMs }),
        onDone: { target: 'checking', description: 'Der er gået 5 minutter siden sidste spørgsmål.' },
      },
      on: {
        'freshness.focus': { target: 'checking', description: 'Fanebladet får fokus igen.' },
        ...chunkFailed,
      },
    },
    checking: {
      description: 'Spørger sitet om den aktuelle udgave (/api/build, aldrig fra cache).',
      invoke: {
        id: 'fetchBuild',
        src: 'fetchBuild',
        onDone: [
          {
            guard: 'isNewerBuild',
            target: 'stale',
            actions: 'takeNewerBuild',
            description: 'Sitet kører en nyere udgave end siden.',
          },
          { target: 'current', description: 'Siden kører allerede den nyeste udgave.' },
        ],
        onError: { target: 'current', description: 'Sitet kunne ikke nås: der spørges igen ved næste lejlighed.' },
      },
      on: { ...chunkFailed },
    },
    stale: {
      description:
        'En nyere udgave findes. Næste klik på et link indlæser hele siden på ny (den nye udgave), medmindre en formular har uafsendte indtastninger.',
      on: {
        'navigation.request': [
          {
            guard: 'hasNoUnsavedInput',
            target: 'loadingFully',
            actions: 'takeHref',
            description: 'Ingen uafsendte indtastninger: adressen indlæses som en hel side.',
          },
          {
            description: 'En formular har uafsendte indtastninger: navigationen sker i siden som før, så intet går tabt.',
          },
        ],
        ...chunkFailed,
      },
    },
    loadingFully: {
      description: 'Browseren indlæser den nye adresse som en hel side og får dermed den nye udgave.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        // Stryker disable next-line StringLiteral: equivalent; takeHref sets href on the only way in, '/' only satisfies the type
        input: ({ context }) => ({ href: context.href ?? '/' }),
      },
    },
    reloading: {
      description: 'Samme adresse genindlæses (højst én gang pr. 10 sekunder pr. adresse).',
      invoke: {
        id: 'reloadPage',
        src: 'reloadPage',
        // Stryker disable next-line StringLiteral: equivalent; every way in follows a chunk failure that set href, '/' only satisfies the type
        input: ({ context }) => ({ href: context.href ?? '/' }),
      },
    },
    broken: {
      description: 'Fejlsiden "Siden kunne ikke indlæses" med en knap, der genindlæser siden.',
      on: {
        'freshness.reload': { target: 'reloading', description: 'Den besøgende trykker "Genindlæs siden".' },
      },
    },
  },
})

export type BuildFreshnessMachine = typeof buildFreshnessMachine
export type BuildFreshnessSnapshot = SnapshotFrom<BuildFreshnessMachine>
export type BuildFreshnessState = 'current' | 'checking' | 'stale' | 'loadingFully' | 'reloading' | 'broken'

export function buildFreshnessState(snapshot: BuildFreshnessSnapshot): BuildFreshnessState {
  return snapshot.value as BuildFreshnessState
}
