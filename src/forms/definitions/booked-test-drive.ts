/**
 * A test drive of the car or model on the page (vehicle-test-drive and
 * model-test-drive): location, date and time first, then the visitor.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { bookingFields, customerGroup, marketingGroup, messageField } from './common-fields.ts'
import { field, group, type FieldGroup, type FormBuild } from './field.ts'

export function bookedTestDriveGroups({ data, subject, mode }: FormBuild): FieldGroup[] {
  return [
    group('booking', m.forms_group_booking(), bookingFields(data, mode, subject.location)),
    customerGroup(mode, false),
    group('more', m.forms_group_more(), [
      field({ name: 'hasTradeIn', kind: 'toggle', label: m.forms_field_trade_in_toggle(), rules: [] }, mode),
      messageField(mode, false),
    ]),
    marketingGroup(mode),
  ]
}
