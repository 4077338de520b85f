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

/**
 * FE340 (on the confirmation field) when the request carries the new password typed again and it differs; undefined
 * when it matches or was not sent (a caller without a confirmation field, such as the CLI).
 */
export function passwordsDiffer(newPassword: string, confirmPassword: string | undefined): StrideError | undefined {
  return confirmPassword === undefined || confirmPassword === newPassword ? undefined : strideError('FE340', undefined, { field: 'confirmPassword' });
}
