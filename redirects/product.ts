/**
 * The dealer group's product name as it appears in addresses, used by the
 * legacy redirects. The spec writes it as `{product}` (e.g. /om-os/ →
 * /om-os/om-{product}); rows in legacy-redirects.csv may write `{product}`
 * too, and it is replaced by `productSlug` when the table is read.
 */
export const productSlug = 'bilhuset-nord'
