import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateNewsletter } from './validate-newsletter.js';
import { validateGiftOption } from './validate-gift-option.js';
import { validateSignIn } from './validate-sign-in.js';

describe('sign-in form', () => {
  it('requires a valid email of at most 100 characters and a password', () => {
    expect(validateSignIn({ email: 'jane@example.com', password: 'x' })).toEqual({});
    expect(validateSignIn({})).toEqual({ email: 'This field is required', password: 'This field is required' });
    expect(validateSignIn({ email: 'jane', password: 'x' })).toEqual({ email: 'Please enter a valid e-mail address.' });
    const long = `${'a'.repeat(89)}@example.com`;
    expect(long).toHaveLength(101);
    expect(validateSignIn({ email: long, password: 'x' })).toEqual({ email: 'Must be at most 100 characters' });
    expect(validateSignIn({ email: long.slice(1), password: 'x' })).toEqual({});
  });

  it('law: sign-in never complains about a password that was entered', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string().filter((p) => p.trim() !== ''),
        (email, password) => {
          expect(validateSignIn({ email, password }).password).toBeUndefined();
        },
      ),
    );
  });
});

describe('newsletter form', () => {
  it('requires a valid email and the policy checkbox', () => {
    expect(validateNewsletter({ email: 'jane@example.com', policy: true })).toEqual({});
    expect(validateNewsletter({ email: 'jane@', policy: false })).toEqual({
      email: 'Please enter a valid e-mail address.',
      policy: 'This field is required',
    });
  });

  it('law: without the policy ticked the newsletter form never passes', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateNewsletter({ email, policy: false }).policy).toBe('This field is required');
      }),
    );
  });
});

describe('validateGiftOption', () => {
  it('wants all three fields, a valid e-mail, a name of 100 and a message of 250 characters at most', () => {
    expect(validateGiftOption({ to: 'Sam', email: 'sam@example.com', message: 'Happy birthday!' })).toEqual({});
    expect(validateGiftOption({ to: ' ', email: 'sam@', message: '' })).toEqual({
      to: 'This field is required',
      email: 'Please enter a valid e-mail address.',
      message: 'This field is required',
    });
    expect(validateGiftOption({ to: 'S'.repeat(101), email: 'sam@example.com', message: 'x'.repeat(251) })).toEqual({
      to: 'Must be at most 100 characters',
      message: 'Must be at most 250 characters',
    });
    expect(validateGiftOption({ to: 'S'.repeat(100), email: 'sam@example.com', message: 'x'.repeat(250) })).toEqual({});
  });
});
