import type { DistanceUnit } from './catalogue-market.js';

/** Kilometres in a statute mile. */
export const KM_PER_MILE = 1.609344;

/**
 * A distance in the site's unit (miles on the US and UK sites, kilometres in Canada), one decimal,
 * with the unit as the locale writes it.
 * @example formatDistance(3.2, 'mi', 'en-GB') // '2 mi'
 * @example formatDistance(3.25, 'km', 'en-CA') // '3.3 km'
 */
export function formatDistance(km: number, unit: DistanceUnit, locale: string): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: 1 }).format(value);
}
