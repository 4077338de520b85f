import { STOREFRONT_MESSAGES, type StorefrontMessageKey } from '@stride/domain/errors';
import type { MessageId, Translate } from '../i18n/messages.js';

// The named storefront messages of commerce section 8, which the domain and the application layer
// pass around in English, have the catalogue id `storefront.<KEY>` (checked by
// storefront-message-text.test.ts: every key has its message).

/** A named storefront message in the page's language. */
export function storefrontMessage(t: Translate, key: StorefrontMessageKey): string {
  return t(`storefront.${key}` as MessageId);
}

/** A named storefront message received as its English text, in the page's language; other text as it came. */
export function storefrontMessageText(t: Translate, text: string): string {
  const key = (Object.keys(STOREFRONT_MESSAGES) as StorefrontMessageKey[]).find((k) => STOREFRONT_MESSAGES[k] === text);
  return key === undefined ? text : storefrontMessage(t, key);
}
