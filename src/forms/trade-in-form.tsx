/**
 * Trade-in (byttebil): the visitor describes the car (registration number,
 * make, model, variant, first registration, year, mileage, fuel, condition;
 * the plate can fill most of them from the registry, plate-lookup-field.tsx,
 * issue 35), gets a valuation from the
 * product API (through the site), and sends it with their contact details
 * as a lead for a firm offer. The lead can be sent without a valuation
 * (e.g. when the valuation is unavailable); the dealer then makes the offer.
 *
 * For the /byttebil page and the content blocks "trade_in" and embedded
 * "trade_in": without `data` the form loads its data in the browser.
 */
import { useCallback, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { tradeInValuationConfig, type TradeInValuationReason } from '#machines/trade-in-valuation/trade-in-valuation-machine.ts'
import { createLoadMachine, loadState, type LoadOutcome } from '#machines/shared/load-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import formsCss from './forms.css?url'
import { Button } from '../ui/button.tsx'
import { noAnalyticsSubject } from './form-analytics.ts'
import type { FormSubject } from './form-catalogue.ts'
import { tradeInCarFields } from './definitions/trade-in.ts'
import { type FormContextData } from './definitions/field.ts'
import type { TradeInValuationView } from './form-views.ts'
import { FormLoadError } from './form-load-error.tsx'
import { LeadForm } from './lead-form.tsx'
import { requestTradeInValuation } from './form.functions.ts'
import { formatDate, formatKm, formatKr } from '../format/format.ts'
import { useFormData } from './use-form-data.ts'
import { tidySentenceEnds } from '../format/sentence.ts'
import type { LeadFormApi } from './use-lead-form.ts'
import { PlateLookup, usePlateLookup } from './plate-lookup-field.tsx'

export interface TradeInFormProps {
  /** The form's data (locations); loaded in the browser when not given. */
  data?: FormContextData
  /** Level of the form's status headings: 2 on a page, 3 inside a content block with its own h2. */
  headingLevel?: 2 | 3
}

export function TradeInForm({ data, headingLevel = 2 }: TradeInFormProps) {
  const { state, retry } = useFormData('trade-in', data)
  return (
    <>
      {/* Placed in content blocks too: React 19 hoists this link into <head> once. */}
      <link rel="stylesheet" href={formsCss} precedence="default" />
      {state.status === 'error' ? (
        <FormLoadError onRetry={retry} headingLevel={headingLevel} />
      ) : state.status === 'loading' ? (
        <p className="lead-form__loading">{m.forms_loading()}</p>
      ) : (
        <TradeInLeadForm data={state.data} headingLevel={headingLevel} />
      )}
    </>
  )
}

type ValuationState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'done'; valuation: TradeInValuationView }
  | { status: 'unavailable' }
  | { status: 'rate-limited' }
  | { status: 'stale' }

interface ValuationRequest {
  /** The car fields' values the valuation is for. */
  values: Parameters<typeof requestTradeInValuation>[0]['data']['values']
  /** Field errors the site answered with are shown at their fields. */
  showFieldErrors(errors: Record<string, readonly string[]>): void
}

/** The trade-in-valuation machine (machines/trade-in-valuation/); its `load` actor asks the site. */
const valuationFlow = createLoadMachine<ValuationRequest, TradeInValuationView, TradeInValuationReason>(tradeInValuationConfig).provide({
  actors: {
    load: fromPromise<LoadOutcome<TradeInValuationView, TradeInValuationReason>, ValuationRequest>(async ({ input }) => {
      const answer = await requestTradeInValuation({ data: { values: input.values } })
      switch (answer.status) {
        case 'ok':
          return { ok: true, value: answer.valuation }
        case 'rejected':
          input.showFieldErrors(answer.fieldErrors)
          return { ok: false, reason: 'rejected' }
        case 'rate-limited':
          return { ok: false, reason: 'rate-limited' }
        default:
          return { ok: false, reason: 'unavailable' }
      }
    }),
  },
})

/** What the valuation box shows for the machine's state (a rejected request shows its errors at the fields instead). */
function valuationView(snapshot: SnapshotFrom<typeof valuationFlow>): ValuationState {
  const { value, reason } = snapshot.context
  switch (loadState(snapshot)) {
    case 'loading':
      return { status: 'loading' }
    case 'loaded':
      return value ? { status: 'done', valuation: value } : { status: 'none' }
    case 'stale':
      return { status: 'stale' }
    case 'failed':
      return reason === 'rate-limited' ? { status: 'rate-limited' } : reason === 'unavailable' ? { status: 'unavailable' } : { status: 'none' }
    default:
      return { status: 'none' }
  }
}

function TradeInLeadForm({ data, headingLevel }: { data: FormContextData; headingLevel: 2 | 3 }) {
  const carFields = useMemo(() => tradeInCarFields('live', data.today).map((f) => f.name), [data.today])
  const [snapshot, send] = useMachine(valuationFlow)
  const [plateSnapshot, sendPlate] = usePlateLookup()
  const valuation = valuationView(snapshot)
  const valuationId = valuation.status === 'done' ? valuation.valuation.valuationId : undefined
  const subject = useMemo((): FormSubject => (valuationId ? { valuationId } : {}), [valuationId])

  const onFieldChange = useCallback(
    (name: string) => {
      // A valuation belongs to the car it was made for.
      if (carFields.includes(name)) send({ type: 'load.invalidate' })
      // A lookup's message belongs to the plate it was made for (the filled fields stay).
      if (name === 'registrationNumber') sendPlate({ type: 'load.invalidate' })
    },
    [carFields, send, sendPlate],
  )

  const requestValuation = async (api: LeadFormApi) => {
    if (!(await api.validateFields(carFields))) return
    const values = api.values()
    send({
      type: 'load.start',
      input: { values: Object.fromEntries(carFields.map((name) => [name, values[name] ?? ''])), showFieldErrors: (errors) => api.showFieldErrors(errors) },
    })
  }

  const afterGroup = (groupId: string, api: LeadFormApi) =>
    groupId === 'car' ? (
      <div className="valuation" data-flow="trade-in-valuation" data-state={loadState(snapshot)}>
        <Button variant="secondary" onClick={() => void requestValuation(api)} disabled={api.locked || valuation.status === 'loading'}>
          {valuation.status === 'loading' ? m.forms_valuation_loading() : m.forms_valuation_request()}
        </Button>
        <div className="valuation__result" role="status">
          <ValuationResult state={valuation} />
        </div>
      </div>
    ) : null

  return (
    <LeadForm
      formId="trade-in"
      subject={subject}
      data={data}
      analytics={noAnalyticsSubject}
      submitLabel={m.forms_submit_trade_in()}
      headingLevel={headingLevel}
      afterGroup={afterGroup}
      afterField={(name, api) => (name === 'registrationNumber' ? <PlateLookup api={api} snapshot={plateSnapshot} send={sendPlate} /> : null)}
      onFieldChange={onFieldChange}
    />
  )
}

function ValuationResult({ state }: { state: ValuationState }) {
  switch (state.status) {
    case 'done': {
      const v = state.valuation
      return (
        <div className="valuation__box">
          <p className="valuation__estimate">
            {m.forms_valuation_estimate({ car: `${v.make} ${v.model} (${v.year}, ${formatKm(v.mileageKm)})` })} <strong>{formatKr(v.estimate)}</strong>
          </p>
          <p>{tidySentenceEnds(m.forms_valuation_range({ low: formatKr(v.low), high: formatKr(v.high), date: formatDate(v.validUntil) }))}</p>
          <p className="valuation__explanation">{v.explanation}</p>
          <p>{m.forms_valuation_next()}</p>
        </div>
      )
    }
    case 'unavailable':
      return <p>{m.forms_valuation_unavailable()}</p>
    case 'rate-limited':
      return <p>{m.forms_valuation_rate_limited()}</p>
    case 'stale':
      return <p>{m.forms_valuation_stale()}</p>
    default:
      return null
  }
}
