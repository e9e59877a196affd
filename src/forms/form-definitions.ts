/**
 * The fields of every lead form, with their rules (rules.ts), labels and
 * validation timing. The browser renders and validates a form from its
 * definition; the site builds the same definition from the same data to
 * validate the post. Pure module (labels from paraglide).
 */
import { acquisitionTypeLabels, fuelChoices, fuelLabels, type AcquisitionType } from '../product-api/contract/vocabulary.ts'
import { contactTopicLabels, contactTopics } from '../product-api/contract/submissions.ts'
import { bookingHorizonDays } from '../product-api/contract/test-drive-slots.ts'
import { formatClock } from '../format/format.ts'
import { m } from '../i18n/paraglide/messages.js'
import { formKinds, type FormId, type FormSubject } from './form-catalogue.ts'
import {
  addDays,
  parseDate,
  rules,
  slotsOn,
  type DayHoursLike,
  type FieldRules,
  type FieldValue,
  type FormValues,
  type LimitFormat,
  type Rule,
  type RuleEnv,
} from './rules.ts'
import type { SubmissionKind } from '../product-api/contract/submissions.ts'

// ---------------------------------------------------------------------------
// The data a form needs (loaded with the page, and by the site for a post)
// ---------------------------------------------------------------------------

export interface LocationChoice {
  slug: string
  /** "Bilhuset Nord Greve". */
  name: string
  /** "Greve": what the visitor picks. */
  label: string
  brands: string[]
  /** Showroom hours, Monday first. */
  hours: DayHoursLike[]
}

export interface ModelChoice {
  brand: string
  model: string
  /** "Mercedes-Benz GLC". */
  label: string
}

export interface FormContextData {
  /** Today (yyyy-mm-dd, Copenhagen) when the data was loaded. */
  today: string
  /** The locations the visitor can choose, already narrowed to the form's brand. */
  locations: LocationChoice[]
  /** Vehicle interest: the acquisition types the vehicle is offered with. */
  acquisitionTypes: AcquisitionType[]
  /** Embedded test drive: the models the visitor can choose. */
  models: ModelChoice[]
}

// ---------------------------------------------------------------------------
// Field and form definitions
// ---------------------------------------------------------------------------

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'radio' | 'select' | 'autocomplete' | 'checkbox' | 'toggle'

/**
 * When a field's message shows (spec 5): on blur by default, when changed
 * ("dirty") for checkboxes, while typing ("live", debounced 20 ms) or only
 * on submit, as the form is configured.
 */
export type ValidationTiming = 'blur' | 'dirty' | 'live' | 'submit'

/** Spec 5: the default input delay of text inputs, used to debounce live validation. */
export const textInputDelayMs = 20

export interface FieldOption {
  value: string
  label: string
}

export interface FieldDefinition extends FieldRules {
  kind: FieldKind
  label: string
  hint?: string
  options?: readonly FieldOption[]
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal'
  defaultValue: FieldValue
  timing: ValidationTiming
  /** Other fields whose change validates this one again (from its rules). */
  listenTo: string[]
  /** Narrow fields sit two to a row on wide screens. */
  narrow?: boolean
  /** Date fields: the first and last date offered (yyyy-mm-dd, the native date input's min and max). */
  min?: string
  max?: string
  /**
   * Options that follow the other values (the test-drive times of the chosen
   * location and date); null while those are not chosen yet.
   */
  optionsFor?: (values: FormValues, env: RuleEnv) => FieldOption[] | null
}

export interface FieldGroup {
  id: string
  legend: string
  fields: FieldDefinition[]
}

export interface FormDefinition {
  formId: FormId
  kind: SubmissionKind
  groups: FieldGroup[]
  /** Every field, in order. */
  fields: FieldDefinition[]
}

export type FormValidationMode = 'blur' | 'live' | 'submit'

interface FieldSpec {
  name: string
  kind: FieldKind
  label: string
  messageName?: string
  hint?: string
  rules: Rule[]
  options?: readonly FieldOption[]
  autoComplete?: string
  inputMode?: FieldDefinition['inputMode']
  defaultValue?: FieldValue
  narrow?: boolean
  min?: string
  max?: string
  optionsFor?: FieldDefinition['optionsFor']
}

function field(spec: FieldSpec, mode: FormValidationMode): FieldDefinition {
  const boolean = spec.kind === 'checkbox' || spec.kind === 'toggle'
  const timing: ValidationTiming = boolean ? (mode === 'submit' ? 'submit' : 'dirty') : mode
  return {
    name: spec.name,
    kind: spec.kind,
    label: spec.label,
    messageName: spec.messageName ?? spec.label,
    hint: spec.hint,
    valueType: boolean ? 'boolean' : 'text',
    rules: spec.rules,
    options: spec.options,
    autoComplete: spec.autoComplete,
    inputMode: spec.inputMode,
    defaultValue: spec.defaultValue ?? (boolean ? false : ''),
    timing,
    listenTo: [...new Set(spec.rules.flatMap((r) => r.dependsOn ?? []))],
    narrow: spec.narrow,
    min: spec.min,
    max: spec.max,
    optionsFor: spec.optionsFor,
  }
}

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

const conditions = ['excellent', 'good', 'fair'] as const

function conditionLabel(value: (typeof conditions)[number]): string {
  return value === 'excellent' ? m.forms_condition_excellent() : value === 'good' ? m.forms_condition_good() : m.forms_condition_fair()
}

/** Makes suggested in the trade-in form (any make can be typed). */
export const tradeInMakes = [
  'Audi',
  'BMW',
  'Citroën',
  'Dacia',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Kia',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Renault',
  'Seat',
  'Skoda',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const

export function locationHoursLookup(data: FormContextData) {
  return (slug: string) => data.locations.find((l) => l.slug === slug)?.hours
}

function customerFields(mode: FormValidationMode, options: { postcode: boolean }): FieldDefinition[] {
  const fields = [
    field(
      { name: 'name', kind: 'text', label: m.forms_field_name(), autoComplete: 'name', rules: [rules.required(), rules.length({ min: 2, max: 100 })] },
      mode,
    ),
    field(
      {
        name: 'email',
        kind: 'email',
        label: m.forms_field_email(),
        autoComplete: 'email',
        inputMode: 'email',
        rules: [rules.required(), rules.email(), rules.length({ max: 254 })],
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'phone',
        kind: 'tel',
        label: m.forms_field_phone(),
        hint: m.forms_hint_phone(),
        autoComplete: 'tel',
        inputMode: 'tel',
        rules: [rules.required(), rules.phoneDk()],
        narrow: true,
      },
      mode,
    ),
  ]
  if (options.postcode) {
    fields.push(
      field(
        {
          name: 'postcode',
          kind: 'text',
          label: m.forms_field_postcode(),
          hint: m.forms_hint_postcode(),
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          rules: [rules.postcodeDk()],
          narrow: true,
        },
        mode,
      ),
    )
  }
  return fields
}

function messageField(mode: FormValidationMode, required: boolean, hint?: string): FieldDefinition {
  return field(
    {
      name: 'message',
      kind: 'textarea',
      label: m.forms_field_message(),
      hint,
      rules: required ? [rules.required(), rules.length({ min: 5, max: 2_000 })] : [rules.length({ max: 2_000 })],
    },
    mode,
  )
}

/**
 * Answering an inquiry needs no consent (GDPR art. 6(1)(b) and (f)): the form
 * informs instead (LeadForm's privacy notice). Marketing is the one thing
 * asked: a separate checkbox, unticked unless the visitor ticks it.
 */
function marketingFields(mode: FormValidationMode): FieldDefinition[] {
  return [field({ name: 'marketing', kind: 'checkbox', label: m.forms_field_marketing(), hint: m.forms_hint_marketing(), rules: [] }, mode)]
}

function locationRadio(data: FormContextData, mode: FormValidationMode, required: boolean, defaultValue?: string): FieldDefinition {
  const options = data.locations.map((l) => ({ value: l.slug, label: l.label }))
  return field(
    {
      name: 'location',
      kind: 'radio',
      label: required ? m.forms_field_location() : m.forms_field_location_optional(),
      messageName: m.forms_field_location_name(),
      options,
      rules: [...(required ? [rules.chosen()] : []), rules.oneOf(options.map((o) => o.value))],
      defaultValue: defaultValue && options.some((o) => o.value === defaultValue) ? defaultValue : options.length === 1 ? options[0]?.value : '',
    },
    mode,
  )
}

/** Optional location as an autocomplete over the location names (many locations). */
function locationAutocomplete(data: FormContextData, mode: FormValidationMode): FieldDefinition {
  const options = data.locations.map((l) => ({ value: l.slug, label: l.label }))
  return field(
    {
      name: 'location',
      kind: 'autocomplete',
      label: m.forms_field_location_optional(),
      messageName: m.forms_field_location_name(),
      hint: m.forms_hint_location(),
      options,
      rules: [rules.oneOf(options.map((o) => o.label))],
    },
    mode,
  )
}

/** The test-drive times of the chosen location on the chosen date ("09.00"), or null until both are chosen. */
function testDriveTimeOptions(lookup: ReturnType<typeof locationHoursLookup>) {
  return (values: FormValues, env: RuleEnv): FieldOption[] | null => {
    const date = parseDate(values.preferredDate ?? '')
    const location = values.location
    if (date === null || typeof location !== 'string' || location === '') return null
    return slotsOn(lookup(location), date, env).map((time) => ({ value: time, label: formatClock(time) }))
  }
}

/**
 * Location, date and time of a test drive (issue 17): a native date input
 * from today to `bookingHorizonDays` ahead, closed days refused, and the
 * start times of the chosen location's opening hours that day
 * (product-api/contract/test-drive-slots.ts).
 */
function bookingFields(data: FormContextData, mode: FormValidationMode, defaultLocation?: string): FieldDefinition[] {
  const lookup = locationHoursLookup(data)
  return [
    locationRadio(data, mode, true, defaultLocation),
    field(
      {
        name: 'preferredDate',
        kind: 'date',
        label: m.forms_field_date(),
        hint: m.forms_hint_date({ days: String(bookingHorizonDays) }),
        rules: [
          rules.required(),
          rules.date(),
          rules.dateAfter({ daysFromToday: 0 }),
          rules.dateBefore({ daysFromToday: bookingHorizonDays }),
          rules.openOn('location', lookup),
        ],
        min: data.today,
        max: addDays(data.today, bookingHorizonDays),
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'preferredTime',
        kind: 'select',
        label: m.forms_field_time(),
        messageName: m.forms_field_time_name(),
        hint: m.forms_hint_time(),
        rules: [rules.chosen(), rules.testDriveTime('preferredDate', 'location', lookup)],
        optionsFor: testDriveTimeOptions(lookup),
        narrow: true,
      },
      mode,
    ),
  ]
}

// ---------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------

function group(id: string, legend: string, fields: FieldDefinition[]): FieldGroup {
  return { id, legend, fields }
}

function groupsFor(formId: FormId, data: FormContextData, subject: FormSubject, mode: FormValidationMode): FieldGroup[] {
  const you = (postcode: boolean) => group('customer', m.forms_group_customer(), customerFields(mode, { postcode }))
  const marketing = group('marketing', m.forms_group_marketing(), marketingFields(mode))
  switch (formId) {
    case 'vehicle-interest': {
      const acquisition = data.acquisitionTypes.map((t) => ({ value: t, label: acquisitionTypeLabels[t] }))
      const wishes = [
        ...(acquisition.length > 1
          ? [
              field(
                {
                  name: 'acquisitionType',
                  kind: 'radio',
                  label: m.forms_field_acquisition(),
                  messageName: m.forms_field_acquisition_name(),
                  options: acquisition,
                  rules: [rules.oneOf(acquisition.map((o) => o.value))],
                },
                mode,
              ),
            ]
          : []),
        field({ name: 'wantsTradeIn', kind: 'toggle', label: m.forms_field_trade_in_toggle(), rules: [] }, mode),
        messageField(mode, false, m.forms_hint_message_interest()),
      ]
      return [you(true), group('wishes', m.forms_group_interest(), wishes), marketing]
    }
    case 'vehicle-test-drive':
    case 'model-test-drive':
      return [
        group('booking', m.forms_group_booking(), bookingFields(data, mode, subject.location)),
        you(false),
        group('more', m.forms_group_more(), [
          field({ name: 'hasTradeIn', kind: 'toggle', label: m.forms_field_trade_in_toggle(), rules: [] }, mode),
          messageField(mode, false),
        ]),
        marketing,
      ]
    case 'test-drive': {
      const options = data.models.map((o) => ({ value: `${o.brand}/${o.model}`, label: o.label }))
      const chooser = field(
        {
          name: 'vehicleModel',
          kind: 'autocomplete',
          label: m.forms_field_model_choice(),
          messageName: m.forms_field_model_choice_name(),
          hint: m.forms_hint_model_choice(),
          options,
          rules: [rules.chosen(), rules.oneOf(options.map((o) => o.label))],
        },
        mode,
      )
      return [
        group('booking', m.forms_group_booking(), [chooser, ...bookingFields(data, mode)]),
        you(false),
        group('more', m.forms_group_more(), [messageField(mode, false)]),
        marketing,
      ]
    }
    case 'model-contact':
      return [you(true), group('question', m.forms_group_question(), [locationRadio(data, mode, false), messageField(mode, true)]), marketing]
    case 'direct-contact': {
      const topics = contactTopics.map((t) => ({ value: t, label: contactTopicLabels[t] }))
      return [
        group('question', m.forms_group_question(), [
          field(
            {
              name: 'topic',
              kind: 'radio',
              label: m.forms_field_topic(),
              messageName: m.forms_field_topic_name(),
              options: topics,
              rules: [rules.chosen(), rules.oneOf(topics.map((o) => o.value))],
            },
            mode,
          ),
          locationAutocomplete(data, mode),
          messageField(mode, true),
        ]),
        you(true),
        marketing,
      ]
    }
    case 'service-booking':
    case 'minilease':
      return [group('question', m.forms_group_question(), [locationAutocomplete(data, mode), messageField(mode, true)]), you(true), marketing]
    case 'minilease-order':
      return [
        group('pickup', m.forms_group_minilease_pickup(), [locationRadio(data, mode, true), messageField(mode, false, m.forms_hint_message_minilease())]),
        you(false),
        marketing,
      ]
    case 'trade-in':
      return [
        group('car', m.forms_group_car(), tradeInCarFields(mode, data.today)),
        group('customer', m.forms_group_customer(), [...customerFields(mode, { postcode: true }), locationAutocomplete(data, mode), messageField(mode, false)]),
        marketing,
      ]
  }
}

const currentModelYear = (today: string) => Number(today.slice(0, 4)) + 1

/** The car fields of the trade-in form (they also make the valuation request). */
/** Years are written without a thousands separator (1990, not 1.990). */
const year: LimitFormat = { grouping: false }

/** The earliest first registration the form takes (older cars are not traded in online; the year field starts at 1990). */
const firstRegistrationFrom = '1990-01-01'

export function tradeInCarFields(mode: FormValidationMode, today: string): FieldDefinition[] {
  return [
    field(
      {
        name: 'registrationNumber',
        kind: 'text',
        label: m.forms_field_registration(),
        hint: m.forms_hint_registration(),
        rules: [rules.registrationDk()],
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'make',
        kind: 'autocomplete',
        label: m.forms_field_make(),
        options: tradeInMakes.map((make) => ({ value: make, label: make })),
        rules: [rules.required(), rules.alpha({ spaces: true }), rules.length({ max: 60 })],
        narrow: true,
      },
      mode,
    ),
    field({ name: 'model', kind: 'text', label: m.forms_field_model(), rules: [rules.required(), rules.length({ max: 60 })], narrow: true }, mode),
    field(
      { name: 'variant', kind: 'text', label: m.forms_field_variant(), hint: m.forms_hint_variant(), rules: [rules.length({ max: 120 })], narrow: true },
      mode,
    ),
    field(
      {
        name: 'firstRegistration',
        kind: 'date',
        label: m.forms_field_first_registration(),
        rules: [rules.date(), rules.dateAfter(firstRegistrationFrom), rules.dateBefore({ daysFromToday: 0 })],
        min: firstRegistrationFrom,
        max: today,
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'year',
        kind: 'text',
        label: m.forms_field_year(),
        inputMode: 'numeric',
        rules: [rules.required(), rules.integer(), rules.min(1990, year), rules.max(currentModelYear(today), year)],
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'mileage',
        kind: 'text',
        label: m.forms_field_mileage(),
        hint: m.forms_hint_mileage(),
        inputMode: 'numeric',
        rules: [rules.required(), rules.integer(), rules.min(0), rules.max(1_000_000)],
        narrow: true,
      },
      mode,
    ),
    field(
      {
        name: 'fuel',
        kind: 'radio',
        label: m.forms_field_fuel(),
        messageName: m.forms_field_fuel_name(),
        options: fuelChoices.map((f) => ({ value: f, label: fuelLabels[f] })),
        rules: [rules.oneOf(fuelChoices)],
      },
      mode,
    ),
    field(
      {
        name: 'condition',
        kind: 'radio',
        label: m.forms_field_condition(),
        messageName: m.forms_field_condition_name(),
        options: conditions.map((c) => ({ value: c, label: conditionLabel(c) })),
        rules: [rules.chosen(), rules.oneOf(conditions)],
        defaultValue: 'good',
      },
      mode,
    ),
  ]
}

/** The validation mode each form is configured with (spec 5: blur by default, live or on submit where configured). */
export const formValidationModes: Record<FormId, FormValidationMode> = {
  'vehicle-interest': 'blur',
  'vehicle-test-drive': 'blur',
  'model-contact': 'blur',
  'model-test-drive': 'blur',
  'direct-contact': 'blur',
  // The car details are checked as they are typed (registration numbers, years).
  'trade-in': 'live',
  'test-drive': 'blur',
  'service-booking': 'blur',
  minilease: 'blur',
  'minilease-order': 'blur',
}

export function buildFormDefinition(formId: FormId, data: FormContextData, subject: FormSubject): FormDefinition {
  const groups = groupsFor(formId, data, subject, formValidationModes[formId])
  return { formId, kind: formKinds[formId], groups, fields: groups.flatMap((g) => g.fields) }
}

export function defaultValues(definition: FormDefinition): Record<string, FieldValue> {
  return Object.fromEntries(definition.fields.map((f) => [f.name, f.defaultValue]))
}
