import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-problem.js';

describe('newPasswordProblem', () => {
  it('answers FE872 below 8 characters, PRO415 for a weak one, nothing for a strong one', () => {
    expect(newPasswordProblem('Ab1')?.code).toBe('FE872');
    expect(newPasswordProblem('alllowercase1')?.code).toBe('PRO415');
    expect(newPasswordProblem('Good-pass-1')).toBeUndefined();
  });

  it('law: every password shorter than the minimum is FE872', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (password) => {
        fc.pre([...password].length < 8);
        expect(newPasswordProblem(password)?.code).toBe('FE872');
      }),
    );
  });
});
