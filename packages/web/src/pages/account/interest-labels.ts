import type { PROFILE_INTERESTS } from '@stride/domain/identity';
import type { MessageId, Translate } from '../../i18n/messages.js';

/** Each interest the store offers (the stored value) and its words in the page's language. */
const INTEREST_LABELS: Readonly<Record<(typeof PROFILE_INTERESTS)[number], MessageId>> = {
  Running: 'interest.running',
  Trail: 'interest.trail',
  Training: 'interest.training',
  Walking: 'interest.walking',
  Hiking: 'interest.hiking',
  Lifestyle: 'interest.lifestyle',
};

/** Stored interests (pipe-separated) as the page says them; a value the store no longer offers as stored. */
export function interestsText(t: Translate, stored: string): string {
  return stored
    .split('|')
    .map((interest) => {
      const id = (INTEREST_LABELS as Readonly<Record<string, MessageId | undefined>>)[interest];
      return id === undefined ? interest : t(id);
    })
    .join(', ');
}
