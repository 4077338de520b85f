import { supportEnGB } from './en-GB.js';
import { supportEnUS, type SupportMessageId } from './en-US.js';
import { supportFrCA } from './fr-CA.js';

export type { SupportMessageId } from './en-US.js';
export { supportEnUS } from './en-US.js';

/** Customer care's catalogue of every shipped locale; a locale without one is worded in en-US. en-CA reads as en-US. */
export const SUPPORT_CATALOGUES: Readonly<Record<string, Readonly<Record<SupportMessageId, string>>>> = {
  'en-US': supportEnUS,
  'en-CA': supportEnUS,
  'en-GB': supportEnGB,
  'fr-CA': supportFrCA,
};
