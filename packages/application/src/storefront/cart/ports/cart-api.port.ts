import type { ResultAsync } from 'neverthrow';
import type { CartGiftOption } from '@stride/domain/cart';
import type { addCartItemLineSchema, CartAnswer, getCartQuerySchema } from '../../../api-contract/cart.contract.js';
import type { z } from 'zod';
import type { giftCardBalanceAnswerSchema } from '../../../api-contract/checkout.contract.js';
import type { SaveForLaterAnswer } from '../../../api-contract/lists.contract.js';
import type { ShipmentMethodsAnswer } from '../../../api-contract/delivery.contract.js';
import type { ApiFailure } from '../../ports/api-failure.js';

/** The cart answer of a move to the saved list: the cart, with the saved list beside it. */
export type CartWithSaved = CartAnswer & { readonly saveForLater: SaveForLaterAnswer };

/** A line as the add call takes it (no cartId: the flow names the basket). */
export type CartLine = Omit<z.input<typeof addCartItemLineSchema>, 'cartId'>;

/**
 * The cart load's query (commerce sections 2 and 7): `isPatchRequired` patches the basket to the stock first (the cart
 * page), `inventorySupplyCheck: 'false'` is a quick read without the stock flashes (the header's count and mini cart),
 * `favStoreId` adds the shopper's store's pickup option to each line delivered home. The site's locale is the client's.
 */
export type CartLoadQuery = Omit<z.input<typeof getCartQuerySchema>, 'locale'>;

/** A line's new variant as the update call names it: the product and the variant's upc (as an add names it). */
export interface LineVariant {
  readonly productId: string;
  readonly upc: string;
}

/** A digital line's gift option as the update call sets it; null takes it off. */
export interface LineGiftOption {
  readonly giftOption: CartGiftOption | null;
}

/** `POST /cart/v1/giftcard/balance` answer. */
export type GiftCardBalanceAnswer = z.infer<typeof giftCardBalanceAnswerSchema>;

/**
 * The cart calls of the Stride API (commerce section 7) as the storefront uses them. Every
 * basket-scoped call names its basket, so the cart flows can rebuild a lost one and call again.
 */
export interface CartApi {
  createCart(): ResultAsync<CartAnswer, ApiFailure>;
  getCart(basketId: string, query?: CartLoadQuery): ResultAsync<CartAnswer, ApiFailure>;
  addItems(basketId: string, lines: readonly CartLine[]): ResultAsync<CartAnswer, ApiFailure>;
  /** A new quantity (0 removes the line) and, when given, another colour or size of the line's product, or a digital line's gift option. */
  updateItem(basketId: string, itemId: string, qty: number, change?: LineVariant | LineGiftOption): ResultAsync<CartAnswer, ApiFailure>;
  removeItem(basketId: string, itemId: string): ResultAsync<CartAnswer, ApiFailure>;
  applyCoupon(basketId: string, code: string): ResultAsync<CartAnswer, ApiFailure>;
  removeCoupon(basketId: string, code: string): ResultAsync<CartAnswer, ApiFailure>;
  moveToSaved(basketId: string, itemId: string): ResultAsync<CartWithSaved, ApiFailure>;
  readSaved(): ResultAsync<SaveForLaterAnswer, ApiFailure>;
  removeSaved(saveForLaterId: string, itemId: string): ResultAsync<SaveForLaterAnswer, ApiFailure>;
  giftCardBalance(giftCardNumber: string, pin: string): ResultAsync<GiftCardBalanceAnswer, ApiFailure>;
  /** Adds a GIFT_CARD payment instrument; answers nothing the cart flows read (the cart is loaded again). */
  addGiftCard(basketId: string, giftCardNumber: string, pin: string): ResultAsync<void, ApiFailure>;
  removePaymentInstrument(basketId: string, paymentInstrumentId: string): ResultAsync<void, ApiFailure>;
  shippingMethods(basketId: string, shippingId: string): ResultAsync<ShipmentMethodsAnswer, ApiFailure>;
  setShippingMethod(basketId: string, shippingId: string, code: string): ResultAsync<CartAnswer, ApiFailure>;
}
