/** Labels of the build-freshness machine (machines/build-freshness). */
import { constants } from '#app.config'
import type { MachineLabels } from './label-types.ts'

export const buildFreshnessLabels: MachineLabels = {
  guards: {
    isNewerBuild: 'sitet kører en nyere udgave end siden',
    hasNoUnsavedInput: 'ingen formular har uafsendte indtastninger',
    reloadedRecently: `adressen er allerede genindlæst inden for ${constants.reloadGuardMs / 1000} sekunder`,
  },
  actions: {
    takeNewerBuild: 'husker den nyere udgave',
    takeHref: 'husker adressen, der skal indlæses som hel side',
    takeFailedPath: 'husker adressen, hvor indlæsningen fejlede',
  },
  states: {
    current: 'nyeste udgave',
    checking: 'spørger efter ny udgave',
    stale: 'ny udgave findes',
    loadingFully: 'indlæser hele siden',
    reloading: 'genindlæser siden',
    broken: 'fejlside',
  },
  actors: { waitForCheck: 'ventetiden', fetchBuild: 'udgavetjekket', loadPage: 'indlæsningen', reloadPage: 'genindlæsningen' },
  events: {
    'freshness.focus': 'fanebladet får fokus igen',
    'chunk.failed': 'en JavaScript-fil kan ikke hentes',
    'navigation.request': 'klikker på et link',
    'freshness.reload': 'trykker »Genindlæs siden«',
    'xstate.done.actor.waitForCheck': 'tid til at spørge igen',
    'xstate.done.actor.fetchBuild': 'Udgavetjekket: svar',
    'xstate.error.actor.fetchBuild': 'Udgavetjekket: fejl',
  },
}
