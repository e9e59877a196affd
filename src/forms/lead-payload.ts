/**
 * From a validated lead to the product API's submission body, and from the
 * API's field errors back to the form's fields. Pure and deterministic: a
 * lead posted again (outbox retry) gives the same body, which the product
 * API needs to recognise its idempotency key.
 */
import type {
  ContactSubmission,
  InterestSubmission,
  MinileaseOrderSubmission,
  TestDriveSubmission,
  TradeInSubmission,
} from '../product-api/contract/submissions.ts'
import { contactTopics } from '../product-api/contract/submissions.ts'
import { acquisitionTypeSchema, fuelSchema } from '../product-api/contract/vehicle.ts'
import type { FieldErrors } from '../product-api/contract/common.ts'
import { formKinds, type FormId, type FormSubject } from './form-catalogue.ts'
import type { FormContextData, FormDefinition } from './definitions/field.ts'
import { parseDate, parseNumber, type FormValues } from './rules/values.ts'
import { normaliseDanishPhone, normaliseRegistration } from './rules/normalise.ts'

export type SubmissionBody =
  | { kind: 'test_drive'; body: TestDriveSubmission }
  | { kind: 'interest'; body: InterestSubmission }
  | { kind: 'contact'; body: ContactSubmission }
  | { kind: 'trade_in'; body: TradeInSubmission }
  | { kind: 'minilease_order'; body: MinileaseOrderSubmission }

function str(values: FormValues, name: string): string {
  const value = values[name]
  return typeof value === 'string' ? value.trim() : ''
}

function optionalStr(values: FormValues, name: string): string | undefined {
  return str(values, name) || undefined
}

function customer(values: FormValues) {
  return {
    name: str(values, 'name'),
    email: str(values, 'email'),
    phone: normaliseDanishPhone(str(values, 'phone')) ?? str(values, 'phone'),
    ...(optionalStr(values, 'postcode') ? { postcode: str(values, 'postcode') } : {}),
  }
}

/** Only marketing is a consent: answering the inquiry itself needs none (the form informs). */
function consents(values: FormValues) {
  return { marketing: values.marketing === true }
}

/** The slug of a location picked by its label (autocomplete) or slug (radio). */
function locationSlug(values: FormValues, data: FormContextData): string | undefined {
  const picked = str(values, 'location').toLocaleLowerCase('da-DK')
  if (!picked) return undefined
  return data.locations.find((l) => l.slug === picked || l.label.toLocaleLowerCase('da-DK') === picked)?.slug
}

function integer(values: FormValues, name: string): number {
  return Math.trunc(parseNumber(str(values, name)) ?? 0)
}

/** Fixed topics of the embedded contact forms. */
const fixedTopics: Partial<Record<FormId, (typeof contactTopics)[number]>> = {
  'service-booking': 'workshop',
  minilease: 'leasing',
  'model-contact': 'sales',
}

/**
 * The submission body of a validated lead, in the interface locale it was
 * filled in (spec 4: every form's payload carries the locale).
 */
export function submissionBody(formId: FormId, subject: FormSubject, values: FormValues, data: FormContextData, locale: string): SubmissionBody {
  const message = optionalStr(values, 'message')
  switch (formKinds[formId]) {
    case 'interest': {
      const acquisition = acquisitionTypeSchema.safeParse(str(values, 'acquisitionType'))
      return {
        kind: 'interest',
        body: {
          vehicleId: subject.vehicleId ?? '',
          ...(acquisition.success ? { acquisitionType: acquisition.data } : {}),
          customer: customer(values),
          ...(message ? { message } : {}),
          wantsTradeIn: values.wantsTradeIn === true,
          consents: consents(values),
          locale,
        },
      }
    }
    case 'test_drive': {
      const chosen = str(values, 'vehicleModel').toLocaleLowerCase('da-DK')
      const model =
        formId === 'test-drive'
          ? data.models.find((o) => o.label.toLocaleLowerCase('da-DK') === chosen)
          : subject.model && subject.brand
            ? { brand: subject.brand, model: subject.model }
            : undefined
      return {
        kind: 'test_drive',
        body: {
          ...(subject.vehicleId ? { vehicleId: subject.vehicleId } : {}),
          ...(model && !subject.vehicleId ? { model: { brand: model.brand, model: model.model } } : {}),
          location: locationSlug(values, data) ?? str(values, 'location'),
          preferredDate: parseDate(str(values, 'preferredDate')) ?? str(values, 'preferredDate'),
          preferredTime: str(values, 'preferredTime'),
          customer: customer(values),
          ...(message ? { message } : {}),
          hasTradeIn: values.hasTradeIn === true,
          consents: consents(values),
          locale,
        },
      }
    }
    case 'contact': {
      const topic = fixedTopics[formId] ?? contactTopics.find((t) => t === str(values, 'topic')) ?? 'other'
      const location = locationSlug(values, data)
      return {
        kind: 'contact',
        body: {
          ...(location ? { location } : {}),
          topic,
          ...(formId === 'model-contact' && subject.brand && subject.model ? { model: { brand: subject.brand, model: subject.model } } : {}),
          customer: customer(values),
          message: message ?? '',
          consents: consents(values),
          locale,
        },
      }
    }
    case 'minilease_order': {
      const location = locationSlug(values, data)
      return {
        kind: 'minilease_order',
        body: {
          configurationId: subject.configurationId ?? '',
          colour: subject.colour ?? '',
          durationMonths: Number(subject.durationMonths),
          monthlyDistance: Number(subject.monthlyDistance),
          renewal: subject.renewal === 'true',
          quotedPricePerMonth: Number(subject.quotedPricePerMonth),
          ...(location ? { location } : {}),
          customer: customer(values),
          ...(message ? { message } : {}),
          consents: consents(values),
          locale,
        },
      }
    }
    case 'trade_in': {
      const fuel = fuelSchema.safeParse(str(values, 'fuel'))
      const registration = normaliseRegistration(str(values, 'registrationNumber'))
      const location = locationSlug(values, data)
      const variant = str(values, 'variant')
      const firstRegistration = parseDate(str(values, 'firstRegistration'))
      return {
        kind: 'trade_in',
        body: {
          ...(subject.valuationId ? { valuationId: subject.valuationId } : {}),
          make: str(values, 'make'),
          model: str(values, 'model'),
          ...(variant ? { variant } : {}),
          ...(firstRegistration ? { firstRegistration } : {}),
          year: integer(values, 'year'),
          mileageKm: integer(values, 'mileage'),
          ...(fuel.success ? { fuel: fuel.data } : {}),
          ...(registration ? { registrationNumber: registration } : {}),
          ...(location ? { location } : {}),
          customer: customer(values),
          ...(message ? { message } : {}),
          consents: consents(values),
          locale,
        },
      }
    }
  }
}

/** API field paths → the form's field names. */
const apiFieldNames: Record<string, string> = {
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.postcode': 'postcode',
  consents: 'marketing',
  'consents.marketing': 'marketing',
  message: 'message',
  location: 'location',
  preferredDate: 'preferredDate',
  preferredTime: 'preferredTime',
  acquisitionType: 'acquisitionType',
  wantsTradeIn: 'wantsTradeIn',
  hasTradeIn: 'hasTradeIn',
  topic: 'topic',
  make: 'make',
  year: 'year',
  mileageKm: 'mileage',
  fuel: 'fuel',
  registrationNumber: 'registrationNumber',
}

/**
 * Spreads the API's field errors over the form: onto the fields the form
 * has, the rest (vehicle gone, idempotency key …) as form-level errors.
 */
export function mapApiFieldErrors(
  definition: FormDefinition,
  fieldErrors: FieldErrors,
  formErrors: readonly string[],
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const known = new Set(definition.fields.map((f) => f.name))
  const mapped: Record<string, string[]> = {}
  const rest = [...formErrors]
  for (const [path, messages] of Object.entries(fieldErrors)) {
    // The trade-in form has a "model" field of its own; elsewhere "model" is the subject.
    const name = path === 'model' && definition.kind === 'trade_in' ? 'model' : apiFieldNames[path]
    if (name && known.has(name)) mapped[name] = [...(mapped[name] ?? []), ...messages]
    else rest.push(...messages)
  }
  return { fieldErrors: mapped, formErrors: [...new Set(rest)] }
}
