import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from '../cart/cart.constants.js';
import type { FieldErrors } from './field-rule.js';
import { maxLengthRule } from './length-rules.js';
import { emailRule, requiredRule } from './text-rules.js';
import { validateFields } from './validate-fields.js';
import { VALIDATION_EMAIL_MAX_LENGTH } from './validation.constants.js';

/** The add gift option dialog's values (commerce section 2): the recipient's name and e-mail, and the message. */
export interface GiftOptionFormValues {
  readonly to?: string;
  readonly email?: string;
  readonly message?: string;
}

/**
 * Add gift option (commerce sections 2 and 5): all three fields required (a gift option is sent only when all are
 * there), the e-mail valid, each within the length the cart keeps.
 * @example validateGiftOption({ to: 'Sam', email: 'sam@example.com', message: '' }) // { message: 'This field is required' }
 */
export function validateGiftOption(values: GiftOptionFormValues): FieldErrors<'to' | 'email' | 'message'> {
  return validateFields<'to' | 'email' | 'message'>(values, {
    to: [requiredRule(), maxLengthRule(GIFT_RECIPIENT_MAX_LENGTH)],
    email: [requiredRule(), emailRule(), maxLengthRule(VALIDATION_EMAIL_MAX_LENGTH)],
    message: [requiredRule(), maxLengthRule(GIFT_MESSAGE_MAX_LENGTH)],
  });
}
