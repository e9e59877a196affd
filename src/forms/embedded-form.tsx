/**
 * A lead form placed by an editor (the content block "embedded_form"): the
 * block names the form; the form loads its data in the browser and posts
 * through the same outbox as every other form. A form that cannot load
 * shows "Der gik noget galt...".
 */
import { m } from '../i18n/paraglide/messages.js'
import formsCss from './forms.css?url'
import type { FormId } from './form-catalogue.ts'
import type { FormContextData } from './definitions/field.ts'
import { noAnalyticsSubject } from './form-analytics.ts'
import { FormLoadError } from './form-load-error.tsx'
import { LeadForm } from './lead-form.tsx'
import { TradeInForm } from './trade-in-form.tsx'
import { useFormData } from './use-form-data.ts'

/** The content model's form ids (content-model/blocks/embedded-form.schema.ts → `embeddedFormIds`). */
export type EmbeddedFormName = 'contact' | 'service_booking' | 'test_drive' | 'trade_in' | 'minilease'

const formIdOf: Record<EmbeddedFormName, Exclude<FormId, 'vehicle-interest' | 'vehicle-test-drive' | 'model-contact' | 'model-test-drive'>> = {
  contact: 'direct-contact',
  service_booking: 'service-booking',
  test_drive: 'test-drive',
  trade_in: 'trade-in',
  minilease: 'minilease',
}

export interface EmbeddedFormProps {
  /** Which form the editor chose. */
  form: EmbeddedFormName
  /** Level of the form's status headings: 3 below the block's own h2 (default). */
  headingLevel?: 2 | 3
  /** Preloaded data (optional; loaded in the browser otherwise). */
  data?: FormContextData
}

const noSubject = {}

export function EmbeddedForm({ form, headingLevel = 3, data }: EmbeddedFormProps) {
  const formId = formIdOf[form]
  return (
    <>
      {/* Content pages do not load the forms' stylesheet; React 19 hoists this link into <head> once. */}
      <link rel="stylesheet" href={formsCss} precedence="default" />
      {formId === 'trade-in' ? (
        <TradeInForm data={data} headingLevel={headingLevel} />
      ) : (
        <LoadedLeadForm formId={formId} headingLevel={headingLevel} data={data} />
      )}
    </>
  )
}

function LoadedLeadForm(props: { formId: Exclude<(typeof formIdOf)[EmbeddedFormName], 'trade-in'>; headingLevel: 2 | 3; data?: FormContextData }) {
  const { state, retry, flow } = useFormData(props.formId, props.data)
  // The form-data machine's state as data-state (machines/kit/state-attribute.ts): waiting for hydration and
  // loading show the same text. The wrapper has no box of its own (forms.css: `display: contents`).
  return (
    <div className="form-data" data-flow="form-data" data-state={flow}>
      {state.status === 'error' ? (
        <FormLoadError onRetry={retry} headingLevel={props.headingLevel} />
      ) : state.status === 'loading' ? (
        <p className="lead-form__loading">{m.forms_loading()}</p>
      ) : (
        <LeadForm
          formId={props.formId}
          subject={noSubject}
          data={state.data}
          analytics={noAnalyticsSubject}
          submitLabel={props.formId === 'test-drive' ? m.forms_submit_test_drive() : m.forms_submit_contact()}
          headingLevel={props.headingLevel}
        />
      )}
    </div>
  )
}
