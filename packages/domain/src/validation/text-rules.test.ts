import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule, nameRule, passwordRule, regexRule, requiredRule, sameAsRule } from './text-rules.js';
import { validateFields, fieldErrorsToResult } from './validate-fields.js';

const check = (rule: ReturnType<typeof requiredRule>, value: unknown, values: Record<string, unknown> = {}) => rule(value, values);

describe('required', () => {
  it('trims text and fails on nothing entered with the default or a field-specific message', () => {
    expect(check(requiredRule(), '   ')).toBe('This field is required');
    expect(check(requiredRule('Email is required'), '')).toBe('Email is required');
    expect(check(requiredRule(), undefined)).toBe('This field is required');
    expect(check(requiredRule(), null)).toBe('This field is required');
    expect(check(requiredRule(), [])).toBe('This field is required');
    expect(check(requiredRule(), false)).toBe('This field is required');
    expect(check(requiredRule(), ' a ')).toBeUndefined();
    expect(check(requiredRule(), true)).toBeUndefined();
    expect(check(requiredRule(), 0)).toBeUndefined();
  });

  it('law: whitespace-only text is never accepted as entered', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') }), (blank) => {
        expect(check(requiredRule(), blank)).toBe('This field is required');
      }),
    );
  });
});

describe('email', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['jane.doe@example.com', 'a+tag@sub.example.co.uk', "o'neil@x.io"]) {
      expect(check(emailRule(), ok)).toBeUndefined();
    }
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'a@b.c', 'a@@b.com']) {
      expect(check(emailRule(), bad)).toBe('Please enter a valid e-mail address.');
    }
    expect(check(emailRule(), '')).toBeUndefined();
  });

  it('law: an address with no @ is never valid', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@') && s.trim() !== ''),
        (s) => {
          expect(check(emailRule(), s)).toBeDefined();
        },
      ),
    );
  });
});

describe('password', () => {
  it('needs 8+ characters with an upper-case letter, a lower-case letter and a number', () => {
    expect(check(passwordRule(), 'Passw0rd')).toBeUndefined();
    for (const weak of ['Pass0rd', 'password1', 'PASSWORD1', 'Password']) {
      expect(check(passwordRule(), weak)).toMatch(/at least 8 characters/);
    }
  });

  it('law: any password with the three kinds of character and 8 or more characters passes', () => {
    const arb = fc.tuple(fc.string({ minLength: 5 }), fc.constantFrom('A', 'Z', 'É'), fc.constantFrom('a', 'z', 'é'), fc.integer({ min: 0, max: 9 }));
    fc.assert(
      fc.property(arb, ([rest, upper, lower, digit]) => {
        const password = `${rest}${upper}${lower}${digit}`;
        fc.pre(password.trim() !== '');
        expect(check(passwordRule(), password)).toBeUndefined();
      }),
    );
  });
});

describe('name rule', () => {
  it('accepts letters including accented ones, spaces, comma, period, apostrophe, backtick and hyphen', () => {
    for (const ok of ['José', "O'Brien", 'Anne-Marie', 'Jr., Martin', 'Zoë van der Berg', 'D`Angelo', 'Łukasz', 'O’Neil']) {
      expect(check(nameRule(), ok)).toBeUndefined();
    }
  });

  it("refuses digits and other symbols with 'Name is not valid.'", () => {
    for (const bad of ['R2D2', 'a@b', 'Jane!', 'Tom_Jones', '...', '<script>']) {
      expect(check(nameRule(), bad)).toBe('Name is not valid.');
    }
  });

  it('law: a name containing a digit is never valid', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), fc.string(), (a, d, b) => {
        expect(check(nameRule(), `${a}${d}${b}`)).toBe('Name is not valid.');
      }),
    );
  });
});

describe('regex and same-as', () => {
  it("defaults to 'Value should match ...' and 'Value must be the same as ...'", () => {
    expect(check(regexRule(/^\d{5}$/), '1234')).toBe('Value should match /^\\d{5}$/');
    expect(check(regexRule(/^\d{5}$/, 'Enter 5 digits'), '1234')).toBe('Enter 5 digits');
    expect(check(regexRule(/^\d{5}$/), '12345')).toBeUndefined();
    expect(check(sameAsRule('password', 'Password'), 'a', { password: 'b' })).toBe('Value must be the same as Password');
    expect(check(sameAsRule('password'), 'a', { password: 'a' })).toBeUndefined();
  });

  it('a global regex gives the same answer every time', () => {
    const rule = regexRule(/^a/g);
    expect([rule('abc', {}), rule('abc', {}), rule('abc', {})]).toEqual([undefined, undefined, undefined]);
  });
});

describe('validateFields', () => {
  it('keeps the first failing message per field and returns a Result', () => {
    const rules = { email: [requiredRule(), emailRule()], name: [nameRule()] };
    expect(validateFields({ email: '', name: 'Al' }, rules)).toEqual({ email: 'This field is required' });
    expect(validateFields({ email: 'x', name: '1' }, rules)).toEqual({
      email: 'Please enter a valid e-mail address.',
      name: 'Name is not valid.',
    });
    const values = { email: 'a@b.co', name: 'Al' };
    expect(fieldErrorsToResult(values, validateFields(values, rules))._unsafeUnwrap()).toBe(values);
  });
});
