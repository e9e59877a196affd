/**
 * A vehicle card in a chat answer (machines/autochat ChatEntryLink.vehicle):
 * title, cash price, key facts, picture, and beside the price the energy class
 * and WLTP figures (issue 30; a van without a class). Only a cash price shows:
 * a monthly price would need its whole representative example.
 */
import type { ChatEntryLink } from '#machines/autochat/autochat-machine.ts'
import { formatKm, formatKr } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import { energyLine } from '../pricing/energy-text.ts'
import { energyFacts } from '../pricing/energy-view.ts'
import type { Vehicle } from '../product-api/contract/vehicle.ts'
import { fuelLabels } from '../product-api/contract/vocabulary.ts'

export type ChatVehicleCard = NonNullable<ChatEntryLink['vehicle']>

export function chatVehicleCard(vehicle: Vehicle): ChatVehicleCard {
  const purchase = vehicle.prices.find((p) => p.acquisition_type === 'purchase')
  return {
    title: vehicle.title,
    price: purchase ? `${formatKr(purchase.total_price)} ${m.chat_card_incl_delivery()}` : '',
    energy: energyLine(energyFacts(vehicle)),
    details: [String(vehicle.productionYear), formatKm(vehicle.mileageKm), fuelLabels[vehicle.fuel]].join(' · '),
    imageUrl: vehicle.media.images[0]?.url ?? null,
  }
}
