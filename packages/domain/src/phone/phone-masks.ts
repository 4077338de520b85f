import type { PhoneCountry } from './phone-country.js';

/** The region code of North America (account section 5). */
export const PHONE_REGION_NORTH_AMERICA = 'NORA';
/** Default mask for the North America region (account section 5). */
export const PHONE_MASK_NORTH_AMERICA = '(XXX) XXX - XXXX';
/** Default mask for every other region (account section 5). */
export const PHONE_MASK_DEFAULT = 'XXXX - XXX - XXX';
/** France's mask, given by the spec as an example. */
export const PHONE_MASK_FRANCE = 'X XX XX XX XX';
/**
 * Germany's three variants. The spec says only "three variants"; we chose the three common
 * national lengths after the trunk 0: 10 digits (e.g. 0171 mobiles, big-city landlines),
 * 11 digits (015x mobiles) and 12 digits (small-town landlines with long area codes).
 */
export const PHONE_MASKS_GERMANY: readonly string[] = ['XXX XXXXXXX', 'XXXX XXXXXXX', 'XXXXX XXXXXXX'];

/** How many digits a mask holds (its count of X). */
export function phoneMaskDigitCount(mask: string): number {
  return [...mask].filter((c) => c === 'X').length;
}

/**
 * The masks a country's national numbers may take: its own, or the region default.
 * @example phoneMasksFor({ name: 'Austria', dialCode: '43', code: 'AT' }, 'EMEA') // ['XXXX - XXX - XXX']
 */
export function phoneMasksFor(country: PhoneCountry | undefined, region?: string): readonly string[] {
  if (country?.mask !== undefined) return typeof country.mask === 'string' ? [country.mask] : country.mask;
  return [region === PHONE_REGION_NORTH_AMERICA ? PHONE_MASK_NORTH_AMERICA : PHONE_MASK_DEFAULT];
}
