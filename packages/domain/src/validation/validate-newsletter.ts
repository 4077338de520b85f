import type { FieldErrors } from './field-rule.js';
import { maxLengthRule } from './length-rules.js';
import { emailRule, requiredRule } from './text-rules.js';
import { validateFields } from './validate-fields.js';
import { VALIDATION_EMAIL_MAX_LENGTH } from './validation.constants.js';

/** The newsletter form's values. */
export interface NewsletterFormValues {
  readonly email?: string;
  readonly policy?: boolean;
}

/**
 * Newsletter (account section 5): email required and valid; the policy checkbox required.
 * @example validateNewsletter({ email: 'a@b.co', policy: false }) // { policy: 'This field is required' }
 */
export function validateNewsletter(values: NewsletterFormValues): FieldErrors<'email' | 'policy'> {
  return validateFields<'email' | 'policy'>(values, {
    email: [requiredRule(), emailRule(), maxLengthRule(VALIDATION_EMAIL_MAX_LENGTH)],
    policy: [requiredRule()],
  });
}
