/**
 * The spam trap: a text field people never see or reach (off screen, out of
 * the tab order, hidden from assistive technology) but form-filling bots
 * fill in. A lead with anything in it is refused by the site.
 */

/** The trap's field name: a plausible one, so bots fill it in. */
export const honeypotFieldName = 'website'

export function isSpam(honeypot: string): boolean {
  return honeypot.trim() !== ''
}
