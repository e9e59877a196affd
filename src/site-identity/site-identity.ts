/** The dealer group's name, used in titles, the header logo and structured data. */
export const siteName = 'Bilhuset Nord'

/** The group's profiles on social networks, linked from the footer (a click pushes click_social, spec 7). */
export const socialProfiles: readonly { network: string; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/bilhusetnord' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/bilhusetnord' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/bilhuset-nord' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@bilhusetnord' },
]
export const siteDescription =
  'Bilhuset Nord – nye og brugte biler, varevogne, leasing, finansiering og værksted hos Mercedes-Benz, Renault og Dacia i hele Danmark.'

/**
 * A company of the group: the details the law asks the site to show (a web
 * shop's trader, the data controller of the privacy policy). One record per
 * legal entity; the footer, the privacy policy and the location pages name
 * these and nothing else (src/site-identity/legal-entities.test.ts checks the data).
 */
export interface LegalEntity {
  legalName: string
  /** CVR number, 8 digits. */
  cvr: string
  street: string
  postcode: string
  town: string
  email: string
  /** E.164. */
  phone: string
}

/** Bilhuset Nord A/S: the company behind the site and every location, head office in Greve. */
export const groupCompany: LegalEntity = {
  legalName: 'Bilhuset Nord A/S',
  cvr: '55170002',
  street: 'Håndværkerbyen 21',
  postcode: '2670',
  town: 'Greve',
  email: 'kontakt@bilhusetnord.dk',
  phone: '+4570203040',
}

/** Every legal entity a page may name. A location owned by another company adds that company here. */
export const legalEntities: readonly LegalEntity[] = [groupCompany]

/**
 * The legal content pages (content-space/stories/): privacy and cookie
 * policies, the terms of sale (with the withdrawal section and form at
 * `#fortrydelsesret`) and the accessibility statement.
 */
export const legalPages = {
  privacy: '/privatlivspolitik',
  cookies: '/cookiepolitik',
  terms: '/handelsbetingelser',
  withdrawal: '/handelsbetingelser#fortrydelsesret',
  accessibility: '/tilgaengelighedserklaering',
} as const
