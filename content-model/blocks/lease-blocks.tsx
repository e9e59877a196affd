import type { PropsOf } from '../block-definition.ts'
import { useBlockData, useContent } from '../render/content-context.tsx'
import { editable } from '../render/editable.ts'
import type { leaseOverviewSchema, leaseDetailSchema, minileaseConfiguratorSchema } from './lease-blocks.schema.ts'

export function LeaseOverview({ blok }: PropsOf<typeof leaseOverviewSchema>) {
  const data = useBlockData(blok._uid, 'lease-overview')
  const { LeaseOverview: FeatureLeaseOverview } = useContent().slots
  return (
    <section className="lease-overview" aria-labelledby={`lease-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <FeatureLeaseOverview blok={blok} data={data} />
    </section>
  )
}

export function LeaseDetail({ blok }: PropsOf<typeof leaseDetailSchema>) {
  const data = useBlockData(blok._uid, 'lease-detail')
  const { LeaseDetail: FeatureLeaseDetail } = useContent().slots
  return (
    <section className="lease-detail" data-lease-vehicle={blok.lease_vehicle} aria-labelledby={`lease-detail-${blok._uid}`} {...editable(blok)}>
      <h2 id={`lease-detail-${blok._uid}`}>{blok.heading}</h2>
      <FeatureLeaseDetail blok={blok} data={data} />
    </section>
  )
}

export function MinileaseConfigurator({ blok }: PropsOf<typeof minileaseConfiguratorSchema>) {
  const data = useBlockData(blok._uid, 'minilease')
  const { MinileaseConfigurator: FeatureConfigurator } = useContent().slots
  return (
    <section className="minilease-configurator" aria-labelledby={`minilease-${blok._uid}`} {...editable(blok)}>
      <h2 id={`minilease-${blok._uid}`}>{blok.heading}</h2>
      {blok.intro && <p>{blok.intro}</p>}
      <FeatureConfigurator blok={blok} data={data} />
    </section>
  )
}
