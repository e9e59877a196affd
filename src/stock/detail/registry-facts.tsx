/**
 * A used car's facts from the vehicle registry (issue 35): its plate, first
 * registration, the last periodic inspection (syn) with its date and result
 * and when the next is due, with their source and the day they were fetched.
 * Only used cars have them (stock.functions.ts asks the registry for a used
 * car's plate); a registry that does not answer leaves the section out.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { formatDate } from '#src/format/format.ts'
import { formatPlate } from '#src/product-api/contract/plates.ts'
import { inspectionResultLabels } from '#src/product-api/contract/registry-vocabulary.ts'
import type { RegistryFactsView } from './registry-facts-view.ts'
import { FactList, fact } from './vehicle-facts.tsx'

export function RegistryFacts({ facts }: { facts: RegistryFactsView }) {
  const { last, nextDue } = facts.inspection
  return (
    <section className="detail-section" aria-labelledby="registry-heading" data-registry={facts.registrationNumber}>
      <h2 id="registry-heading">{m.stock_registry_heading()}</h2>
      <FactList
        labelledBy="registry-heading"
        facts={[
          fact(m.stock_registry_plate(), formatPlate(facts.registrationNumber)),
          fact(m.stock_registry_first_registration(), formatDate(facts.firstRegistration)),
          fact(
            m.stock_registry_last_inspection(),
            last ? m.stock_registry_inspection({ date: formatDate(last.date), result: inspectionResultLabels[last.result] }) : m.stock_registry_not_inspected(),
          ),
          fact(m.stock_registry_next_inspection(), nextDue ? formatDate(nextDue) : m.stock_registry_no_inspection_due()),
        ]}
      />
      <p className="detail-section__note">{m.stock_registry_source({ source: facts.source, date: formatDate(facts.retrievedAt) })}</p>
    </section>
  )
}
