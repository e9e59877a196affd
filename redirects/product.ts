/**
 * The dealer group's product name, used by the legacy redirects.
 *
 * The spec writes it as `{product}` (e.g. /om-os/ → /om-os/om-{product}).
 * Rows in legacy-redirects.csv may write `{product}` too; it is replaced by
 * `productSlug` when the table is read. Change the name here and only here.
 */
export const productName = 'Bilhuset Nord'

/** URL form of the product name, as it appears in addresses. */
export const productSlug = 'bilhuset-nord'
