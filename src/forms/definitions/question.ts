/**
 * A question for a location (service-booking, and the minilease inquiry):
 * where, what, and who asks.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { customerGroup, locationAutocomplete, marketingGroup, messageField } from './common-fields.ts'
import { group, type FieldGroup, type FormBuild } from './field.ts'

export function questionGroups({ data, mode }: FormBuild): FieldGroup[] {
  return [
    group('question', m.forms_group_question(), [locationAutocomplete(data, mode), messageField(mode, true)]),
    customerGroup(mode, true),
    marketingGroup(mode),
  ]
}
