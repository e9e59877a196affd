/**
 * The test-drive form a content editor places anywhere (test-drive): the
 * visitor chooses the model, then location, date and time.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { rules } from '../rules/rule-set.ts'
import { bookingFields, customerGroup, marketingGroup, messageField } from './common-fields.ts'
import { field, group, type FieldGroup, type FormBuild } from './field.ts'

export function testDriveGroups({ data, mode }: FormBuild): FieldGroup[] {
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
    customerGroup(mode, false),
    group('more', m.forms_group_more(), [messageField(mode, false)]),
    marketingGroup(mode),
  ]
}
