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
