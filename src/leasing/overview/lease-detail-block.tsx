/**
 * One lease offer placed by an editor (the content block lease_detail): the
 * offer's card with its representative example, linking its page. An offer
 * the product API does not know (any more) says so and links the overview.
 */
import type { LeaseDetailData } from '#content-model/block-data.ts'
import type { LeaseDetailBlok } from '#content-model/blocks/lease-blocks.schema.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { AppLink } from '#src/ui/app-link.tsx'
import leasingCss from '../leasing.css?url'
import { LeaseOfferCard } from './lease-overview.tsx'
import { leaseOverviewPagePath } from './lease-overview-pages.ts'

export function LeaseDetailBlock({ blok, data }: { blok: LeaseDetailBlok; data: LeaseDetailData | undefined }) {
  const offer = data?.offer ?? null
  return (
    <div className="lease-detail__body">
      <link rel="stylesheet" href={leasingCss} precedence="default" />
      {offer ? (
        <LeaseOfferCard offer={offer} />
      ) : (
        <div className="content-empty content-empty--box">
          <p>{m.content_lease_detail_unavailable()}</p>
          <AppLink href={leaseOverviewPagePath(blok.lease_type === 'business_lease' ? 'van' : 'passenger')}>{m.leasing_see_offers()}</AppLink>
        </div>
      )}
    </div>
  )
}
