/**
 * The messages of the form rule set (spec 5). The English texts are the rule
 * set's defaults (spec 5: '{Name} is required.', 'Please enter a valid email
 * address.', …); visitors see the Danish catalogue, whose texts come from
 * paraglide (messages/da.json, keys `forms_rule_*` and `forms_form_*`).
 *
 * `name` is the field's name as it reads in a sentence ("Navn", "E-mail").
 */
import { m } from '../i18n/paraglide/messages.js'

export interface RuleMessages {
  required(name: string): string
  /** A required choice (radio group, list) was not made. */
  chosen(name: string): string
  /** A checkbox that must be ticked (consent). */
  accepted(name: string): string
  email(name: string): string
  url(name: string): string
  number(name: string): string
  integer(name: string): string
  min(name: string, min: string): string
  max(name: string, max: string): string
  minLength(name: string, min: string): string
  maxLength(name: string, max: string): string
  matches(name: string): string
  confirm(name: string): string
  date(name: string): string
  dateAfter(name: string, date: string): string
  dateBefore(name: string, date: string): string
  /** The chosen location is closed on the chosen day. */
  closedDay(name: string, day: string): string
  /** The chosen time is outside the location's opening hours that day. */
  outsideHours(name: string, hours: string): string
  /** The chosen time today has passed (or is too close to now to prepare the car). */
  pastTime(name: string): string
  /** The chosen date is today and no times are left. */
  noTimesLeftToday(name: string): string
  alpha(name: string): string
  phoneDk(name: string): string
  postcodeDk(name: string): string
  registrationDk(name: string): string
  /** An autocomplete value that is not one of the options. */
  oneOf(name: string): string
  /** Form level: some fields are not valid. */
  formInvalid(): string
  /** Form level: required fields are empty. */
  formIncomplete(): string
  /** Fallback when a field is invalid for a reason without its own message. */
  fallback(): string
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** The rule set's default (English) messages, as spec 5 gives them. */
export const englishRuleMessages: RuleMessages = {
  required: (name) => `${capitalise(name)} is required.`,
  chosen: (name) => `Please choose ${name}.`,
  accepted: (name) => `${capitalise(name)} must be accepted.`,
  email: () => 'Please enter a valid email address.',
  url: () => 'Please enter a valid URL.',
  number: (name) => `${capitalise(name)} must be a number.`,
  integer: (name) => `${capitalise(name)} must be a whole number.`,
  min: (name, min) => `${capitalise(name)} must be at least ${min}.`,
  max: (name, max) => `${capitalise(name)} must be no more than ${max}.`,
  minLength: (name, min) => `${capitalise(name)} must be at least ${min} characters.`,
  maxLength: (name, max) => `${capitalise(name)} must be no more than ${max} characters.`,
  matches: (name) => `${capitalise(name)} does not match.`,
  confirm: (name) => `${capitalise(name)} does not match.`,
  date: (name) => `${capitalise(name)} must be a valid date.`,
  dateAfter: (name, date) => `${capitalise(name)} must be on or after ${date}.`,
  dateBefore: (name, date) => `${capitalise(name)} must be on or before ${date}.`,
  closedDay: (_name, day) => `The location is closed on ${day}. Please choose another day.`,
  outsideHours: (name, hours) => `${capitalise(name)} is outside the opening hours (${hours}).`,
  pastTime: (name) => `${capitalise(name)} has passed. Please choose a later time.`,
  noTimesLeftToday: () => 'There are no times left today. Please choose another day.',
  alpha: (name) => `${capitalise(name)} can only contain letters.`,
  phoneDk: (name) => `${capitalise(name)} must be a Danish phone number with 8 digits.`,
  postcodeDk: (name) => `${capitalise(name)} must be a Danish postcode (0800-9990).`,
  registrationDk: (name) => `${capitalise(name)} must be a Danish registration number, e.g. AB 12 345.`,
  oneOf: (name) => `Please choose ${name} from the list.`,
  formInvalid: () => 'Sorry, not all fields are filled out correctly.',
  formIncomplete: () => 'Form incomplete.',
  fallback: () => 'This field is not valid.',
}

/** The messages visitors see (Danish, from paraglide). */
export function danishRuleMessages(): RuleMessages {
  return {
    required: (name) => m.forms_rule_required({ name: capitalise(name) }),
    chosen: (name) => m.forms_rule_chosen({ name }),
    accepted: (name) => m.forms_rule_accepted({ name }),
    email: () => m.forms_rule_email(),
    url: () => m.forms_rule_url(),
    number: (name) => m.forms_rule_number({ name: capitalise(name) }),
    integer: (name) => m.forms_rule_integer({ name: capitalise(name) }),
    min: (name, min) => m.forms_rule_min({ name: capitalise(name), min }),
    max: (name, max) => m.forms_rule_max({ name: capitalise(name), max }),
    minLength: (name, min) => m.forms_rule_min_length({ name: capitalise(name), min }),
    maxLength: (name, max) => m.forms_rule_max_length({ name: capitalise(name), max }),
    matches: (name) => m.forms_rule_matches({ name: capitalise(name) }),
    confirm: (name) => m.forms_rule_confirm({ name: capitalise(name) }),
    date: (name) => m.forms_rule_date({ name: capitalise(name) }),
    dateAfter: (name, date) => m.forms_rule_date_after({ name: capitalise(name), date }),
    dateBefore: (name, date) => m.forms_rule_date_before({ name: capitalise(name), date }),
    closedDay: (_name, day) => m.forms_rule_closed_day({ day }),
    outsideHours: (_name, hours) => m.forms_rule_outside_hours({ hours }),
    pastTime: () => m.forms_rule_past_time(),
    noTimesLeftToday: () => m.forms_rule_no_times_left_today(),
    alpha: (name) => m.forms_rule_alpha({ name: capitalise(name) }),
    phoneDk: (name) => m.forms_rule_phone_dk({ name: capitalise(name) }),
    postcodeDk: (name) => m.forms_rule_postcode_dk({ name: capitalise(name) }),
    registrationDk: (name) => m.forms_rule_registration_dk({ name: capitalise(name) }),
    oneOf: (name) => m.forms_rule_one_of({ name }),
    formInvalid: () => m.forms_form_invalid(),
    formIncomplete: () => m.forms_form_incomplete(),
    fallback: () => m.forms_field_fallback(),
  }
}
