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
  return distanceFormat(locale, unit).format(value);
}

// One formatter per locale and unit, made on first use: building one costs about a hundred formats.
const formats = new Map<string, Intl.NumberFormat>();

function distanceFormat(locale: string, unit: DistanceUnit): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  const known = formats.get(key);
  if (known !== undefined) return known;
  const made = new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: 1 });
  if (formats.size >= 64) formats.clear();
  formats.set(key, made);
  return made;
}
