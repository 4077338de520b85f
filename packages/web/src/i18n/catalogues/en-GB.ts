import { enUS, type MessageId } from './en-US.js';

// English (United Kingdom): the US catalogue with British spellings and words where they differ.
export const enGB: Readonly<Record<MessageId, string>> = {
  ...enUS,
};
