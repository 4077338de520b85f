import { PASSWORD_MIN_LENGTH } from '@stride/domain/auth';
import { passwordRule } from '@stride/domain/validation';
import { strideError, type StrideError } from '@stride/domain/errors';

/**
 * What is wrong with a new password: FE872 when shorter than the minimum, PRO415 (with the rule's
 * message) when it lacks an upper-case letter, a lower-case letter or a number; undefined when fine.
 */
export function newPasswordProblem(password: string): StrideError | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return strideError('FE872', undefined, { minLength: PASSWORD_MIN_LENGTH });
  const message = passwordRule()(password, {});
  return message === undefined ? undefined : strideError('PRO415', message);
}
