import type { CartGiftOption } from './cart-item.schema.js';

/** A gift option as a form holds it, any field possibly missing. */
export interface GiftOptionDraft {
  readonly email?: string | undefined;
  readonly message?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * The gift option to send for an item: only for a digital product, and only when email, message
 * and to are all present (blank text counts as absent); otherwise undefined, so nothing is sent.
 * @example giftOptionToSend(true, { email: 'a@b.co', message: 'Hi', to: 'Sam' }) // { email, message, to }
 */
export function giftOptionToSend(isDigitalProduct: boolean, draft: GiftOptionDraft | undefined): CartGiftOption | undefined {
  if (!isDigitalProduct || draft === undefined) return undefined;
  const email = draft.email?.trim() ?? '';
  const message = draft.message?.trim() ?? '';
  const to = draft.to?.trim() ?? '';
  return email !== '' && message !== '' && to !== '' ? { email, message, to } : undefined;
}
