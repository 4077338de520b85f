import type { ResultAsync } from 'neverthrow';
import type { AddCartItemLine, CartAnswer } from '../../api-contract/cart.contract.js';
import type { OrderAnswer, PaymentSessionAnswer, PlaceOrderRequest } from '../../api-contract/checkout.contract.js';
import type { DeliveryAddressFields, ShipmentMethodsAnswer, SetShippingMethodBody } from '../../api-contract/delivery.contract.js';
import type { WalletPayAnswer, WalletSheetAnswer } from '../../api-contract/express-wallet.contract.js';
import type { ExpressWalletMethodId } from '@stride/domain/checkout';
import type { ApiFailure } from '../ports/api-failure.js';

/**
 * The calls of the express wallet flow (account section 7, "Express wallet calls"), as the flow sees them: the web
 * implements it over the typed API client, tests over scripted answers. The wallet's sheet is the sandbox provider's.
 */
export interface ExpressWalletApi {
  createCart(): ResultAsync<CartAnswer, ApiFailure>;
  addItems(lines: readonly AddCartItemLine[]): ResultAsync<CartAnswer, ApiFailure>;
  removeItem(basketId: string, itemId: string, upc: string): ResultAsync<unknown, ApiFailure>;
  paymentSession(paymentMethodId: ExpressWalletMethodId, referer: string): ResultAsync<PaymentSessionAnswer, ApiFailure>;
  walletSheet(sessionId: string): ResultAsync<WalletSheetAnswer, ApiFailure>;
  payInSheet(sessionId: string, cardId: string): ResultAsync<WalletPayAnswer, ApiFailure>;
  setShippingAddress(basketId: string, address: DeliveryAddressFields, context: 'APPLE_PAY_EXPRESS' | 'PAYPAL_EXPRESS'): ResultAsync<CartAnswer, ApiFailure>;
  shippingMethods(basketId: string, shippingId: string): ResultAsync<ShipmentMethodsAnswer, ApiFailure>;
  setShippingMethod(body: SetShippingMethodBody): ResultAsync<CartAnswer, ApiFailure>;
  setBillingAddress(basketId: string, address: DeliveryAddressFields): ResultAsync<CartAnswer, ApiFailure>;
  prepareOrder(basketId: string): ResultAsync<unknown, ApiFailure>;
  addWalletInstrument(basketId: string, paymentMethodId: ExpressWalletMethodId, paymentData: string): ResultAsync<CartAnswer, ApiFailure>;
  placeOrder(body: PlaceOrderRequest): ResultAsync<OrderAnswer, ApiFailure>;
}
