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
}
