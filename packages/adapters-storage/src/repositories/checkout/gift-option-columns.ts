import type { CartGiftOption } from '@stride/domain/cart';

/** The gift option columns of a basket or order line. */
export type GiftOptionColumns = {
  gift_email: string | null;
  gift_to: string | null;
  gift_message: string | null;
};

/** A line's gift option from its columns, which a CHECK keeps all set or all empty. */
export function giftOptionOf(row: GiftOptionColumns): CartGiftOption | null {
  return row.gift_email === null || row.gift_to === null || row.gift_message === null
    ? null
    : { email: row.gift_email, to: row.gift_to, message: row.gift_message };
}
