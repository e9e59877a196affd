import { describe, expect, it } from 'vitest'
import { leadSchema } from '#machines/form-submission/form-submission-machine.ts'
import type { FieldDefinition } from './definitions/field.ts'
import { buildLead, checkLeadValues } from './lead-validation.ts'
import { englishRuleMessages } from './rule-messages.ts'
import { rules, type Rule, type RuleEnv } from './rules/rule-set.ts'

const env: RuleEnv = { messages: englishRuleMessages, today: '2026-11-22', nowMinutes: 600, locale: 'en-GB' }

function field(name: string, fieldRules: Rule[], valueType: 'text' | 'boolean' = 'text'): FieldDefinition {
  return {
    name,
    messageName: name,
    label: name,
    valueType,
    rules: fieldRules,
    kind: valueType === 'boolean' ? 'checkbox' : 'text',
    defaultValue: valueType === 'boolean' ? false : '',
    timing: 'blur',
    listenTo: [],
  }
}

const fields = [field('name', [rules.required()]), field('email', [rules.required(), rules.email()]), field('consent', [rules.accepted()], 'boolean')]

describe('checkLeadValues (the submit check, as the site will judge the lead)', () => {
  it('is incomplete when only required fields are missing (spec 5: "Form incomplete.")', () => {
    expect(checkLeadValues(fields, { name: '', email: '', consent: false }, env)).toEqual({ valid: false, problem: 'incomplete' })
  })

  it('is invalid when a filled field is wrong, even if others are missing', () => {
    expect(checkLeadValues(fields, { name: '', email: 'mette@example', consent: true }, env)).toEqual({ valid: false, problem: 'invalid' })
  })

  it('is invalid when a value is not of the form (the strict zod schema)', () => {
    expect(checkLeadValues(fields, { name: 'Mette', email: 'mette@example.dk', consent: true, extra: 'x' }, env)).toEqual({
      valid: false,
      problem: 'invalid',
    })
  })

  it('gives the checked values of a valid form', () => {
    expect(checkLeadValues(fields, { name: 'Mette Hansen', email: 'mette@example.dk', consent: true }, env)).toEqual({
      valid: true,
      values: { name: 'Mette Hansen', email: 'mette@example.dk', consent: true },
    })
  })
})

describe('buildLead', () => {
  it('gives every lead a fresh key the product API accepts, and drops empty subject entries', () => {
    const input = { formId: 'trade-in' as const, subject: { valuationId: '', vehicleId: 'v-1' }, values: { name: 'Mette' }, honeypot: '' }
    const a = buildLead(input)
    const b = buildLead(input)
    expect(leadSchema.parse(a)).toEqual(a)
    expect(a.key).not.toBe(b.key)
    expect(a).toMatchObject({ formId: 'trade-in', subject: { vehicleId: 'v-1' }, values: { name: 'Mette' }, honeypot: '' })
    expect(a.subject).not.toHaveProperty('valuationId')
  })
})
