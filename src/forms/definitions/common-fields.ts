/**
 * The fields several lead forms share: the visitor's details, the message,
 * the marketing checkbox, the location (as radios or an autocomplete) and the
 * test-drive booking. Pure module (labels from paraglide).
 */
import { bookingHorizonDays } from '#src/product-api/contract/test-drive-slots.ts'
import { formatClock } from '#src/format/format.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { slotsOn } from '../rules/opening-hours.ts'
import { rules, type RuleEnv } from '../rules/rule-set.ts'
import { addDays, parseDate, type FormValues } from '../rules/values.ts'
import { field, group, type FieldDefinition, type FieldGroup, type FieldOption, type FormContextData, type FormValidationMode } from './field.ts'

export function locationHoursLookup(data: FormContextData) {
  return (slug: string) => data.locations.find((l) => l.slug === slug)?.hours
}

export function customerFields(mode: FormValidationMode, options: { postcode: boolean }): FieldDefinition[] {
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

export function messageField(mode: FormValidationMode, required: boolean, hint?: string): FieldDefinition {
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
export function marketingFields(mode: FormValidationMode): FieldDefinition[] {
  return [field({ name: 'marketing', kind: 'checkbox', label: m.forms_field_marketing(), hint: m.forms_hint_marketing(), rules: [] }, mode)]
}

export function locationRadio(data: FormContextData, mode: FormValidationMode, required: boolean, defaultValue?: string): FieldDefinition {
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
export function locationAutocomplete(data: FormContextData, mode: FormValidationMode): FieldDefinition {
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
export function bookingFields(data: FormContextData, mode: FormValidationMode, defaultLocation?: string): FieldDefinition[] {
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

/** "Dine oplysninger": name, e-mail, phone and, where asked, the postcode. */
export function customerGroup(mode: FormValidationMode, postcode: boolean): FieldGroup {
  return group('customer', m.forms_group_customer(), customerFields(mode, { postcode }))
}

export function marketingGroup(mode: FormValidationMode): FieldGroup {
  return group('marketing', m.forms_group_marketing(), marketingFields(mode))
}
