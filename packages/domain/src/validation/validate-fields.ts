import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors, FieldRule, FormValues } from './field-rule.js';

/** Rules per field, checked in order; the first failure is the field's message. */
export type FieldRules<F extends string = string> = Readonly<Partial<Record<F, readonly FieldRule[]>>>;

/**
 * Runs each field's rules against the form values and keeps the first message per field.
 * @example validateFields({ email: '' }, { email: [requiredRule()] }) // { email: 'This field is required' }
 */
export function validateFields<F extends string>(values: object, rules: FieldRules<F>): FieldErrors<F> {
  const form = values as FormValues;
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(form[field], form);
      if (message !== undefined) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** True when no field failed. */
export function hasNoFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The values when no field failed, else the field -> message map. */
export function fieldErrorsToResult<V, F extends string>(values: V, errors: FieldErrors<F>): Result<V, FieldErrors<F>> {
  return hasNoFieldErrors(errors) ? ok(values) : err(errors);
}
