import { ADDRESS_DEFAULT_FIELD_RULES, ADDRESS_FIELDS, type AddressField, type AddressFieldRule, type AddressForm } from './address-field-rules.js';
import type { AddressFieldOverride, AddressRulesDocument } from './address-rules.schema.js';

/** The effective rules of an address form, one per field. */
export type AddressRules = Readonly<Record<AddressField, AddressFieldRule>>;

function localeKey(locale: string): string {
  return locale.replace('_', '-').toLowerCase();
}

function merged(base: AddressFieldRule, override: AddressFieldOverride | undefined): AddressFieldRule {
  if (!override) return base;
  const defined = Object.fromEntries(Object.entries(override).filter(([, value]) => value !== undefined));
  return { ...base, ...defined };
}

/**
 * The effective rules of one form in one country-locale: the spec's defaults with the server's
 * overrides laid over them field by field (an override part replaces the default part; parts it
 * does not mention stay). Locale keys match case-insensitively, `en_US` as `en-US`.
 * @example resolveAddressRules(doc, 'en-CA', 'shipping').postalCode.mask // 'XXX XXX'
 */
export function resolveAddressRules(document: AddressRulesDocument | undefined, locale: string, form: AddressForm): AddressRules {
  const entry = Object.entries(document ?? {}).find(([key]) => localeKey(key) === localeKey(locale))?.[1];
  const overrides = entry?.[form] ?? {};
  const rules = {} as Record<AddressField, AddressFieldRule>;
  for (const field of ADDRESS_FIELDS) {
    rules[field] = merged(ADDRESS_DEFAULT_FIELD_RULES[field], overrides[field]);
  }
  return rules;
}
