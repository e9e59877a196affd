const number = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 })

/** 349900 → "349.900 kr." */
export function formatKroner(amount: number): string {
  return `${number.format(amount)} kr.`
}
