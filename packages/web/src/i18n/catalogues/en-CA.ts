import { enUS, type MessageId } from './en-US.js';

// English (Canada): the US catalogue with Canadian spellings where they differ.
export const enCA: Readonly<Record<MessageId, string>> = {
  ...enUS,
};
