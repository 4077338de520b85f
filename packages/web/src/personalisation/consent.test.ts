import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES, consentAllows, consentCookieValue, consentFrom, needsConsentChoice } from './consent.js';

const cookieOf = (value: string) => `stride_locale=en-GB; stride_consent=${encodeURIComponent(value)}`;

describe('consent', () => {
  it('on the EMEA site allows only C0001 until a choice is stored, then what was granted', () => {
    const none = consentFrom('stride_locale=en-GB', 'EMEA', false);
    expect(needsConsentChoice(none)).toBe(true);
    expect(CONSENT_CATEGORIES.filter((id) => consentAllows(none, id))).toEqual(['C0001']);
    const chosen = consentFrom(cookieOf('C0001:1,C0002:1,C0003:0,C0004:0'), 'EMEA', false);
    expect(needsConsentChoice(chosen)).toBe(false);
    expect(CONSENT_CATEGORIES.filter((id) => consentAllows(chosen, id))).toEqual(['C0001', 'C0002']);
  });

  it('elsewhere allows everything without asking; preview allows everything everywhere', () => {
    const america = consentFrom(null, 'NORA', false);
    expect(needsConsentChoice(america)).toBe(false);
    expect(CONSENT_CATEGORIES.every((id) => consentAllows(america, id))).toBe(true);
    const preview = consentFrom(null, 'EMEA', true);
    expect(needsConsentChoice(preview)).toBe(false);
    expect(CONSENT_CATEGORIES.every((id) => consentAllows(preview, id))).toBe(true);
  });

  it('law: a saved choice read back on the EMEA site allows exactly the granted categories and the required one', () => {
    fc.assert(
      fc.property(fc.subarray([...CONSENT_CATEGORIES]), (granted) => {
        const snapshot = consentFrom(cookieOf(consentCookieValue(granted)), 'EMEA', false);
        const allowed = CONSENT_CATEGORIES.filter((id) => consentAllows(snapshot, id));
        expect(allowed).toEqual(CONSENT_CATEGORIES.filter((id) => id === 'C0001' || granted.includes(id)));
      }),
      { numRuns: 100 },
    );
  });
});
