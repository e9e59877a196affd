/**
 * Five stars for a rating from 0 to 5 (issue 17: Trustpilot's 4.6 was drawn
 * as four stars). The rating is rounded to the nearest half star; a rating
 * exactly between two halves rounds up, as Math.round does (4.25 → 4½,
 * 4.75 → 5), so a shown score is never lower than the next half below it.
 * The exact rating is what screen readers hear ("4,6 ud af 5 stjerner").
 */
export type StarFill = 'full' | 'half' | 'empty'

export function ratingStars(rating: number): StarFill[] {
  const halves = Math.min(10, Math.max(0, Math.round((Number.isFinite(rating) ? rating : 0) * 2)))
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'))
}
