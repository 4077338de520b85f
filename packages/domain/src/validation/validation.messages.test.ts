import { describe, expect, it } from 'vitest';
import { errorMessageFor } from '../errors/index.js';
import { VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE, VALIDATION_EMAIL_MESSAGE, VALIDATION_MESSAGES } from './validation.messages.js';

describe('validation messages', () => {
  it('say what the server says for the same failure (AUT453, PRO411, PRO410)', () => {
    expect(VALIDATION_EMAIL_MESSAGE).toBe(errorMessageFor('AUT453'));
    expect(VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE).toBe(errorMessageFor('PRO411'));
    expect(VALIDATION_MESSAGES.minimalAge(16)).toBe(errorMessageFor('PRO410', { minimalAge: 16 }));
  });
});
