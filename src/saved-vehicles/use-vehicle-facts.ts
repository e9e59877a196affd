import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { createVehicleDetailsMachine, shownVehicles } from '#machines/vehicle-details/vehicle-details-machine.ts'
import type { VehicleFacts } from './vehicle-facts.ts'
import { getVehicleFacts } from './vehicle-lookup.functions.ts'

const vehicleFactsMachine = createVehicleDetailsMachine<VehicleFacts>().provide({
  actors: {
    loadVehicles: fromPromise(({ input }) => getVehicleFacts({ data: { vehicleIds: input.vehicleIds } })),
  },
})

export interface VehicleFactsView {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** The loaded facts of the asked-for vehicles, in the asked order. */
  vehicles: VehicleFacts[]
  /** Asked-for ids the product API no longer knows. */
  missingIds: string[]
  retry(): void
}

/**
 * The product data of `vehicleIds` (null: nothing to show yet), loaded
 * through the vehicle-details machine after hydration. Server rendering
 * shows `idle`: the actor starts only in the browser.
 */
export function useVehicleFacts(vehicleIds: readonly string[] | null): VehicleFactsView {
  const [snapshot, send] = useMachine(vehicleFactsMachine)
  const key = vehicleIds ? vehicleIds.join('\n') : ''
  useEffect(() => {
    send({ type: 'details.show', vehicleIds: key ? key.split('\n') : [] })
  }, [key, send])
  return {
    status: snapshot.value as VehicleFactsView['status'],
    vehicles: shownVehicles(snapshot.context),
    missingIds: snapshot.context.missingIds.filter((id) => snapshot.context.vehicleIds.includes(id)),
    retry: () => send({ type: 'details.retry' }),
  }
}
