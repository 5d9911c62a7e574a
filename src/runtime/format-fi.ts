/** Finnish number formatting: 1 600 € (no-break space as thousands separator), 35 %. */
const NBSP = '\u00a0'

export function formatNumberFi(value: number, fractionDigits = 0): string {
  const fixed = value.toFixed(fractionDigits)
  const [int, frac] = fixed.split('.')
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  return frac ? `${grouped},${frac}` : grouped
}

export function formatEuroFi(value: number): string {
  return `${formatNumberFi(value)}${NBSP}€`
}

export function formatPercentFi(share: number): string {
  const pct = Math.round(share * 1000) / 10
  return `${formatNumberFi(pct, Number.isInteger(pct) ? 0 : 1)}${NBSP}%`
}
