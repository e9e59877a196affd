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
