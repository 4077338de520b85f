import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCustomAttributeCondition as evaluate } from './custom-attribute-condition.js';

const leaf = (match: string | undefined, value: unknown, name = 'a') =>
  match === undefined ? { type: 'custom_attribute', name, value } : { type: 'custom_attribute', name, match, value };

describe('evaluateCustomAttributeCondition', () => {
  it('exact compares values of the same type', () => {
    expect(evaluate(leaf('exact', 'US'), { a: 'US' })).toBe(true);
    expect(evaluate(leaf('exact', 'US'), { a: 'CA' })).toBe(false);
    expect(evaluate(leaf('exact', true), { a: true })).toBe(true);
    expect(evaluate(leaf('exact', 3), { a: 3 })).toBe(true);
  });

  it('exact gives null on a type mismatch, null, or an out-of-range number', () => {
    expect(evaluate(leaf('exact', '3'), { a: 3 })).toBeNull();
    expect(evaluate(leaf('exact', 'US'), { a: null })).toBeNull();
    expect(evaluate(leaf('exact', 1), { a: 2 ** 53 + 2 })).toBeNull();
    expect(evaluate(leaf('exact', Number.POSITIVE_INFINITY), { a: 1 })).toBeNull();
    expect(evaluate(leaf('exact', { x: 1 }), { a: { x: 1 } })).toBeNull();
  });

  it('a missing match type is a legacy exact match', () => {
    expect(evaluate(leaf(undefined, 'US'), { a: 'US' })).toBe(true);
    expect(evaluate(leaf(undefined, 'US'), { a: 1 })).toBeNull();
  });

  it('a missing attribute is unknown, except for exists which is false', () => {
    expect(evaluate(leaf('exact', 'US'), {})).toBeNull();
    expect(evaluate(leaf('gt', 1), {})).toBeNull();
    expect(evaluate(leaf('exists', null), {})).toBe(false);
    expect(evaluate(leaf('exists', null), { a: null })).toBe(false);
    expect(evaluate(leaf('exists', null), { a: 0 })).toBe(true);
  });

  it('substring needs strings on both sides', () => {
    expect(evaluate(leaf('substring', 'gold'), { a: 'gold-member' })).toBe(true);
    expect(evaluate(leaf('substring', 'gold'), { a: 'silver' })).toBe(false);
    expect(evaluate(leaf('substring', 'gold'), { a: 5 })).toBeNull();
    expect(evaluate(leaf('substring', 5), { a: '5' })).toBeNull();
  });

  it('numeric matches need finite numbers on both sides', () => {
    expect(evaluate(leaf('gt', 18), { a: 19 })).toBe(true);
    expect(evaluate(leaf('ge', 18), { a: 18 })).toBe(true);
    expect(evaluate(leaf('lt', 18), { a: 17.5 })).toBe(true);
    expect(evaluate(leaf('le', 18), { a: 19 })).toBe(false);
    expect(evaluate(leaf('gt', 18), { a: '19' })).toBeNull();
    expect(evaluate(leaf('gt', '18'), { a: 19 })).toBeNull();
    expect(evaluate(leaf('gt', 18), { a: Number.NaN })).toBeNull();
    expect(evaluate(leaf('gt', 18), { a: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('compares semantic versions for semver_* match types', () => {
    expect(evaluate(leaf('semver_ge', '1.2.0'), { a: '1.3.0' })).toBe(true);
    expect(evaluate(leaf('semver_lt', '1.2.0'), { a: '1.10.0' })).toBe(false);
    expect(evaluate(leaf('semver_eq', '2'), { a: '2.4.1' })).toBe(true);
    expect(evaluate(leaf('semver_lt', '1.2.3'), { a: '1.2.3-beta' })).toBe(true);
    expect(evaluate(leaf('semver_gt', '1.2.3-beta'), { a: '1.2.3' })).toBe(true);
    expect(evaluate(leaf('semver_eq', '1.2.3'), { a: '1.2.3+build.5' })).toBe(true);
    expect(evaluate(leaf('semver_eq', '1.2.3'), { a: '1.2 .3' })).toBeNull();
    expect(evaluate(leaf('semver_eq', '1.2.3'), { a: '1.2.3.4' })).toBeNull();
    expect(evaluate(leaf('semver_eq', '1.2.3'), { a: 123 })).toBeNull();
  });

  it('unknown match types are unknown (null)', () => {
    expect(evaluate(leaf('regex', 'x'), { a: 'x' })).toBeNull();
    expect(evaluate({ type: 'custom_attribute', name: 'a', match: null, value: 'x' }, { a: 'x' })).toBeNull();
  });

  it('law: exact on an equal string, boolean or safe integer is always true', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.boolean(), fc.maxSafeInteger()), (value) => evaluate(leaf('exact', value), { a: value }) === true));
  });

  it('law: gt and le are complements for finite numbers', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 });
    fc.assert(
      fc.property(finite, finite, (expected, actual) => evaluate(leaf('gt', expected), { a: actual }) === !evaluate(leaf('le', expected), { a: actual })),
    );
  });

  it('law: numeric versions order like their (major, minor, patch) tuples', () => {
    const part = fc.nat({ max: 30 });
    const version = fc.tuple(part, part, part);
    fc.assert(
      fc.property(version, version, (target, user) => {
        const order = Math.sign(user[0] - target[0] || user[1] - target[1] || user[2] - target[2]);
        const result = evaluate(leaf('semver_gt', target.join('.')), { a: user.join('.') });
        return result === order > 0 && evaluate(leaf('semver_eq', target.join('.')), { a: user.join('.') }) === (order === 0);
      }),
    );
  });
});
