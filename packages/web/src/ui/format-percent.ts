/**
 * A percentage as the locale writes it, to one decimal (the spec rounds percentages to 1 decimal).
 * @example formatPercent('fr-CA', 30.4) // '30,4 %'
 */
export function formatPercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}
