import type { PhoneOptions } from '../phone/index.js';
import {
  emailRule,
  maxLengthRule,
  minLengthRule,
  nameRule,
  phoneRule,
  regexRule,
  requiredRule,
  validateFields,
  type FieldErrors,
  type FieldRule,
  type FieldRules,
} from '../validation/index.js';
import type { AddressField, AddressFieldRule } from './address-field-rules.js';
import { normaliseAddressValues, type AddressFormValues } from './normalise-address.js';
import { isPostalCodeOfCountry, POSTAL_CODE_COUNTRY_MESSAGE } from './postal-code.js';
import type { AddressRules } from './resolve-address-rules.js';

/** Message when a value is not in the country's province list. */
export const ADDRESS_PROVINCE_MESSAGE = 'Please select a valid province.';

// The postal code must fit the address's country (`country` holds its ISO code); with no country
// yet, the country's own required rule speaks instead.
const postalCodeOfCountryRule: FieldRule = (value, values) => {
  const country = values['country'];
  if (typeof value !== 'string' || value.trim() === '' || typeof country !== 'string' || country.trim() === '') return undefined;
  return isPostalCodeOfCountry(country, value) ? undefined : POSTAL_CODE_COUNTRY_MESSAGE;
};

// Beyond the listed defaults: email, phone and name fields also get their generic format rules,
// as any store checks them (the spec lists the generic email and name rules in section 5), and the
// postal code its country's format, the same on the web form and on every address the server takes.
const FORMAT_RULES: Partial<Record<AddressField, (phone: PhoneOptions) => FieldRule>> = {
  email: () => emailRule(),
  phone: (phone) => phoneRule(phone),
  firstName: () => nameRule(),
  lastName: () => nameRule(),
  postalCode: () => postalCodeOfCountryRule,
};

function provinceRule(rule: AddressFieldRule): FieldRule[] {
  const codes = new Set(rule.provinces?.map((p) => p.code));
  if (codes.size === 0) return [];
  return [(value) => (typeof value !== 'string' || value === '' || codes.has(value) ? undefined : ADDRESS_PROVINCE_MESSAGE)];
}

function rulesFor(field: AddressField, rule: AddressFieldRule, phone: PhoneOptions): FieldRule[] {
  const format = FORMAT_RULES[field];
  return [
    ...(rule.required ? [requiredRule()] : []),
    ...(rule.minLength !== undefined ? [minLengthRule(rule.minLength)] : []),
    ...(rule.maxLength !== undefined ? [maxLengthRule(rule.maxLength)] : []),
    ...(rule.pattern !== undefined ? [regexRule(new RegExp(rule.pattern, 'u'), rule.patternMessage)] : []),
    ...(format ? [format(phone)] : []),
    ...provinceRule(rule),
  ];
}

/**
 * Validates an address form against its effective rules (see resolveAddressRules), after the
 * values are normalised as they would be saved. `phone` carries the region and country list.
 * @example validateAddress({ city: '' }, resolveAddressRules(undefined, 'en-US', 'shipping')).city
 * // 'This field is required'
 */
export function validateAddress(
  values: AddressFormValues & { readonly phoneCode?: string },
  rules: AddressRules,
  phone: PhoneOptions = {},
): FieldErrors<AddressField> {
  const normalised = { ...values, ...normaliseAddressValues(values, rules) };
  const fieldRules: Partial<Record<AddressField, FieldRule[]>> = {};
  for (const [field, rule] of Object.entries(rules) as [AddressField, AddressFieldRule][]) {
    fieldRules[field] = rulesFor(field, rule, phone);
  }
  return validateFields(normalised, fieldRules as FieldRules<AddressField>);
}
