/**
 * "Find nærmeste" on /lokationer: the visitor shares their position, the
 * browser asks for it (the visitor's permission first), and the locations
 * are sorted nearest first ("Opdatér min position" asks again); or the page
 * says why it could not ("Prøv igen" when the position could not be found).
 * "Vis i normal rækkefølge" forgets the position. Built by the load-machine factory.
 */
import { createLoadMachine, type LoadMachineConfig } from '../shared/load-machine.ts'

export type GeolocationReason = 'denied' | 'unavailable'

export const geolocationConfig: LoadMachineConfig<GeolocationReason> = {
  id: 'geolocation',
  reasons: ['denied', 'unavailable'],
  errorReason: 'unavailable',
  stale: false,
  resettable: true,
  restartable: true,
  texts: {
    idle: 'Listen er sorteret som valgt; knappen "Vis nærmeste først" vises.',
    loading: 'Browseren finder positionen (og spørger først om lov): "Finder din position …".',
    loaded: 'Listen er sorteret efter afstand, nærmeste først, med afstanden på hvert kort.',
    failed:
      'Ingen position: "Du har ikke givet lov til at bruge din position." (med "Vis nærmeste først") eller "Din position kunne ikke findes." (med "Prøv igen"), og "Vis i normal rækkefølge". Søgning virker stadig.',
    start: 'Den besøgende trykker "Vis nærmeste først" (når listen er sorteret: "Opdatér min position").',
    retry: 'Positionen kunne ikke findes: den besøgende trykker "Prøv igen".',
    reset: 'Den besøgende trykker "Vis i normal rækkefølge": positionen glemmes.',
    done: 'Browseren har fundet positionen.',
    refused: 'Browseren gav ingen position: adgang nægtet, eller positionen kunne ikke findes (fx timeout).',
    error: 'Browseren kan ikke finde positioner (ingen navigator.geolocation): "Din position kunne ikke findes."',
  },
}

export const geolocationMachine = createLoadMachine<null, { lat: number; lng: number }, GeolocationReason>(geolocationConfig)
