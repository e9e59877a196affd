const dateFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' })
const dateTimeFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' })
const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK', maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 })

/** "20. november 2026" */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

/** "20. november 2026 kl. 10.00" */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso))
}

/** "349.900 kr." */
export function formatKroner(amount: number): string {
  return kroner.format(amount)
}

/** "4,7" */
export function formatDecimal(n: number): string {
  return decimal.format(n)
}
