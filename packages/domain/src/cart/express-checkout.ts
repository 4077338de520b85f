import { isPickupOnlyCart } from '../shipping/index.js';
import type { ShippableItem } from '../shipping/index.js';

/** What express checkout eligibility looks at. */
export interface ExpressCheckoutContext {
  readonly savedCards: readonly { readonly main?: boolean | undefined }[];
  readonly hasDefaultShippingAddress: boolean;
  readonly items: readonly ShippableItem[];
}

// "A default card with the main flag and a default shipping address, or a pickup-only cart": a
// pickup-only cart needs no shipping address, but an order is never placed without a card.
/**
 * True when checkout may jump straight to summary: a main card, and a default shipping address
 * unless every item is picked up.
 */
export function isExpressCheckoutEligible(context: ExpressCheckoutContext): boolean {
  const hasMainCard = context.savedCards.some((card) => card.main === true);
  return hasMainCard && (context.hasDefaultShippingAddress || isPickupOnlyCart(context.items));
}
