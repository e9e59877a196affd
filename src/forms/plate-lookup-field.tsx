/**
 * "Hent bilens oplysninger" under the trade-in form's "Nummerplade" (issue
 * 35): the plate-lookup machine (machines/plate-lookup/) asks the site
 * (plate-lookup.functions.ts), a found car fills the car fields for the
 * visitor to check and correct, and every other answer has its own Danish
 * message in a status region. The plate is optional: the fields can always
 * be filled by hand and the form sent.
 */
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { plateLookupConfig, type PlateLookupReason } from '#machines/plate-lookup/plate-lookup-machine.ts'
import { createLoadMachine, loadState, type LoadOutcome } from '#machines/shared/load-machine.ts'
import { m } from '../i18n/paraglide/messages.js'
import { formatPlate, normalisePlate } from '../product-api/contract/plates.ts'
import { Button } from '../ui/button.tsx'
import { lookupTradeInPlate } from './plate-lookup.functions.ts'
import { plateCarValues, type PlateCar, type PlateLookupAnswer } from './plate-lookup.ts'
import type { LeadFormApi } from './use-lead-form.ts'

interface PlateRequest {
  plate: string
  /** The answer as it came (the refused vehicle's kind, field errors), for the message. */
  onAnswer(answer: PlateLookupAnswer): void
  /** A found car fills the car fields. */
  fill(car: PlateCar): void
}

/** The plate-lookup machine with its `load` actor asking the site. */
export const plateLookupFlow = createLoadMachine<PlateRequest, PlateCar, PlateLookupReason>(plateLookupConfig).provide({
  actors: {
    load: fromPromise<LoadOutcome<PlateCar, PlateLookupReason>, PlateRequest>(async ({ input, signal }) => {
      const answer = await lookupTradeInPlate({ data: { plate: input.plate } })
      // The visitor changed the plate while it was looked up (load.invalidate stopped this actor): the answer is
      // the old plate's and must not fill the car fields or show its refusal. The machine drops the outcome.
      if (signal.aborted) return { ok: false, reason: 'unavailable' }
      input.onAnswer(answer)
      switch (answer.status) {
        case 'found':
          input.fill(answer.car)
          return { ok: true, value: answer.car }
        case 'unknown':
          return { ok: false, reason: 'unknown' }
        case 'refused-type':
          return { ok: false, reason: 'refused-type' }
        case 'rate-limited':
          return { ok: false, reason: 'rate-limited' }
        case 'rejected':
          return { ok: false, reason: 'rejected' }
        default:
          return { ok: false, reason: 'unavailable' }
      }
    }),
  },
})

export type PlateLookupSnapshot = SnapshotFrom<typeof plateLookupFlow>
export type PlateLookupSend = (event: { type: 'load.start'; input: PlateRequest } | { type: 'load.retry' } | { type: 'load.invalidate' }) => void

export function usePlateLookup() {
  return useMachine(plateLookupFlow)
}

export function PlateLookup({ api, snapshot, send }: { api: LeadFormApi; snapshot: PlateLookupSnapshot; send: PlateLookupSend }) {
  // The refused vehicle's kind ("motorcykel") for its message; the machine keeps only the reason.
  const [refusedKind, setRefusedKind] = useState('')
  const state = loadState(snapshot)
  const busy = state === 'loading'

  const lookUp = async () => {
    if (!(await api.validateFields(['registrationNumber']))) return
    const plate = normalisePlate(String(api.values().registrationNumber ?? ''))
    // An empty plate: nothing to look up (the plate is optional); say where to write it.
    if (!plate) {
      api.showFieldErrors({ registrationNumber: [m.forms_rule_registration_dk({ name: m.forms_field_registration() })] })
      return
    }
    send({
      type: 'load.start',
      input: {
        plate,
        onAnswer: (answer) => {
          if (answer.status === 'refused-type') setRefusedKind(answer.kindLabel)
          if (answer.status === 'rejected') api.showFieldErrors(answer.fieldErrors)
        },
        fill: (car) => api.setValues(plateCarValues(car)),
      },
    })
  }

  return (
    <div className="plate-lookup" data-flow="plate-lookup" data-state={state}>
      <Button variant="secondary" size="small" onClick={() => void lookUp()} disabled={api.locked || busy}>
        {busy ? m.forms_plate_looking_up() : m.forms_plate_lookup()}
      </Button>
      <div className="plate-lookup__result" role="status">
        <PlateMessage snapshot={snapshot} refusedKind={refusedKind} onRetry={() => send({ type: 'load.retry' })} locked={api.locked} />
      </div>
    </div>
  )
}

function PlateMessage({ snapshot, refusedKind, onRetry, locked }: { snapshot: PlateLookupSnapshot; refusedKind: string; onRetry(): void; locked: boolean }) {
  const { value, reason, input } = snapshot.context
  const plate = input ? formatPlate(input.plate) : ''
  switch (loadState(snapshot)) {
    case 'loaded':
      return value ? (
        <p className="plate-lookup__box plate-lookup__box--found">
          {m.forms_plate_found({ plate: formatPlate(value.plate), car: [value.make, value.model, value.variant, value.modelYear].filter(Boolean).join(' ') })}
        </p>
      ) : null
    case 'failed':
      switch (reason) {
        case 'unknown':
          return <p className="plate-lookup__box">{m.forms_plate_unknown({ plate })}</p>
        case 'refused-type':
          return <p className="plate-lookup__box">{m.forms_plate_refused_type({ plate, kind: refusedKind })}</p>
        case 'rate-limited':
          return <p className="plate-lookup__box">{m.forms_plate_rate_limited()}</p>
        case 'unavailable':
          return (
            <div className="plate-lookup__box">
              <p>{m.forms_plate_unavailable()}</p>
              <Button variant="secondary" size="small" onClick={onRetry} disabled={locked}>
                {m.forms_plate_retry()}
              </Button>
            </div>
          )
        default:
          // A rejected plate shows its message at the field.
          return null
      }
    default:
      return null
  }
}
