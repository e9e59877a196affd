/**
 * A lead form's field groups: one fieldset per group (disabled while a lead
 * is on its way), each field bound to its TanStack Form field with its
 * validators, and extra content at the end of a group (the trade-in
 * valuation).
 */
import type { ReactNode } from 'react'
import { FieldControl } from './field-control.tsx'
import type { FormDefinition } from './definitions/field.ts'
import { clientRuleEnv, fieldValidators } from './lead-validation.ts'
import type { LeadFormApi, LeadTanStackForm } from './use-lead-form.ts'

export function LeadFormGroups(props: {
  form: LeadTanStackForm
  definition: FormDefinition
  formDomId: string
  locked: boolean
  api: LeadFormApi
  afterGroup?: (groupId: string, api: LeadFormApi) => ReactNode
  /** What a form shows right after one of its fields (the trade-in's plate lookup). */
  afterField?: (fieldName: string, api: LeadFormApi) => ReactNode
}) {
  const { form, definition, formDomId, locked, api, afterGroup, afterField } = props
  return definition.groups.map((group) => (
    <fieldset key={group.id} className="lead-form__group" disabled={locked}>
      <legend className="lead-form__legend">{group.legend}</legend>
      <div className="lead-form__fields">
        {group.fields.map((f) => (
          <div key={f.name} className={f.narrow ? 'lead-form__field lead-form__field--narrow' : 'lead-form__field'}>
            <form.Field name={f.name} validators={fieldValidators(f) as never}>
              {(field) => {
                const control = (options?: ReturnType<NonNullable<typeof f.optionsFor>>) => (
                  <FieldControl
                    definition={f}
                    formDomId={formDomId}
                    options={options}
                    field={{
                      value: field.state.value,
                      errors: field.state.meta.errors,
                      onChange: (value) => {
                        field.handleChange(value)
                        // A message shown on blur follows the typing once it is there (and disappears when fixed).
                        if (f.timing === 'blur' && field.state.meta.errorMap.onBlur) void form.validateField(f.name, 'blur')
                      },
                      onBlur: field.handleBlur,
                    }}
                  />
                )
                const { optionsFor } = f
                // Options that follow other values (the times of the chosen location and date) re-render with them.
                return optionsFor ? (
                  <form.Subscribe selector={(state) => state.values}>{(values) => control(optionsFor(values, clientRuleEnv()))}</form.Subscribe>
                ) : (
                  control()
                )
              }}
            </form.Field>
            {afterField?.(f.name, api)}
          </div>
        ))}
      </div>
      {afterGroup?.(group.id, api)}
    </fieldset>
  ))
}
