import { VALIDATION_NAME_MAX_LENGTH, VALIDATION_NAME_MIN_LENGTH } from '../validation/index.js';

/** The address form fields that carry rules (account section 5). */
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'country', 'email', 'firstName', 'lastName', 'phone', 'postalCode', 'province'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Which address form the rules are for. */
export type AddressForm = 'shipping' | 'billing';

/** Capitalisation applied to what the shopper typed, before validation. */
export type AddressTransform = 'uppercase' | 'lowercase' | 'capitalize';

/** A province (state, county) a country offers in its list. */
export interface AddressProvince {
  readonly code: string;
  readonly name: string;
}

/** The effective rule of one address field. */
export interface AddressFieldRule {
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression source the trimmed value must match. */
  readonly pattern?: string;
  readonly patternMessage?: string;
  /** A format mask: each X takes the next letter or digit typed, other characters are literal. */
  readonly mask?: string;
  readonly transform?: AddressTransform;
  /** When present, the value must be one of these codes. */
  readonly provinces?: readonly AddressProvince[];
}

/** Address lines and city are at most 30 characters (account section 9). */
export const ADDRESS_LINE_MAX_LENGTH = 30;
/** City max 30 (account section 9). */
export const ADDRESS_CITY_MAX_LENGTH = 30;

// Names are 2 to 30 (account section 9), the same constants as the sign-up form.
const NAME_RULE: AddressFieldRule = { required: true, minLength: VALIDATION_NAME_MIN_LENGTH, maxLength: VALIDATION_NAME_MAX_LENGTH };

/** The address defaults of account section 5, before any server override. */
export const ADDRESS_DEFAULT_FIELD_RULES: Readonly<Record<AddressField, AddressFieldRule>> = {
  addressLine1: { required: true, maxLength: ADDRESS_LINE_MAX_LENGTH },
  addressLine2: { required: false, maxLength: ADDRESS_LINE_MAX_LENGTH },
  city: { required: true, maxLength: ADDRESS_CITY_MAX_LENGTH },
  country: { required: true },
  email: { required: true },
  firstName: NAME_RULE,
  lastName: NAME_RULE,
  phone: { required: true },
  postalCode: { required: true },
  province: { required: false },
};
