import type { CartGiftOption } from '../../cart/cart-item.schema.js';

/** A digital gift card line of an order, as sold. */
export interface GiftCardOrderLine {
  /** The order item's id. */
  readonly itemId: string;
  readonly productName: string;
  readonly qty: number;
  /** What one unit sold for: each card issued for the line holds it. */
  readonly unitPriceMinor: number;
  /** The recipient, their name and the buyer's message, when the line was bought as a gift. */
  readonly giftOption: CartGiftOption | null;
}

/** A gift card issued for one unit of an order line. */
export interface IssuedGiftCard {
  readonly number: string;
  readonly orderNumber: string;
  readonly itemId: string;
  /** 1 to the line's quantity. */
  readonly unit: number;
  readonly currency: string;
  /** The value it was issued with (its balance may be lower since). */
  readonly amountMinor: number;
  /** The language its e-mails are worded in: the site's the order was placed on. */
  readonly emailLocale: string;
  readonly issuedAt: Date;
}

/** Gift cards an order issues: one per unit of a digital line, each linked to its order line. */
export interface GiftCardIssuance {
  /** The order's digital lines. */
  digitalLines(orderNumber: string): Promise<GiftCardOrderLine[]>;
  /** The cards the order issued, by line and unit. */
  issuedFor(orderNumber: string): Promise<IssuedGiftCard[]>;
  /**
   * Issues a card (balance = amount) with its PIN kept as a hash and an ISSUE row in the ledger; false, with nothing
   * written, when the number is taken or the unit has its card already.
   */
  issue(card: IssuedGiftCard, pin: string): Promise<boolean>;
  /** Gives an issued card a new PIN (kept as a hash): the previous one stops working. */
  replacePin(number: string, pin: string): Promise<void>;
  /**
   * Suspends the cards an order issued (its refund leaves none to spend), their rows locked first; false, changing
   * nothing, when one of them has been spent already. True for an order that issued none.
   */
  suspendIfUnspent(orderNumber: string): Promise<boolean>;
}
