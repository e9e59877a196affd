/**
 * Ordering a configured minilease (minilease-order): where the car is picked
 * up, and who orders it.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { customerGroup, locationRadio, marketingGroup, messageField } from './common-fields.ts'
import { group, type FieldGroup, type FormBuild } from './field.ts'

export function minileaseOrderGroups({ data, mode }: FormBuild): FieldGroup[] {
  return [
    group('pickup', m.forms_group_minilease_pickup(), [locationRadio(data, mode, true), messageField(mode, false, m.forms_hint_message_minilease())]),
    customerGroup(mode, false),
    marketingGroup(mode),
  ]
}
