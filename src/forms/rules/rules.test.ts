import { describe, expect, it } from 'vitest'
import { danishRuleMessages, englishRuleMessages } from '../rule-messages.ts'
import { parseDate, parseNumber, weekdayOf, type FormValues } from './values.ts'
import { normaliseDanishPhone, normaliseRegistration } from './normalise.ts'
import { type DayHoursLike } from './opening-hours.ts'
import { rules, type Rule, type RuleEnv } from './rule-set.ts'
import { checkField, checkFields, formProblem, formValuesSchema, type FieldRules } from './check.ts'

// Sunday 22 November 2026, 10:00.
const english: RuleEnv = { messages: englishRuleMessages, today: '2026-11-22', nowMinutes: 600, locale: 'en-GB' }
const danish: RuleEnv = { messages: danishRuleMessages(), today: '2026-11-22', nowMinutes: 600, locale: 'da-DK' }

function check(rule: Rule, value: string | boolean, env: RuleEnv = english, values: FormValues = {}, name = 'Name'): string | null {
  return rule.check({ value, values, name, env })
}

describe('rule set: spec 5 default messages (English)', () => {
  it('required', () => {
    expect(check(rules.required(), '')).toBe('Name is required.')
    expect(check(rules.required(), '   ')).toBe('Name is required.')
    expect(check(rules.required(), 'Mette')).toBeNull()
    expect(check(rules.required(), 'x', english, {}, 'email')).toBeNull()
    expect(check(rules.required(), '', english, {}, 'email')).toBe('Email is required.')
  })
  it('email and url', () => {
    expect(check(rules.email(), 'mette@example')).toBe('Please enter a valid email address.')
    expect(check(rules.email(), 'mette@example.dk')).toBeNull()
    expect(check(rules.url(), 'javascript:alert(1)')).toBe('Please enter a valid URL.')
    expect(check(rules.url(), 'https://bilhusetnord.dk/lager')).toBeNull()
  })
  it('number, min and max', () => {
    expect(check(rules.number(), 'abc', english, {}, 'Mileage')).toBe('Mileage must be a number.')
    expect(check(rules.min(1990), '1989', english, {}, 'Year')).toBe('Year must be at least 1,990.')
    expect(check(rules.max(1_000_000), '1.000.001', english, {}, 'Mileage')).toBe('Mileage must be no more than 1,000,000.')
    expect(check(rules.min(0), '12')).toBeNull()
  })
  it('length, matches and confirm', () => {
    expect(check(rules.length({ min: 2 }), 'M')).toBe('Name must be at least 2 characters.')
    expect(check(rules.length({ max: 3 }), 'Mette')).toBe('Name must be no more than 3 characters.')
    expect(check(rules.matches(/^[A-Z]+$/), 'abc')).toBe('Name does not match.')
    expect(check(rules.confirm('email'), 'a@b.dk', english, { email: 'a@b.dk' })).toBeNull()
    expect(check(rules.confirm('email'), 'a@c.dk', english, { email: 'a@b.dk' }, 'Email again')).toBe('Email again does not match.')
  })
  it('form-level messages and the fallback', () => {
    expect(englishRuleMessages.formInvalid()).toBe('Sorry, not all fields are filled out correctly.')
    expect(englishRuleMessages.formIncomplete()).toBe('Form incomplete.')
    expect(englishRuleMessages.fallback()).toBe('This field is not valid.')
  })
})

describe('rule set: the visitor sees Danish', () => {
  it('uses the paraglide messages', () => {
    expect(check(rules.required(), '', danish, {}, 'Navn')).toBe('Navn skal udfyldes.')
    expect(check(rules.email(), 'x', danish)).toBe('Indtast en gyldig e-mailadresse.')
    // A year is written without a thousands separator; other limits with one.
    expect(check(rules.min(1990, { grouping: false }), '1980', danish, {}, 'Årgang')).toBe('Årgang skal være mindst 1990.')
    expect(check(rules.max(2027, { grouping: false }), '2030', danish, {}, 'Årgang')).toBe('Årgang må højst være 2027.')
    expect(check(rules.max(1_000_000), '1000001', danish, {}, 'Kilometerstand')).toBe('Kilometerstand må højst være 1.000.000.')
    expect(check(rules.chosen(), '', danish, {}, 'et tidspunkt')).toBe('Vælg et tidspunkt.')
    expect(check(rules.accepted(), false, danish, {}, 'behandlingen af dine personoplysninger')).toBe(
      'Du skal acceptere behandlingen af dine personoplysninger.',
    )
    expect(danish.messages.formInvalid()).toBe('Beklager, ikke alle felter er udfyldt korrekt.')
    expect(danish.messages.formIncomplete()).toBe('Formularen er ikke udfyldt færdig.')
    expect(danish.messages.fallback()).toBe('Feltet er ikke gyldigt.')
  })
})

describe('Danish rules', () => {
  it('phone: 8 digits, optionally +45, spaces allowed', () => {
    for (const ok of ['20304050', '20 30 40 50', '+45 20 30 40 50', '+4520304050', '0045 2030 4050']) {
      expect(check(rules.phoneDk(), ok), ok).toBeNull()
      expect(normaliseDanishPhone(ok)).toBe('+4520304050')
    }
    for (const bad of ['2030405', '203040506', '+46 20304050', 'tyve']) {
      expect(check(rules.phoneDk(), bad, danish, {}, 'Telefonnummer'), bad).toBe('Telefonnummer skal være et dansk telefonnummer med 8 cifre, evt. med +45.')
    }
  })
  it('postcode: 4 digits, 0800-9990', () => {
    for (const ok of ['0800', '2670', '9990']) expect(check(rules.postcodeDk(), ok), ok).toBeNull()
    for (const bad of ['0799', '9991', '267', '26700', 'abcd']) expect(check(rules.postcodeDk(), bad), bad).toBe('Name must be a Danish postcode (0800-9990).')
  })
  it('registration number: 2 letters and 5 digits, or a personal plate of 2-7 letters and digits (issue 35); spaces and lower case allowed', () => {
    for (const ok of ['AB12345', 'ab 12 345', 'AB 12345', ' Ab1 2345 ']) {
      expect(check(rules.registrationDk(), ok), ok).toBeNull()
      expect(normaliseRegistration(ok)).toBe(ok.replace(/\s/g, '').toUpperCase())
    }
    // Personal plates (issue 35), which were refused before: ABC1234, AB1234 and ÆØ12345 are valid ones.
    for (const [ok, plate] of [
      ['ABC1234', 'ABC1234'],
      ['min bil', 'MINBIL'],
      ['ÆØ12345', 'ÆØ12345'],
      ['æble 7', 'ÆBLE7'],
    ] as const) {
      expect(check(rules.registrationDk(), ok), ok).toBeNull()
      expect(normaliseRegistration(ok)).toBe(plate)
    }
    for (const bad of ['A', 'AB123456', 'ABCDEFGH', '1234567', 'AB#2345']) expect(check(rules.registrationDk(), bad), bad).not.toBeNull()
  })
  it('alpha: letters of any alphabet, optionally words', () => {
    expect(check(rules.alpha(), 'Citroën')).toBeNull()
    expect(check(rules.alpha(), 'Mercedes-Benz')).toBe('Name can only contain letters.')
    expect(check(rules.alpha({ spaces: true }), 'Mercedes-Benz')).toBeNull()
    expect(check(rules.alpha({ spaces: true }), 'Ærø Bil')).toBeNull()
    expect(check(rules.alpha({ spaces: true }), 'R2D2')).not.toBeNull()
  })
  it('optional rules let an empty value pass', () => {
    for (const rule of [rules.email(), rules.phoneDk(), rules.postcodeDk(), rules.registrationDk(), rules.date(), rules.min(3)]) {
      expect(check(rule, '')).toBeNull()
    }
  })
})

describe('date rules', () => {
  it('parses ISO and Danish dates, and only real ones', () => {
    expect(parseDate('2026-12-03')).toBe('2026-12-03')
    expect(parseDate('3-12-2026')).toBe('2026-12-03')
    expect(parseDate('03.12.2026')).toBe('2026-12-03')
    expect(parseDate('31-02-2026')).toBeNull()
    expect(parseDate('i morgen')).toBeNull()
  })
  it('dateAfter and dateBefore count from today', () => {
    const fromTomorrow = rules.dateAfter({ daysFromToday: 1 })
    expect(check(fromTomorrow, '2026-11-22', danish, {}, 'Ønsket dato')).toBe('Ønsket dato skal være 23. november 2026 eller senere.')
    expect(check(fromTomorrow, '2026-11-23', danish)).toBeNull()
    expect(check(rules.dateBefore({ daysFromToday: 90 }), '2027-02-20', danish)).toBeNull()
    expect(check(rules.dateBefore({ daysFromToday: 90 }), '2027-02-21', danish, {}, 'Ønsket dato')).toBe('Ønsket dato skal være senest 20. februar 2027.')
    expect(check(rules.dateBefore('2026-12-31'), 'x', english, {}, 'Date')).toBe('Date must be a valid date.')
  })
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-22')).toBe('sunday')
  })

  const hours: DayHoursLike[] = [
    { weekday: 'monday', open: true, opens: '09:00', closes: '17:30' },
    { weekday: 'saturday', open: true, opens: '10:00', closes: '14:00' },
    { weekday: 'sunday', open: false, opens: null, closes: null },
  ]
  const lookup = (slug: string) => (slug === 'greve' ? hours : undefined)

  it('openOn: the chosen location is open that day', () => {
    const rule = rules.openOn('location', lookup)
    expect(check(rule, '2026-11-29', danish, { location: 'greve' })).toBe('Afdelingen har lukket søndag den 29. november 2026. Vælg en anden dag.')
    expect(check(rule, '2026-11-30', danish, { location: 'greve' })).toBeNull()
    // Unknown location or no location yet: nothing to say.
    expect(check(rule, '2026-11-29', danish, { location: '' })).toBeNull()
    expect(rule.dependsOn).toEqual(['location'])
  })
  it('openOn: today is refused when no times are left', () => {
    const rule = rules.openOn('location', lookup)
    // Saturday 28 November 2026 at 12.31: the last start (13.00) is less than 30 minutes away.
    const saturdayLate = { ...danish, today: '2026-11-28', nowMinutes: 12 * 60 + 31 }
    expect(check(rule, '2026-11-28', saturdayLate, { location: 'greve' })).toBe('Der er ikke flere ledige tider i dag. Vælg en anden dag.')
    expect(check(rule, '2026-11-28', { ...saturdayLate, nowMinutes: 12 * 60 + 30 }, { location: 'greve' })).toBeNull()
  })
  it('testDriveTime: one of the location’s start times that day, and today not one already past', () => {
    const rule = rules.testDriveTime('date', 'location', lookup)
    const saturday = { date: '2026-11-28', location: 'greve' }
    expect(check(rule, '13:30', danish, saturday, 'et tidspunkt')).toBe(
      'Tidspunktet ligger uden for afdelingens åbningstid den dag (10.00–14.00). Vælg et andet tidspunkt.',
    )
    expect(check(rule, '10:15', danish, saturday)).toBe('Tidspunktet ligger uden for afdelingens åbningstid den dag (10.00–14.00). Vælg et andet tidspunkt.')
    expect(check(rule, '13:00', danish, saturday)).toBeNull()
    expect(check(rule, '16:30', danish, { date: '2026-11-30', location: 'greve' })).toBeNull()
    // Today (Saturday 28 November at 10.00): 10.00 has passed, 10.30 is still ahead.
    const saturdayMorning = { ...danish, today: '2026-11-28', nowMinutes: 600 }
    expect(check(rule, '10:00', saturdayMorning, saturday)).toBe('Tidspunktet er passeret. Vælg et senere tidspunkt.')
    expect(check(rule, '10:30', saturdayMorning, saturday)).toBeNull()
    // A closed day is the date field's message.
    expect(check(rule, '10:00', danish, { date: '2026-11-29', location: 'greve' })).toBeNull()
    expect(rule.dependsOn).toEqual(['date', 'location'])
  })
})

describe('numbers as people type them', () => {
  it('parses Danish grouping and decimal comma', () => {
    expect(parseNumber('45.000')).toBe(45_000)
    expect(parseNumber('1 250 000')).toBe(1_250_000)
    expect(parseNumber('12,5')).toBe(12.5)
    expect(parseNumber('12.5')).toBe(12.5)
    expect(parseNumber('12 km')).toBeNull()
    expect(check(rules.integer(), '12,5', english, {}, 'Year')).toBe('Year must be a whole number.')
  })
})

describe('fields and forms', () => {
  const fields: FieldRules[] = [
    { name: 'name', messageName: 'Navn', valueType: 'text', rules: [rules.required(), rules.length({ min: 2 })] },
    { name: 'email', messageName: 'E-mail', valueType: 'text', rules: [rules.required(), rules.email()] },
    { name: 'postcode', messageName: 'Postnummer', valueType: 'text', rules: [rules.postcodeDk()] },
    { name: 'consent', messageName: 'behandlingen af dine personoplysninger', valueType: 'boolean', rules: [rules.accepted()] },
  ]
  const valid = { name: 'Mette Hansen', email: 'mette@example.dk', postcode: '', consent: true }

  it('checkField gives the first failing rule', () => {
    expect(checkField(fields[0] as FieldRules, { name: '' }, danish)).toBe('Navn skal udfyldes.')
    expect(checkField(fields[0] as FieldRules, { name: 'M' }, danish)).toBe('Navn skal være mindst 2 tegn.')
  })
  it('an empty form is incomplete, a wrong value makes it invalid', () => {
    const empty = checkFields(fields, {}, danish)
    expect(empty.map((f) => f.field)).toEqual(['name', 'email', 'consent'])
    expect(formProblem(empty)).toBe('incomplete')
    expect(formProblem(checkFields(fields, { ...valid, email: 'x' }, danish))).toBe('invalid')
    expect(formProblem(checkFields(fields, valid, danish))).toBeNull()
  })
  it('the zod schema applies the same rules and refuses unknown fields', () => {
    const schema = formValuesSchema(fields, danish)
    expect(schema.safeParse(valid).success).toBe(true)
    const wrong = schema.safeParse({ ...valid, postcode: '0100' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['postcode', 'Postnummer skal være et dansk postnummer (0800-9990).']])
    expect(schema.safeParse({ ...valid, admin: 'yes' }).success).toBe(false)
    expect(schema.safeParse({ ...valid, consent: 'yes' }).error?.issues[0]?.message).toBe('Feltet er ikke gyldigt.')
  })
})
