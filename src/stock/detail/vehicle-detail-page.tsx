import { MessageCircle } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { m } from '#src/i18n/paraglide/messages.js'
import { constants, findBrand, routeSegments } from '#app.config'
import { analyticsEvents, modelAnalyticsId, pushAnalyticsEvent, registerLocation, registerVehicle } from '#src/analytics/data-layer.ts'
import type { Location } from '#src/product-api/contract/location.ts'
import type { Vehicle } from '#src/product-api/contract/vehicle.ts'
import { conditionLabels, fuelLabels } from '#src/product-api/contract/vocabulary.ts'
import { Breadcrumbs } from '#src/shell/breadcrumbs.tsx'
import { Button } from '#src/ui/button.tsx'
import { requestChatOpen } from '#src/channels/chat-presence.ts'
import { formatKm } from '#src/format/format.ts'
import { effectiveVat } from '../search/stock-search-params.ts'
import { vehicleAnalyticsData } from '../stock-analytics.ts'
import type { DetailSearch } from './detail-search.ts'
import { openPriceBlock, priceBlocks, vehiclePublicPath } from './detail-settings.ts'
import { LocationCard } from './location-card.tsx'
import { MediaGallery } from './media-gallery.tsx'
import { PhotoSpinner } from './photo-spinner.tsx'
import { PriceBar } from './price-bar.tsx'
import { PriceBlocks } from './price-blocks.tsx'
import { EnergyLine } from '#src/pricing/price-summary.tsx'
import { energyFacts } from '#src/pricing/energy-view.ts'
import { RegistryFacts } from './registry-facts.tsx'
import type { RegistryFactsView } from './registry-facts-view.ts'
import { ConsumptionFacts, EquipmentFacts, SpecificationFacts, UsedCarSellingPoints, WarrantyAndDelivery } from './vehicle-facts.tsx'

interface VehicleDetailPageProps {
  vehicle: Vehicle
  location: Location | null
  /** A used car's registry facts (issue 35), when the registry answered. */
  registry?: RegistryFactsView | null
  search: DetailSearch
  /** Brand address the page is shown on (`/renault/lager/…`), if any. */
  brand?: string
  /**
   * Slot for the compare and favourite checkboxes (spec 2.1), owned by the
   * compare/favourites feature; the route passes them in.
   */
  shortlist?: ReactNode
  /** Slot after the facts: "Lignende biler" (the route composes it with the shortlist controls). */
  after?: ReactNode
}

/** /lager/{vehicle}: media, prices per acquisition type, location, and the vehicle's facts. */
export function VehicleDetailPage({ vehicle, location, registry, search, brand, shortlist, after }: VehicleDetailPageProps) {
  useEffect(() => {
    registerVehicle(vehicleAnalyticsData(vehicle))
    if (location) registerLocation({ location_id: location.slug, name: location.name, town: location.town })
    pushAnalyticsEvent(
      analyticsEvents.viewVehicleDetail({
        vehicle_id: vehicle.id,
        model_id: modelAnalyticsId(vehicle.brand.slug, vehicle.model.slug),
        location_id: vehicle.location.slug,
      }),
    )
  }, [vehicle, location])

  const blocks = priceBlocks(vehicle)
  const initial = search.acquisition ?? 'purchase'
  const barBlock = openPriceBlock(blocks, initial)
  const firstImage = vehicle.media.images[0]
  const bookingBrand = findBrand(vehicle.brand.slug)
  return (
    <article className="container vehicle-detail" aria-labelledby="vehicle-title">
      <Breadcrumbs
        items={[
          { href: `/${routeSegments.stock}`, label: m.stock_overview_crumb() },
          { href: vehiclePublicPath(vehicle.id, brand), label: vehicle.title },
        ]}
      />
      <header className="vehicle-detail__head">
        <p className="vehicle-detail__badges">
          <span className="badge" data-condition={vehicle.condition}>
            {conditionLabels[vehicle.condition]}
          </span>
          <span>{vehicle.productionYear}</span>
          <span>{formatKm(vehicle.mileageKm)}</span>
          <span>{fuelLabels[vehicle.fuel]}</span>
        </p>
        <h1 id="vehicle-title">{vehicle.title}</h1>
      </header>

      <div className="vehicle-detail__top">
        <div className="vehicle-detail__media">
          <MediaGallery images={vehicle.media.images} title={vehicle.title} />
          {firstImage && <PhotoSpinner frames={vehicle.media.spinner.frames} title={vehicle.title} width={firstImage.width} height={firstImage.height} />}
        </div>
        <div className="vehicle-detail__buy">
          <section aria-labelledby="price-heading">
            <h2 id="price-heading">{m.stock_price_heading()}</h2>
            {/* The energy class and WLTP figures beside the prices (issue 30); a van shows no class. */}
            <EnergyLine energy={energyFacts(vehicle)} />
            {blocks.length > 0 ? (
              <PriceBlocks
                vehicleId={vehicle.id}
                blocks={blocks}
                initial={initial}
                vat={effectiveVat(search)}
                brand={brand}
                deliveryCost={vehicle.deliveryCost}
                vatReportable={vehicle.vatReportable}
              />
            ) : (
              <p>{m.stock_price_on_request()}</p>
            )}
          </section>
          {bookingBrand?.vehicleBooking.enabled && (
            // Spec 2.5: the brand's settings allow the external scheduler on its vehicle pages.
            <Button
              variant="secondary"
              className="vehicle-detail__booking"
              booking={{
                make: bookingBrand.slug,
                location: vehicle.location.slug,
                product_category: bookingBrand.vehicleBooking.productCategory,
                product_category_hidden: false,
              }}
            >
              {m.stock_detail_book_appointment()}
            </Button>
          )}
          {shortlist && <div className="vehicle-detail__shortlist">{shortlist}</div>}
          {constants.autochat.bubbleEnabled && (
            // The autochat (root route) opens knowing this vehicle (issue 15).
            <Button type="button" variant="secondary" size="medium" icon={MessageCircle} onClick={() => requestChatOpen({ vehicleId: vehicle.id })}>
              {m.chat_ask_about_vehicle()}
            </Button>
          )}
          <LocationCard
            locationRef={vehicle.location}
            location={location}
            onShowHours={() => pushAnalyticsEvent(analyticsEvents.clickVehicleShowOpeninghours({ vehicle_id: vehicle.id, location_id: vehicle.location.slug }))}
          />
        </div>
      </div>

      <section className="detail-section" aria-labelledby="about-heading">
        <h2 id="about-heading">{m.stock_about_heading()}</h2>
        {vehicle.highlights.length > 0 && (
          <ul className="highlights">
            {vehicle.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        )}
        <p className="vehicle-detail__description">{vehicle.description}</p>
      </section>
      {vehicle.condition === 'used' && <UsedCarSellingPoints />}
      <ConsumptionFacts vehicle={vehicle} />
      <SpecificationFacts vehicle={vehicle} />
      {vehicle.condition === 'used' && registry && <RegistryFacts facts={registry} />}
      <EquipmentFacts vehicle={vehicle} />
      <WarrantyAndDelivery vehicle={vehicle} />
      {barBlock && <PriceBar vehicleId={vehicle.id} block={barBlock} vat={effectiveVat(search)} brand={brand} priceSectionId="price-heading" />}
      {after}
    </article>
  )
}
