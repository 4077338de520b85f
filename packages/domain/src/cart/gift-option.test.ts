import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftOptionToSend } from './gift-option.js';

describe('giftOptionToSend', () => {
  it('sends a complete gift option on a digital product, trimmed', () => {
    expect(giftOptionToSend(true, { email: ' a@b.co ', message: 'Hi', to: 'Sam' })).toEqual({ email: 'a@b.co', message: 'Hi', to: 'Sam' });
  });

  it('sends nothing when a field is missing or the product is not digital', () => {
    expect(giftOptionToSend(true, { email: 'a@b.co', message: 'Hi' })).toBeUndefined();
    expect(giftOptionToSend(false, { email: 'a@b.co', message: 'Hi', to: 'Sam' })).toBeUndefined();
    expect(giftOptionToSend(true, undefined)).toBeUndefined();
  });

  it('law: a gift option is sent exactly when the product is digital and all three fields have text', () => {
    const field = fc.option(fc.string({ maxLength: 5 }), { nil: undefined });
    fc.assert(
      fc.property(fc.boolean(), field, field, field, (digital, email, message, to) => {
        const filled = [email, message, to].every((v) => v !== undefined && v.trim() !== '');
        return (giftOptionToSend(digital, { email, message, to }) !== undefined) === (digital && filled);
      }),
    );
  });
});
