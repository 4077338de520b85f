import { supportEnUS, type SupportMessageId } from './en-US.js';

// English (United Kingdom): the US words, with the ones a UK shopper expects where they differ.
export const supportEnGB: Readonly<Record<SupportMessageId, string>> = {
  ...supportEnUS,
  'subject.exchange': 'Exchange for another size or colour',
};
