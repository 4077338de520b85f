import type { StrideError } from '@stride/domain/errors';
import { strideErrorMessage } from '@stride/domain/errors';

/**
 * The error answer carries only errorId and message, so an invalid address (CHK380) names its
 * failing fields in the message: "The address is invalid. ... (city: This field is required)".
 */
export function withFieldDetails(error: StrideError): StrideError {
  const fields = error.details?.['fields'];
  if (typeof fields !== 'object' || fields === null) return error;
  const named = Object.entries(fields as Record<string, string>).map(([field, message]) => `${field}: ${message}`);
  return named.length === 0 ? error : { ...error, message: `${strideErrorMessage(error)} (${named.join('; ')})` };
}
