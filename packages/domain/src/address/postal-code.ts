// Postal code formats by ISO country code, as each country's post publishes them. Case and a
// single optional separator are forgiven where shoppers commonly vary them (CA, GB, NL).
const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  MX: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  AU: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  IE: /^[AC-FHKNPRTV-Y]\d{2}[ -]?[AC-FHKNPRTV-Y\d]{4}$/i,
};

// Elsewhere: what postal codes anywhere look like (letters, digits, one space or hyphen between).
const ANY_POSTAL_CODE = /^[A-Z\d]+([ -][A-Z\d]+)?$/i;
const ANY_POSTAL_CODE_LENGTH = { min: 2, max: 10 } as const;

/** Message when a postal code does not fit the address's country. */
export const POSTAL_CODE_COUNTRY_MESSAGE = 'Please enter a valid postal code for this country.';

/** Countries whose postal code format Stride knows exactly (others get the general shape). */
export const POSTAL_CODE_COUNTRIES: readonly string[] = Object.keys(POSTAL_CODE_FORMATS);

/**
 * True when `postalCode` (trimmed) is a postal code of the country `countryCode` (ISO alpha-2, any case):
 * US ZIP or ZIP+4, CA `A1A 1A1`, a GB postcode, five digits in FR, DE, IT... Unknown countries
 * accept any 2 to 10 letters and digits with at most one space or hyphen inside.
 * @example isPostalCodeOfCountry('US', '10012-1234') // true
 * @example isPostalCodeOfCountry('US', 'K1A 0B1') // false
 */
export function isPostalCodeOfCountry(countryCode: string, postalCode: string): boolean {
  const code = postalCode.trim();
  const format = POSTAL_CODE_FORMATS[countryCode.trim().toUpperCase()];
  if (format !== undefined) return format.test(code);
  return code.length >= ANY_POSTAL_CODE_LENGTH.min && code.length <= ANY_POSTAL_CODE_LENGTH.max && ANY_POSTAL_CODE.test(code);
}
