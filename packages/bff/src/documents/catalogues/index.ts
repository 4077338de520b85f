import { documentsEnGB } from './en-GB.js';
import { documentsEnUS, type DocumentMessageId } from './en-US.js';
import { documentsFrCA } from './fr-CA.js';

export type { DocumentMessageId } from './en-US.js';
export { documentsEnUS } from './en-US.js';

/** The documents' catalogue of every shipped locale; a locale without one is worded in en-US. en-CA reads as en-US. */
export const DOCUMENT_CATALOGUES: Readonly<Record<string, Readonly<Record<DocumentMessageId, string>>>> = {
  'en-US': documentsEnUS,
  'en-CA': documentsEnUS,
  'en-GB': documentsEnGB,
  'fr-CA': documentsFrCA,
};

/** Messages of fr-CA that are rightly the same as English. */
export const DOCUMENTS_SAME_IN_FRENCH: ReadonlySet<string> = new Set<string>(['invoice.date']);
