import { describe, expect, it } from 'vitest';
import { SMS_TERMS_REQUIRED, subscriptionChange } from './subscription.js';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-11-27T12:00:00Z');
const sms = { channel: 'sms' as const, type: 'Newsletter' as const, recipient: '(212) 555-0140', country: 'US' };

describe('subscriptions', () => {
  it('opts in to texts only with a valid phone and the terms accepted, storing the phone as + dial code and digits', () => {
    expect(subscriptionChange(null, { ...sms, optin: true }, now)._unsafeUnwrapErr().message).toBe(SMS_TERMS_REQUIRED);
    expect(subscriptionChange(null, { ...sms, recipient: '555', optin: true, termsAccepted: true }, now)._unsafeUnwrapErr().message).toBe(
      'A valid phone number is required',
    );
    expect(subscriptionChange(null, { ...sms, optin: true, termsAccepted: true }, now)._unsafeUnwrap()).toMatchObject({
      recipient: '+12125550140',
      optin: true,
      doubleOptin: false,
      optinDate: now,
      optoutDate: null,
      termsAcceptedAt: now,
    });
  });

  it('keeps the first opt-in date while it lasts, dates the opt-out, and asks for confirmation again on a new recipient', () => {
    const first = subscriptionChange(null, { ...sms, optin: true, termsAccepted: true }, now)._unsafeUnwrap();
    const confirmed = { ...first, doubleOptin: true };
    expect(subscriptionChange(confirmed, { ...sms, optin: true, termsAccepted: true }, later)._unsafeUnwrap()).toMatchObject({
      optinDate: now,
      doubleOptin: true,
    });
    expect(subscriptionChange(confirmed, { ...sms, optin: false }, later)._unsafeUnwrap()).toMatchObject({ optin: false, optinDate: now, optoutDate: later });
    expect(subscriptionChange(confirmed, { ...sms, recipient: '2125550199', optin: true, termsAccepted: true }, later)._unsafeUnwrap().doubleOptin).toBe(false);
  });
});
