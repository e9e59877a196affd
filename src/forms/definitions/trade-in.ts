/**
 * The trade-in form (trade-in): the car, whose fields also make the
 * valuation request, then the visitor.
 */
import { fuelChoices, fuelLabels } from '#src/product-api/contract/vocabulary.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { rules, type LimitFormat } from '../rules/rule-set.ts'
import { customerFields, locationAutocomplete, marketingGroup, messageField } from './common-fields.ts'
import { field, group, type FieldDefinition, type FieldGroup, type FormBuild, type FormValidationMode } from './field.ts'

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

export function tradeInGroups({ data, mode }: FormBuild): FieldGroup[] {
  return [
    group('car', m.forms_group_car(), tradeInCarFields(mode, data.today)),
    group('customer', m.forms_group_customer(), [...customerFields(mode, { postcode: true }), locationAutocomplete(data, mode), messageField(mode, false)]),
    marketingGroup(mode),
  ]
}
