import { emailEnGB } from './en-GB.js';
import { emailEnUS, type EmailMessageId } from './en-US.js';
import { emailFrCA } from './fr-CA.js';

export type { EmailMessageId } from './en-US.js';
export { emailEnUS } from './en-US.js';

/** The e-mail catalogue of every shipped locale; a locale without one is worded in en-US. en-CA reads as en-US. */
export const EMAIL_CATALOGUES: Readonly<Record<string, Readonly<Record<EmailMessageId, string>>>> = {
  'en-US': emailEnUS,
  'en-CA': emailEnUS,
  'en-GB': emailEnGB,
  'fr-CA': emailFrCA,
};

/** Messages of fr-CA that are rightly the same as English (none is, today). */
export const EMAIL_SAME_IN_FRENCH: ReadonlySet<string> = new Set<string>();
