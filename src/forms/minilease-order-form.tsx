/**
 * "Bestil minilease": the lead form of the minilease configurator. The
 * configuration the visitor chose (car, colour, duration, monthly distance,
 * renewal and the monthly price shown) is the lead's subject, so it travels
 * through the same outbox as every lead and reaches the product API's
 * minilease order exactly once. The configurator (src/leasing) gets this
 * component from the route that composes them; it knows nothing of forms.
 */
import { m } from '../i18n/paraglide/messages.js'
import formsCss from './forms.css?url'
import { noAnalyticsSubject } from './form-analytics.ts'
import { FormLoadError } from './form-load-error.tsx'
import { LeadForm } from './lead-form.tsx'
import { useFormData } from './use-form-data.ts'

/** The chosen configuration, as the configurator hands it over. */
export interface MinileaseOrder {
  configurationId: string
  colour: string
  durationMonths: number
  monthlyDistance: number
  renewal: boolean
  /** Monthly price incl. moms the visitor was shown, kr. */
  pricePerMonth: number
}

export function MinileaseOrderForm({ order, headingLevel = 3 }: { order: MinileaseOrder; headingLevel?: 2 | 3 }) {
  const { state, retry } = useFormData('minilease-order')
  const subject = {
    configurationId: order.configurationId,
    colour: order.colour,
    durationMonths: String(order.durationMonths),
    monthlyDistance: String(order.monthlyDistance),
    renewal: String(order.renewal),
    quotedPricePerMonth: String(order.pricePerMonth),
  }
  return (
    <>
      <link rel="stylesheet" href={formsCss} precedence="default" />
      {state.status === 'error' ? (
        <FormLoadError onRetry={retry} headingLevel={headingLevel} />
      ) : state.status === 'loading' ? (
        <p className="lead-form__loading">{m.forms_loading()}</p>
      ) : (
        <LeadForm
          formId="minilease-order"
          subject={subject}
          data={state.data}
          analytics={noAnalyticsSubject}
          submitLabel={m.forms_submit_minilease_order()}
          headingLevel={headingLevel}
        />
      )}
    </>
  )
}
