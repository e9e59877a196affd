/**
 * Running a form's rules (rule-set.ts): a field's first failure, every
 * field's, the form's problem, and the zod schema the server parses a post
 * with, so browser and server judge the same values the same way.
 */
import { z } from 'zod'
import type { Rule, RuleEnv } from './rule-set.ts'
import type { FieldValue, FormValues } from './values.ts'

/** A field as the rules see it. */
export interface FieldRules {
  name: string
  /** The field's name in messages; defaults to its label. */
  messageName: string
  valueType: 'text' | 'boolean'
  rules: readonly Rule[]
}

/** The first failing rule's message, or null. */
export function checkField(field: FieldRules, values: FormValues, env: RuleEnv): string | null {
  const value = values[field.name] ?? (field.valueType === 'boolean' ? false : '')
  for (const rule of field.rules) {
    const message = rule.check({ value, values, name: field.messageName, env })
    if (message) return message
  }
  return null
}

export interface FieldFailure {
  field: string
  message: string
  /** The failing rule is `required`, `chosen` or `accepted`: the field is missing, not wrong. */
  missing: boolean
}

/** Every field's first failure, in field order. */
export function checkFields(fields: readonly FieldRules[], values: FormValues, env: RuleEnv): FieldFailure[] {
  const failures: FieldFailure[] = []
  for (const field of fields) {
    const value = values[field.name] ?? (field.valueType === 'boolean' ? false : '')
    for (const rule of field.rules) {
      const message = rule.check({ value, values, name: field.messageName, env })
      if (message) {
        failures.push({ field: field.name, message, missing: isMissingRule(rule) })
        break
      }
    }
  }
  return failures
}

/** The form-level problem: 'incomplete' when only required fields are missing, else 'invalid'. */
export function formProblem(failures: readonly FieldFailure[]): 'invalid' | 'incomplete' | null {
  if (failures.length === 0) return null
  return failures.every((f) => f.missing) ? 'incomplete' : 'invalid'
}

function isMissingRule(rule: Rule): boolean {
  return rule.kind === 'required' || rule.kind === 'chosen' || rule.kind === 'accepted'
}

export function isRequiredField(field: FieldRules): boolean {
  return field.rules.some(isMissingRule)
}

/**
 * The zod schema of a form's values: exactly the form's fields (strings for
 * text, booleans for checkboxes), each checked with its rules. Issues carry
 * the field name as path and the rule's message.
 */
export function formValuesSchema(fields: readonly FieldRules[], env: RuleEnv) {
  const fallback = { error: () => env.messages.fallback() }
  const shape: Record<string, z.ZodType<FieldValue>> = {}
  for (const field of fields) {
    shape[field.name] = field.valueType === 'boolean' ? z.boolean(fallback).default(false) : z.string(fallback).max(5_000, fallback).default('')
  }
  return z.strictObject(shape, fallback).superRefine((values, ctx) => {
    for (const failure of checkFields(fields, values as FormValues, env)) {
      ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message })
    }
  })
}
