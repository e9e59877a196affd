/**
 * Test model of the build-freshness machine: the site reports the same build,
 * a newer one or an older one (a rollback); navigations with and without
 * unsaved form input; chunk errors on a path never reloaded, reloaded 3 s ago
 * and reloaded 12 s ago (the guard is 10 s, spec 9).
 */
import type { AnyEventObject } from 'xstate'
import type { MachineModel } from '../kit/machine-model.ts'
import { buildFreshnessMachine, buildFreshnessState, unknownBuild, type BuildFreshnessMachine, type BuildFreshnessSnapshot } from './build-freshness-machine.ts'

/** The instant of the chunk errors in the model (ms since the epoch). */
export const modelNow = 1_000_000
export const reportedBuilds = {
  same: unknownBuild,
  newer: { id: 'ny', builtAt: unknownBuild.builtAt + 60_000 },
  older: { id: 'gammel', builtAt: unknownBuild.builtAt - 60_000 },
} as const
export const chunkErrors = {
  never: { type: 'chunk.failed', path: '/lager', at: modelNow, reloads: {} },
  threeSecondsAgo: { type: 'chunk.failed', path: '/lager', at: modelNow, reloads: { '/lager': modelNow - 3_000 } },
  twelveSecondsAgo: { type: 'chunk.failed', path: '/lager', at: modelNow, reloads: { '/lager': modelNow - 12_000 } },
  otherPathRecently: { type: 'chunk.failed', path: '/lager', at: modelNow, reloads: { '/': modelNow - 3_000 } },
} as const

function events(snapshot: BuildFreshnessSnapshot): AnyEventObject[] {
  const list: AnyEventObject[] = [
    { type: 'freshness.focus' },
    { type: 'navigation.request', href: '/lokationer', unsavedInput: false },
    { type: 'navigation.request', href: '/lokationer', unsavedInput: true },
    chunkErrors.never,
    chunkErrors.threeSecondsAgo,
    chunkErrors.twelveSecondsAgo,
    chunkErrors.otherPathRecently,
    { type: 'freshness.reload' },
  ]
  const state = buildFreshnessState(snapshot)
  if (state === 'current') list.push({ type: 'xstate.done.actor.waitForCheck' })
  if (state === 'checking') {
    for (const output of Object.values(reportedBuilds)) list.push({ type: 'xstate.done.actor.fetchBuild', output })
    list.push({ type: 'xstate.error.actor.fetchBuild', error: new Error('offline') })
  }
  return list
}

const stateNames: Record<string, string> = {
  current: 'nyeste udgave',
  checking: 'spørger efter ny udgave',
  stale: 'ny udgave findes',
  loadingFully: 'indlæser hele siden',
  reloading: 'genindlæser',
  broken: 'fejlside med "Genindlæs siden"',
}

export const buildFreshnessModel: MachineModel<BuildFreshnessMachine> = {
  id: 'build-freshness',
  title: 'Ny udgave af sitet',
  summary:
    'Når en ny udgave af sitet er udgivet, opdager en åben side det (hvert 5. minut og når fanebladet får fokus), og ' +
    'næste klik på et link indlæser hele siden i den nye udgave – aldrig hvis en formular har uafsendte indtastninger. ' +
    'Mangler en del af siden (den gamle udgaves filer er væk), genindlæses samme adresse højst én gang pr. 10 sekunder; ' +
    'fejler den igen, vises en fejlside med en knap til at genindlæse. Sammenligning, favoritter og henvendelser i kø ' +
    'er gemt i browseren og overlever genindlæsningen.',
  machine: buildFreshnessMachine,
  persisted: false,
  events,
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.newer?.id ?? null, snapshot.context.href]),
  describeEvent(event) {
    const e = event as AnyEventObject & Record<string, unknown>
    switch (event.type) {
      case 'freshness.focus':
        return 'Fanebladet får fokus'
      case 'navigation.request':
        return e.unsavedInput ? 'Den besøgende klikker på et link (formular med uafsendte indtastninger)' : 'Den besøgende klikker på et link'
      case 'chunk.failed': {
        const last = (e.reloads as Record<string, number>)[e.path as string]
        return last === undefined ? 'En del af siden kan ikke hentes' : `En del af siden kan ikke hentes (genindlæst for ${(modelNow - last) / 1000} s siden)`
      }
      case 'freshness.reload':
        return 'Den besøgende trykker "Genindlæs siden"'
      case 'xstate.done.actor.waitForCheck':
        return 'Der går 5 minutter'
      case 'xstate.done.actor.fetchBuild': {
        const id = (e.output as { id: string }).id
        return id === reportedBuilds.newer.id
          ? 'Sitet melder en nyere udgave'
          : id === reportedBuilds.older.id
            ? 'Sitet melder en ældre udgave'
            : 'Sitet melder samme udgave'
      }
      case 'xstate.error.actor.fetchBuild':
        return 'Sitet kan ikke nås'
      default:
        return event.type
    }
  },
  describeSnapshot: (snapshot) => stateNames[buildFreshnessState(snapshot)] ?? String(snapshot.value),
  eventTypes: {
    'freshness.focus': 'Fanebladet får fokus igen (den besøgende vender tilbage til siden).',
    'navigation.request': 'Den besøgende klikker på et link inden for sitet.',
    'chunk.failed': 'En del af siden (en JavaScript-fil) kunne ikke hentes, typisk fordi en ny udgave har fjernet den gamle.',
    'freshness.reload': 'Den besøgende trykker "Genindlæs siden" på fejlsiden.',
  },
}

/**
 * What a browser test can make happen (tests/build-freshness-paths.spec.ts):
 * the tab gets focus, five minutes pass (Playwright's clock), the site's build
 * endpoint answers the same, a newer or an older build or cannot be reached
 * (the test answers for this page, or holds the answer), the visitor follows
 * an in-app link with or without unsaved form input, and a route's chunk
 * cannot be loaded (the test aborts it), on a path never reloaded or reloaded
 * 3 s ago (the tab's reload log). The error page's button reloads by itself
 * (no `freshness.reload`); two real builds are build-freshness.spec.ts.
 */
export function buildFreshnessUiEvents(snapshot: BuildFreshnessSnapshot): AnyEventObject[] {
  const state = buildFreshnessState(snapshot)
  return events(snapshot).filter((event) => {
    switch (event.type) {
      case 'freshness.focus':
      case 'xstate.done.actor.waitForCheck':
        return state === 'current'
      case 'navigation.request':
        return state === 'stale'
      case 'chunk.failed':
        return (state === 'current' || state === 'checking' || state === 'stale') && (event === chunkErrors.never || event === chunkErrors.threeSecondsAgo)
      case 'xstate.done.actor.fetchBuild':
      case 'xstate.error.actor.fetchBuild':
        return true
      default:
        return false
    }
  })
}
