import type { FieldErrors } from './field-rule.js';
import { maxLengthRule } from './length-rules.js';
import { emailRule, requiredRule } from './text-rules.js';
import { validateFields } from './validate-fields.js';
import { VALIDATION_EMAIL_MAX_LENGTH } from './validation.constants.js';

/** The sign-in form's values. */
export interface SignInFormValues {
  readonly email?: string;
  readonly password?: string;
}

/**
 * Sign-in (account section 5): email required, valid, at most 100 characters; password required.
 * @example validateSignIn({ email: 'a@b.co', password: '' }) // { password: 'This field is required' }
 */
export function validateSignIn(values: SignInFormValues): FieldErrors<'email' | 'password'> {
  return validateFields<'email' | 'password'>(values, {
    email: [requiredRule(), emailRule(), maxLengthRule(VALIDATION_EMAIL_MAX_LENGTH)],
    password: [requiredRule()],
  });
}
