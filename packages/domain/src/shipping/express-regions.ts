/**
 * Regions express home delivery does not reach (Stride's choice, docs/api-delivery.md): outside the contiguous
 * United States (Alaska, Hawaii, the territories, military post) and Canada's three territories. Standard still goes.
 */
export const EXPRESS_EXCLUDED_REGIONS: Readonly<Record<string, readonly string[]>> = {
  US: ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'],
  CA: ['YT', 'NT', 'NU'],
};

/**
 * True when express delivery reaches the region (province or state) of a country; an unknown region is reached.
 * @example expressReaches('US', 'AK') // false
 */
export function expressReaches(countryCode: string, region: string | undefined): boolean {
  if (region === undefined) return true;
  return !(EXPRESS_EXCLUDED_REGIONS[countryCode.trim().toUpperCase()] ?? []).includes(region.trim().toUpperCase());
}
