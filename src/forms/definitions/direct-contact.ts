/**
 * The contact form (direct-contact): a topic, a location if the visitor has
 * one in mind, and the question.
 */
import { contactTopicLabels, contactTopics } from '#src/product-api/contract/submissions.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import { rules } from '../rules/rule-set.ts'
import { customerGroup, locationAutocomplete, marketingGroup, messageField } from './common-fields.ts'
import { field, group, type FieldGroup, type FormBuild } from './field.ts'

export function directContactGroups({ data, mode }: FormBuild): FieldGroup[] {
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
    customerGroup(mode, true),
    marketingGroup(mode),
  ]
}
