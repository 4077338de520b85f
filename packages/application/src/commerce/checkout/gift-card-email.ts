import type { CheckoutStore, GiftCardOrderLine, IssuedGiftCard, OrderRecord } from '@stride/domain/checkout';
import { giftCardRecipient } from '@stride/domain/checkout';
import { moneyOf } from '@stride/domain/money';
import type { CheckoutDeps } from './checkout-deps.js';

/** The buyer's name as the billing address gives it, to sign a gift; null without one. */
function buyerName(order: OrderRecord): string | null {
  const part = (key: string) => (typeof order.billingAddress[key] === 'string' ? String(order.billingAddress[key]).trim() : '');
  const name = [part('firstName'), part('lastName')].filter((p) => p !== '').join(' ');
  return name === '' ? null : name;
}

/**
 * Queues a gift card's e-mail, in the transaction that issues the card or gives it a new PIN: its number, PIN and
 * value, to the line's gift recipient (with their name and the buyer's message) or else the buyer, worded in the
 * card's language. The PIN is in this e-mail and nowhere else. Nothing is queued when there is no address at all.
 */
export async function queueGiftCardEmail(
  store: CheckoutStore,
  deps: Pick<CheckoutDeps, 'emails' | 'now'>,
  sent: {
    readonly order: OrderRecord;
    /** The card's order line (its gift option); undefined reads as a line without one. */
    readonly line: GiftCardOrderLine | undefined;
    readonly card: IssuedGiftCard;
    readonly pin: string;
    readonly resent: boolean;
  },
): Promise<void> {
  const { order, line, card, pin, resent } = sent;
  const recipient = giftCardRecipient(line?.giftOption ?? null, order.customerEmail);
  if (recipient === null) return;
  const gift = recipient.name === null ? null : { recipientName: recipient.name, senderName: buyerName(order), message: recipient.message ?? '' };
  const email = deps.emails.compose(
    {
      template: 'gift-card',
      orderNumber: order.orderNumber,
      giftCardNumber: card.number,
      pin,
      amount: moneyOf(card.amountMinor, card.currency),
      gift,
      resent,
    },
    card.emailLocale,
  );
  await store.outbox.enqueue({ to: recipient.email, template: 'gift-card', ...email, createdAt: deps.now() });
}
