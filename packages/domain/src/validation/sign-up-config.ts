import type { PhoneOptions } from '../phone/index.js';
import type { CalendarDate } from './calendar-date.js';

/** Display date format of the sign-up form by default (account section 5). */
export const SIGN_UP_DATE_FORMAT_DEFAULT = 'MM/DD/YYYY';
/** Display date format in the EMEA region; the spec says only "different for EMEA". */
export const SIGN_UP_DATE_FORMAT_EMEA = 'DD/MM/YYYY';
/** Earliest birth date accepted when the locale configures none; the spec leaves the value open. */
export const SIGN_UP_MIN_BIRTH_DATE_DEFAULT: CalendarDate = { year: 1900, month: 1, day: 1 };

/** Agreement checkboxes of the sign-up form that a locale can flag as required. */
export type SignUpAgreement = 'loyaltyTerms' | 'brandTerms' | 'policy' | 'newsletter';

/** The per-locale rules of the sign-up form, supplied by configuration. */
export interface SignUpConfig {
  /** Region of the site, e.g. 'NORA' or 'EMEA': picks the date format and the phone rules. */
  readonly region?: string;
  /** Overrides the region's display date format. */
  readonly dateFormat?: string;
  /** Minimal age for the country (account section 9: set per country). */
  readonly minimalAge: number;
  readonly minBirthDate?: CalendarDate;
  readonly birthDateRequired?: boolean;
  readonly genderRequired?: boolean;
  readonly phoneRequired?: boolean;
  /** The SMS opt-in checkbox (form value optInAccepted) must be ticked. */
  readonly smsOptInRequired?: boolean;
  readonly postalCodeRequired?: boolean;
  readonly requiredAgreements?: readonly SignUpAgreement[];
  /** Country list for phone numbers; the built-in list when absent. */
  readonly phoneCountries?: PhoneOptions['countries'];
}

/**
 * The sign-up form's display date format: MM/DD/YYYY by default, DD/MM/YYYY in EMEA.
 * @example signUpDateFormat({ region: 'EMEA', minimalAge: 16 }) // 'DD/MM/YYYY'
 */
export function signUpDateFormat(config: Pick<SignUpConfig, 'region' | 'dateFormat'>): string {
  if (config.dateFormat) return config.dateFormat;
  return config.region === 'EMEA' ? SIGN_UP_DATE_FORMAT_EMEA : SIGN_UP_DATE_FORMAT_DEFAULT;
}

// The spec says only "minimum age at sign-up is set per country". Stride uses each country's age of
// digital consent for an online account: 13 in the US (COPPA), Canada and the UK (UK GDPR art. 8),
// the GDPR ages elsewhere in Europe; 16 (the GDPR default) for a country not listed.
/** Minimal sign-up age per ISO country code. */
export const SIGN_UP_MINIMAL_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { US: 13, CA: 13, GB: 13, FR: 15, DE: 16, IT: 14, ES: 14, IE: 16, NL: 16 };
/** Minimal sign-up age of a country the table does not list. */
export const SIGN_UP_MINIMAL_AGE_DEFAULT = 16;

/**
 * The minimal sign-up age of a country.
 * @example minimalAgeFor('fr') // 15
 */
export function minimalAgeFor(countryCode: string): number {
  return SIGN_UP_MINIMAL_AGE_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? SIGN_UP_MINIMAL_AGE_DEFAULT;
}

/**
 * The sign-up rules of a site: its country's minimal age and its region (EMEA: DD/MM/YYYY dates).
 * @example signUpConfigForSite({ countryCode: 'GB', region: 'EMEA' }) // { minimalAge: 13, region: 'EMEA' }
 */
export function signUpConfigForSite(site: { readonly countryCode: string; readonly region: string }): SignUpConfig {
  return { minimalAge: minimalAgeFor(site.countryCode), region: site.region };
}
