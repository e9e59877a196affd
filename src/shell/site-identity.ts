/** The dealer group's name, used in titles, the header logo and structured data. */
export const siteName = 'Bilhuset Nord'
export const siteDescription =
  'Bilhuset Nord – nye og brugte biler, varevogne, leasing, finansiering og værksted hos Mercedes-Benz, Renault og Dacia i hele Danmark.'
