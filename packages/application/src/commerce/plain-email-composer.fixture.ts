import type { EmailComposer } from '@stride/domain/identity';

/** A composer for use-case tests: the template and locale as the subject, the values as the body. */
export const plainEmailComposer: EmailComposer = {
  compose: (message, locale) => ({ subject: `${message.template} (${locale})`, body: JSON.stringify(message) }),
};
