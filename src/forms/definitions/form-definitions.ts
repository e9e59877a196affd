/**
 * Every lead form by its id: its groups (one file per form beside this one),
 * its validation mode, and the definition the browser renders and the site
 * validates a post with.
 */
import { formKinds, type FormId, type FormSubject } from '../form-catalogue.ts'
import type { FieldValue } from '../rules/values.ts'
import { bookedTestDriveGroups } from './booked-test-drive.ts'
import { directContactGroups } from './direct-contact.ts'
import type { FieldGroup, FormBuild, FormContextData, FormDefinition, FormValidationMode } from './field.ts'
import { minileaseOrderGroups } from './minilease-order.ts'
import { modelContactGroups } from './model-contact.ts'
import { questionGroups } from './question.ts'
import { testDriveGroups } from './test-drive.ts'
import { tradeInGroups } from './trade-in.ts'
import { vehicleInterestGroups } from './vehicle-interest.ts'

const formGroups: Record<FormId, (build: FormBuild) => FieldGroup[]> = {
  'vehicle-interest': vehicleInterestGroups,
  'vehicle-test-drive': bookedTestDriveGroups,
  'model-test-drive': bookedTestDriveGroups,
  'test-drive': testDriveGroups,
  'model-contact': modelContactGroups,
  'direct-contact': directContactGroups,
  'service-booking': questionGroups,
  minilease: questionGroups,
  'minilease-order': minileaseOrderGroups,
  'trade-in': tradeInGroups,
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
  const groups = formGroups[formId]({ data, subject, mode: formValidationModes[formId] })
  return { formId, kind: formKinds[formId], groups, fields: groups.flatMap((g) => g.fields) }
}

export function defaultValues(definition: FormDefinition): Record<string, FieldValue> {
  return Object.fromEntries(definition.fields.map((f) => [f.name, f.defaultValue]))
}
