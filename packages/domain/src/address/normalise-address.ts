import type { AddressField, AddressFieldRule, AddressTransform } from './address-field-rules.js';
import type { AddressRules } from './resolve-address-rules.js';

/** Address form values keyed by field. */
export type AddressFormValues = Readonly<Partial<Record<AddressField, string>>>;

const TRANSFORMS: Record<AddressTransform, (text: string) => string> = {
  uppercase: (text) => text.toUpperCase(),
  lowercase: (text) => text.toLowerCase(),
  capitalize: (text) => text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()),
};

/**
 * Lays typed letters and digits into an address mask (X = one letter or digit). Characters
 * beyond the mask are kept, so a too-long value still fails its length or pattern check.
 * @example applyAddressMask('k1a0b1', 'XXX XXX') // 'k1a 0b1'
 */
export function applyAddressMask(value: string, mask: string): string {
  const chars = [...value.replace(/[^\p{L}\p{N}]/gu, '')];
  if (chars.length === 0) return '';
  let used = 0;
  let out = '';
  for (const m of mask) {
    if (used >= chars.length) break;
    if (m === 'X') out += chars[used++];
    else out += m;
  }
  return out + chars.slice(used).join('');
}

function normaliseField(value: string, rule: AddressFieldRule): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const masked = rule.mask ? applyAddressMask(trimmed, rule.mask) : trimmed;
  return rule.transform ? TRANSFORMS[rule.transform](masked) : masked;
}

/**
 * What is saved: each value trimmed, inner spaces collapsed, the field's mask and capitalisation
 * transform applied (so 'k1a0b1' with mask 'XXX XXX' and uppercase becomes 'K1A 0B1').
 */
export function normaliseAddressValues(values: AddressFormValues, rules: AddressRules): AddressFormValues {
  const out: Partial<Record<AddressField, string>> = { ...values };
  for (const [field, value] of Object.entries(values) as [AddressField, string | undefined][]) {
    const rule = rules[field];
    if (rule && typeof value === 'string') out[field] = normaliseField(value, rule);
  }
  return out;
}
