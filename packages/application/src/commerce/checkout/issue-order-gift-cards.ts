import type { CheckoutStore, GiftCardSecrets, IssuedGiftCard, OrderRecord } from '@stride/domain/checkout';
import { GIFT_CARD_SECRET_BYTES, giftCardSecretsFromBytes, unitsToIssue } from '@stride/domain/checkout';
import { emailLocaleFor } from '../email-locale.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { queueGiftCardEmail } from './gift-card-email.js';

// A draw fails when too many random bytes are skipped or the number is taken: each is rare, several in a row a fault.
const MAX_DRAWS = 8;

/** A fresh number and PIN from the random source (drawn again in the rare case a draw has too few usable bytes). */
export function drawGiftCardSecrets(deps: Pick<CheckoutDeps, 'randomBytes'>): GiftCardSecrets {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const secrets = giftCardSecretsFromBytes(deps.randomBytes(GIFT_CARD_SECRET_BYTES));
    if (secrets !== null) return secrets;
  }
  throw new Error('the random source gave no usable gift card digits');
}

/** Issues one unit's card under a number nobody has; answers it with its PIN. */
async function issueUnit(store: CheckoutStore, deps: Pick<CheckoutDeps, 'randomBytes'>, unit: Omit<IssuedGiftCard, 'number'>) {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const { number, pin } = drawGiftCardSecrets(deps);
    const card = { ...unit, number };
    if (await store.issuedGiftCards.issue(card, pin)) return { card, pin };
  }
  throw new Error(`no gift card could be issued for order ${unit.orderNumber}, line ${unit.itemId}, unit ${unit.unit}`);
}

/**
 * Issues a placed order's gift cards in the transaction that places it: one card per unit of each digital line that
 * has none yet (placing or settling again issues nothing more), holding the unit's price in the order's currency,
 * and queues each card's e-mail (its only copy of the PIN) in the language of the site the order was placed on.
 */
export async function issueOrderGiftCards(
  store: CheckoutStore,
  deps: Pick<CheckoutDeps, 'randomBytes' | 'emails' | 'now'>,
  order: OrderRecord,
  locale: string | undefined,
): Promise<void> {
  const lines = await store.issuedGiftCards.digitalLines(order.orderNumber);
  if (lines.length === 0) return;
  const units = unitsToIssue(lines, await store.issuedGiftCards.issuedFor(order.orderNumber));
  for (const { line, unit } of units) {
    const { card, pin } = await issueUnit(store, deps, {
      orderNumber: order.orderNumber,
      itemId: line.itemId,
      unit,
      currency: order.currency,
      amountMinor: line.unitPriceMinor,
      emailLocale: emailLocaleFor(locale),
      issuedAt: deps.now(),
    });
    await queueGiftCardEmail(store, deps, { order, line, card, pin, resent: false });
  }
}
