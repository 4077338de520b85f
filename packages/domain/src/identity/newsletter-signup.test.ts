import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewsletterLive, newsletterNeedsDoubleOptIn, newsletterSignupDecision, type NewsletterSignup } from './newsletter-signup.js';

const now = new Date('2026-11-27T04:00:00Z');
const request = (region: 'NORA' | 'EMEA') => ({ email: ' Visitor@Example.COM ', country: region === 'EMEA' ? 'gb' : 'us', region, locale: 'en-GB' });

describe('newsletter sign-up of a visitor', () => {
  it('needs a double opt-in in EMEA only; a new EMEA address is pending and sent a link, a NORA one is live at once', () => {
    expect([newsletterNeedsDoubleOptIn('EMEA'), newsletterNeedsDoubleOptIn('NORA')]).toEqual([true, false]);
    const emea = newsletterSignupDecision(null, request('EMEA'), now);
    expect(emea).toEqual({
      signup: { email: 'visitor@example.com', country: 'GB', region: 'EMEA', locale: 'en-GB', optinDate: now, confirmationRequired: true, confirmedAt: null },
      sendConfirmation: true,
    });
    expect(isNewsletterLive(emea.signup)).toBe(false);
    const nora = newsletterSignupDecision(null, request('NORA'), now);
    expect([nora.sendConfirmation, isNewsletterLive(nora.signup)]).toEqual([false, true]);
  });

  it('an address already kept stays as it was; only a pending one is sent a new link', () => {
    const signupArb: fc.Arbitrary<NewsletterSignup> = fc.record({
      email: fc.emailAddress(),
      country: fc.constantFrom('GB', 'US', 'CA'),
      region: fc.constantFrom('EMEA' as const, 'NORA' as const),
      locale: fc.constantFrom('en-GB', 'en-US', 'fr-CA'),
      optinDate: fc.date({ min: new Date('2020-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }),
      confirmationRequired: fc.boolean(),
      confirmedAt: fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }), { nil: null }),
    });
    fc.assert(
      fc.property(signupArb, fc.constantFrom('EMEA' as const, 'NORA' as const), (previous, region) => {
        const decision = newsletterSignupDecision(previous, request(region), now);
        expect(decision.signup).toBe(previous);
        expect(decision.sendConfirmation).toBe(previous.confirmationRequired && previous.confirmedAt === null);
      }),
      { numRuns: 100 },
    );
  });
});
