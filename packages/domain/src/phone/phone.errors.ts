/** The spec's phone message (account section 5). */
export const PHONE_INVALID_MESSAGE = 'A valid phone number is required';

/** A phone number that cannot be read or does not fit the rules, carried in a Result. */
export class PhoneError extends Error {
  override readonly name = 'PhoneError';
  readonly code = 'PHONE_INVALID';

  constructor(message: string = PHONE_INVALID_MESSAGE) {
    super(message);
  }
}
