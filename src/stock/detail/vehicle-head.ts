/**
 * Title, description and schema.org structured data (Car with an Offer) of a
 * vehicle detail page.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { openGraphMeta } from '#src/navigation/open-graph.ts'
import { withSiteName } from '#src/navigation/page-title.ts'
import type { Location } from '#src/product-api/contract/location.ts'
import type { Vehicle } from '#src/product-api/contract/vehicle.ts'
import { bodyStyleLabels, conditionLabels, fuelLabels, transmissionLabels, vanBodyLabels, type DriveType } from '#src/product-api/contract/vocabulary.ts'
import { formatKm, formatKr } from '#src/format/format.ts'
import { vehiclePublicPath } from './detail-settings.ts'

const driveWheelConfiguration: Record<DriveType, string> = {
  front: 'https://schema.org/FrontWheelDriveConfiguration',
  rear: 'https://schema.org/RearWheelDriveConfiguration',
  four: 'https://schema.org/AllWheelDriveConfiguration',
}

function cashPrice(vehicle: Vehicle): number | null {
  return vehicle.prices.find((p) => p.acquisition_type === 'purchase')?.total_price ?? null
}

export function vehicleTitle(vehicle: Vehicle): string {
  return m.stock_detail_title({ title: vehicle.title, year: String(vehicle.productionYear), mileage: formatKm(vehicle.mileageKm) })
}

export function vehicleDescription(vehicle: Vehicle): string {
  const price = cashPrice(vehicle)
  return m.stock_detail_description({
    condition: conditionLabels[vehicle.condition],
    title: vehicle.title,
    year: String(vehicle.productionYear),
    mileage: formatKm(vehicle.mileageKm),
    fuel: fuelLabels[vehicle.fuel].toLocaleLowerCase('da-DK'),
    transmission: transmissionLabels[vehicle.transmission].toLocaleLowerCase('da-DK'),
    price: price !== null ? formatKr(price) : m.stock_price_on_request(),
    location: vehicle.location.name,
  })
}

/** schema.org Car with its Offer (cash price), for search engines. */
export function vehicleJsonLd(vehicle: Vehicle, location: Location | null, pageUrl: string): Record<string, unknown> {
  const price = cashPrice(vehicle)
  const condition = vehicle.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.title,
    description: vehicle.description,
    url: pageUrl,
    sku: String(vehicle.stockNumber),
    image: vehicle.media.images.map((i) => i.url),
    brand: { '@type': 'Brand', name: vehicle.brand.name },
    model: vehicle.model.name,
    vehicleConfiguration: vehicle.variant,
    vehicleModelDate: String(vehicle.productionYear),
    ...(vehicle.firstRegistration ? { dateVehicleFirstRegistered: vehicle.firstRegistration } : {}),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileageKm, unitCode: 'KMT' },
    fuelType: fuelLabels[vehicle.fuel],
    vehicleTransmission: transmissionLabels[vehicle.transmission],
    driveWheelConfiguration: driveWheelConfiguration[vehicle.driveType],
    bodyType: vehicle.bodyStyle ? bodyStyleLabels[vehicle.bodyStyle] : vehicle.vanBody ? vanBodyLabels[vehicle.vanBody] : undefined,
    color: vehicle.exteriorColour.name,
    numberOfDoors: vehicle.doors,
    seatingCapacity: vehicle.seats,
    vehicleEngine: { '@type': 'EngineSpecification', enginePower: { '@type': 'QuantitativeValue', value: vehicle.powerHp, unitCode: 'BHP' } },
    fuelEfficiency:
      vehicle.consumption.combinedLPer100Km !== null
        ? { '@type': 'QuantitativeValue', value: vehicle.consumption.combinedLPer100Km, unitText: 'l/100 km' }
        : undefined,
    emissionsCO2: vehicle.consumption.co2GPerKm,
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'DKK',
      ...(price !== null ? { price } : {}),
      availability: 'https://schema.org/InStock',
      itemCondition: condition,
      seller: {
        '@type': 'AutoDealer',
        name: location?.name ?? vehicle.location.name,
        telephone: location?.phone ?? vehicle.location.phone,
        email: location?.email ?? vehicle.location.email,
        ...(location
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: location.address.street,
                postalCode: location.address.postcode,
                addressLocality: location.address.town,
                addressCountry: location.address.country,
              },
            }
          : {}),
      },
    },
  }
}

interface VehicleHeadInput {
  vehicle: Vehicle
  location: Location | null
  siteUrl: string
  brand?: string
}

/**
 * The route's head: title, description, Open Graph and the JSON-LD (the
 * router escapes it for the script element). The canonical link comes from
 * the root route, as for every page.
 */
export function vehicleHead({ vehicle, location, siteUrl, brand }: VehicleHeadInput) {
  const title = withSiteName(vehicleTitle(vehicle))
  const description = vehicleDescription(vehicle)
  const pageUrl = `${siteUrl}${vehiclePublicPath(vehicle.id, brand)}`
  const image = vehicle.media.images[0]
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...openGraphMeta({ title, description, type: 'product', url: pageUrl, image: image?.url }),
      { 'script:ld+json': vehicleJsonLd(vehicle, location, pageUrl) },
    ],
  }
}
