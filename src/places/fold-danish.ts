/**
 * Folds Danish spellings together so "Århus", "Aarhus" and "arhus" or
 * "Hjørring" and "hjorring" match: lower case, æ/ø/å and their two-letter
 * spellings reduced to one vowel, other accents removed.
 */
export function foldDanish(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
}
