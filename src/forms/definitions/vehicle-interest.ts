/**
 * "Jeg er interesseret i bilen" on a vehicle page: the visitor, how they want
 * to buy (when the car is offered more ways than one), a trade-in and a message.
 */
import { acquisitionTypeLabels } from '#src/product-api/contract/vocabulary.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { rules } from '../rules/rule-set.ts'
import { customerGroup, marketingGroup, messageField } from './common-fields.ts'
import { field, group, type FieldGroup, type FormBuild } from './field.ts'

export function vehicleInterestGroups({ data, mode }: FormBuild): FieldGroup[] {
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
  return [customerGroup(mode, true), group('wishes', m.forms_group_interest(), wishes), marketingGroup(mode)]
}
