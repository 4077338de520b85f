import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateConditionTree, type TriState } from './condition-tree.js';

const truthOf =
  (values: Record<string, TriState>) =>
  (leaf: string): TriState =>
    values[leaf] ?? null;
const tri = fc.constantFrom<TriState>(true, false, null);

describe('evaluateConditionTree', () => {
  const values = { t: true, f: false, n: null };

  it('and: false if any false, else null if any null, else true', () => {
    expect(evaluateConditionTree(['and', 't', 'n', 'f'], truthOf(values))).toBe(false);
    expect(evaluateConditionTree(['and', 't', 'n'], truthOf(values))).toBeNull();
    expect(evaluateConditionTree(['and', 't', 't'], truthOf(values))).toBe(true);
  });

  it('or: true if any true, else null if any null, else false', () => {
    expect(evaluateConditionTree(['or', 'f', 'n', 't'], truthOf(values))).toBe(true);
    expect(evaluateConditionTree(['or', 'f', 'n'], truthOf(values))).toBeNull();
    expect(evaluateConditionTree(['or', 'f', 'f'], truthOf(values))).toBe(false);
  });

  it('not negates its first operand and keeps null', () => {
    expect(evaluateConditionTree(['not', 't', 'f'], truthOf(values))).toBe(false);
    expect(evaluateConditionTree(['not', 'n'], truthOf(values))).toBeNull();
    expect(evaluateConditionTree(['not'], truthOf(values))).toBeNull();
  });

  it('treats a list that starts with a non-operator string as an implicit or', () => {
    expect(evaluateConditionTree(['f', 't'], truthOf(values))).toBe(true);
    expect(evaluateConditionTree(['f', 'f'], truthOf(values))).toBe(false);
  });

  it('keeps the SDK quirk: a list starting with a non-string drops its first item', () => {
    expect(evaluateConditionTree([['and', 't'], 'f'], truthOf(values))).toBe(false);
  });

  it('evaluates nested trees and bare leaves', () => {
    expect(evaluateConditionTree(['and', ['or', 'f', 't'], ['not', 'f']], truthOf(values))).toBe(true);
    expect(evaluateConditionTree('t', truthOf(values))).toBe(true);
  });

  it('law: De Morgan holds in three-valued logic (not(a and b) equals (not a) or (not b))', () => {
    fc.assert(
      fc.property(tri, tri, (a, b) => {
        const leaf = truthOf({ a, b });
        return evaluateConditionTree(['not', ['and', 'a', 'b']], leaf) === evaluateConditionTree(['or', ['not', 'a'], ['not', 'b']], leaf);
      }),
    );
  });

  it('law: and/or over any operands agree with Kleene logic computed directly', () => {
    fc.assert(
      fc.property(fc.array(tri, { minLength: 1, maxLength: 6 }), (operands) => {
        const leaves = operands.map((_, index) => `x${index}`);
        const leaf = truthOf(Object.fromEntries(leaves.map((name, index) => [name, operands[index] ?? null])));
        const kleeneAnd = operands.includes(false) ? false : operands.includes(null) ? null : true;
        const kleeneOr = operands.includes(true) ? true : operands.includes(null) ? null : false;
        expect(evaluateConditionTree(['and', ...leaves], leaf)).toBe(kleeneAnd);
        expect(evaluateConditionTree(['or', ...leaves], leaf)).toBe(kleeneOr);
      }),
    );
  });
});
