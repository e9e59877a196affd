/**
 * Danish punctuation around formatted values. An amount ends in the
 * abbreviation "kr." (and a monthly one in "kr./md."): when such a value ends
 * a sentence, the abbreviation's full stop ends the sentence too, so a
 * message like "Heraf leveringsomkostninger {amount}." must not show "kr..".
 */

/**
 * Collapses a sentence's full stop that follows an abbreviation's full stop
 * ("4.995 kr.." → "4.995 kr."), before a space or at the end. An ellipsis
 * ("galt...") and a stop after a number ("2026.") are left as they are.
 */
export function tidySentenceEnds(text: string): string {
  return text.replace(/(?<=\p{L}\.)\.(?=\s|$)/gu, '')
}

/**
 * A sentence opens with a capital letter, also when a formatted value opens it
 * ("{included} er inkluderet …" with "forsikring, service og …").
 */
export function capitaliseSentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase('da-DK') + text.slice(1)
}
