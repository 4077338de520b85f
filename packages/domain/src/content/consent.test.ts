import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORY, isConsentCategoryAllowed, isPersonalisationAllowed, parseConsentGroups } from './consent.js';

const ids = Object.values(CONSENT_CATEGORY);

describe('consent', () => {
  it('always allows the required category', () => {
    expect(isConsentCategoryAllowed('C0001', { region: 'EMEA', grantedCategories: [], preview: false })).toBe(true);
  });

  it('needs consent for non-required categories in EMEA only', () => {
    const emea = { region: 'EMEA', grantedCategories: ['C0002'], preview: false };
    expect(isConsentCategoryAllowed('C0002', emea)).toBe(true);
    expect(isConsentCategoryAllowed('C0003', emea)).toBe(false);
    expect(isConsentCategoryAllowed('C0003', { ...emea, region: 'NA' })).toBe(true);
  });

  it('allows everything in preview mode', () => {
    expect(isConsentCategoryAllowed('C0004', { region: 'EMEA', grantedCategories: [], preview: true })).toBe(true);
  });

  it('runs personalisation only with targeting granted', () => {
    expect(isPersonalisationAllowed({ region: 'EMEA', grantedCategories: ['C0002', 'C0003'], preview: false })).toBe(false);
    expect(isPersonalisationAllowed({ region: 'EMEA', grantedCategories: ['C0004'], preview: false })).toBe(true);
  });

  it('reads granted groups from either consent string form', () => {
    expect(parseConsentGroups('C0001:1,C0002:0,C0003:1,C0004:0')).toEqual(['C0001', 'C0003']);
    expect(parseConsentGroups(',C0001,C0004,C0099,')).toEqual(['C0001', 'C0004']);
    expect(parseConsentGroups('')).toEqual([]);
  });

  it('law: outside EMEA or in preview every category is allowed; in EMEA exactly the granted ones plus C0001', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.subarray(ids),
        fc.constantFrom('EMEA', 'NA', 'APAC', 'LATAM'),
        fc.boolean(),
        (category, granted, region, preview) => {
          const allowed = isConsentCategoryAllowed(category, { region, grantedCategories: granted, preview });
          const expected = preview || region !== 'EMEA' || category === 'C0001' || granted.includes(category);
          return allowed === expected;
        },
      ),
    );
  });
});
