/**
 * "Kontakt os om modellen" on a model page: the visitor, and a question for
 * a location of their choice.
 */
import { m } from '#src/i18n/paraglide/messages.js'
import { customerGroup, locationRadio, marketingGroup, messageField } from './common-fields.ts'
import { group, type FieldGroup, type FormBuild } from './field.ts'

export function modelContactGroups({ data, mode }: FormBuild): FieldGroup[] {
  return [
    customerGroup(mode, true),
    group('question', m.forms_group_question(), [locationRadio(data, mode, false), messageField(mode, true)]),
    marketingGroup(mode),
  ]
}
