/** Test model of "Find nærmeste" on /lokationer (load-machine factory). */
import { createLoadModel } from '../shared/load-model.ts'
import { geolocationConfig, geolocationMachine } from './geolocation-machine.ts'

export const geolocationModel = createLoadModel(geolocationConfig, geolocationMachine, {
  title: 'Find nærmeste afdeling',
  summary:
    'På /lokationer kan den besøgende dele sin position; afdelingerne sorteres så efter afstand. ' +
    'Nægter den besøgende adgang, eller kan positionen ikke findes, siges det, og søgningen virker stadig.',
  start: 'Den besøgende trykker "Vis nærmeste først"',
  input: null,
  value: { lat: 55.5833, lng: 12.3 },
  reasons: { denied: 'adgang nægtet', unavailable: 'positionen kunne ikke findes' },
  states: { idle: 'ingen position', loading: 'finder din position …', loaded: 'sorteret efter afstand', failed: 'ingen position' },
  eventTypes: {
    'load.start': 'Den besøgende trykker "Vis nærmeste først" (sorteret: "Opdatér min position").',
    'load.retry': 'Den besøgende trykker "Prøv igen".',
    'load.reset': 'Den besøgende trykker "Vis i normal rækkefølge".',
    'xstate.done.actor.load': 'Browseren svarede: positionen, eller at den ikke gives.',
    'xstate.error.actor.load': 'Browseren kan ikke finde positioner (ingen navigator.geolocation).',
  },
})
