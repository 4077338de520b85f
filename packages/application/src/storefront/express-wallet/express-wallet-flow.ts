import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validateWalletContact, type WalletContact } from '@stride/domain/address';
import type { ExpressWalletMethodId } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { OrderAnswer } from '../../api-contract/checkout.contract.js';
import type { ApplicableShippingMethodAnswer, DeliveryAddressFields } from '../../api-contract/delivery.contract.js';
import type { WalletContactAnswer, WalletSheetAnswer } from '../../api-contract/express-wallet.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { ExpressWalletApi } from './express-wallet-api.port.js';

/** Why a wallet session completed as a failure (account section 8's wallet rows); each has its own text. */
export type WalletFailure =
  | { readonly kind: 'country' }
  | { readonly kind: 'cityLength' }
  | { readonly kind: 'contact'; readonly field: string }
  | { readonly kind: 'billingCountry' }
  | { readonly kind: 'unserviceable' }
  | { readonly kind: 'methodList' }
  | { readonly kind: 'unknown' };

/** A wallet session after merchant validation: its own basket holding the product, the payment session and the sheet. */
export interface WalletSession {
  readonly wallet: ExpressWalletMethodId;
  readonly basketId: string;
  readonly line: { readonly itemId: string; readonly upc: string };
  readonly sessionId: string;
  readonly sheet: WalletSheetAnswer;
  readonly cart: CartAnswer;
}

/** The product the shopper buys from the page: one unit (maxQty 1), of the chosen variant. */
export interface WalletProduct {
  readonly productId: string;
  readonly upc: string;
}

const HOME_SHIPMENT = 'me';
const CONTEXT: Record<ExpressWalletMethodId, 'APPLE_PAY_EXPRESS' | 'PAYPAL_EXPRESS'> = { DW_APPLE_PAY: 'APPLE_PAY_EXPRESS', PAYPAL: 'PAYPAL_EXPRESS' };

/** The failure a wallet contact check (domain) or a wallet call's answer (server) means. */
function failureOfCode(code: string, field?: unknown): WalletFailure {
  if (code === 'WALLET_COUNTRY_MISMATCH') return { kind: 'country' };
  if (code === 'WALLET_CITY_TOO_LONG') return { kind: 'cityLength' };
  if (code === 'WALLET_BILLING_COUNTRY_UNSUPPORTED') return { kind: 'billingCountry' };
  if (code === 'WALLET_CONTACT_INVALID') return { kind: 'contact', field: typeof field === 'string' ? field : '' };
  if (code === 'SHP410') return { kind: 'contact', field: 'phoneNumber' };
  if (code === 'SHP404' || code === 'SHP500' || code === 'PAY401') return { kind: 'unserviceable' };
  return { kind: 'unknown' };
}

const failureOf = (failure: ApiFailure): WalletFailure => (failure.kind === 'answer' ? failureOfCode(failure.error.errorId) : { kind: 'unknown' });
const contactFailure = (error: StrideError): WalletFailure => failureOfCode(String(error.code), error.details?.['field']);

/** The wallet's contact as the cart's address fields. */
export function addressOfWalletContact(contact: WalletContactAnswer): DeliveryAddressFields {
  const [addressLine1, addressLine2] = contact.addressLines;
  return {
    firstName: contact.givenName,
    lastName: contact.familyName,
    ...(addressLine1 === undefined ? {} : { addressLine1 }),
    ...(addressLine2 === undefined ? {} : { addressLine2 }),
    city: contact.locality,
    province: contact.administrativeArea,
    postalCode: contact.postalCode,
    countryCode: contact.countryCode,
    phone: contact.phoneNumber,
    email: contact.emailAddress,
  };
}

/**
 * Merchant validation (account section 4): the product goes into a basket of the wallet's own (one unit, maxQty 1), so
 * the shopper's cart is never bought or changed by a purchase from the page; then the payment session and its sheet.
 */
export function merchantValidation(
  api: ExpressWalletApi,
  input: { readonly wallet: ExpressWalletMethodId; readonly product: WalletProduct; readonly referer: string },
): ResultAsync<WalletSession, WalletFailure> {
  const { wallet, product } = input;
  return api
    .createCart()
    .andThen((empty) => api.addItems([{ cartId: empty.basketId, productId: product.productId, upc: product.upc, qty: 1, maxQty: 1 }]))
    .andThen((cart) => {
      const item = cart.items.find((i) => i.upc === product.upc);
      if (item === undefined) return errAsync<never, ApiFailure>({ kind: 'unexpected', status: 200, message: 'the added line is missing' });
      return api.paymentSession(wallet, input.referer).andThen((session) =>
        api.walletSheet(session.sessionId).map((sheet): WalletSession => ({
          wallet,
          basketId: cart.basketId,
          line: { itemId: item.id, upc: product.upc },
          sessionId: session.sessionId,
          sheet,
          cart,
        })),
      );
    })
    .mapErr(failureOf);
}

/** The applicable home delivery methods once a contact is chosen, the one selected, and the cart priced with it. */
export interface ShippingChoice {
  readonly methods: readonly ApplicableShippingMethodAnswer[];
  readonly code: string;
  readonly cart: CartAnswer;
}

const checkContact = (contact: WalletContactAnswer, kind: 'shipping' | 'billing', storeCountry: string, countryCodes: readonly string[]) =>
  validateWalletContact(contact as WalletContact, { kind, storeCountry, countryCodes }).mapErr(contactFailure);

/**
 * Shipping contact selected: the contact's checks (account section 5), the address on the wallet's basket (the server
 * checks it again), then the applicable methods: an empty or unreadable list is the list error; the first is selected.
 */
export function shippingContactSelected(
  api: ExpressWalletApi,
  session: WalletSession,
  input: { readonly contact: WalletContactAnswer; readonly storeCountry: string },
): ResultAsync<ShippingChoice, WalletFailure> {
  const checked = checkContact(input.contact, 'shipping', input.storeCountry, []);
  if (checked.isErr()) return errAsync(checked.error);
  return api
    .setShippingAddress(session.basketId, addressOfWalletContact(input.contact), CONTEXT[session.wallet])
    .andThen(() => api.shippingMethods(session.basketId, HOME_SHIPMENT))
    .mapErr(failureOf)
    .andThen((answer) => {
      const listed: unknown = answer.applicableShippingMethods;
      const methods = Array.isArray(listed) ? answer.applicableShippingMethods.filter((m) => typeof m.code === 'string' && m.code !== '') : [];
      const first = methods[0];
      if (first === undefined) return errAsync<ShippingChoice, WalletFailure>({ kind: 'methodList' });
      return shippingMethodSelected(api, session, first.code).map((cart) => ({ methods, code: first.code, cart }));
    });
}

/** Shipping method selected: the method on the wallet's basket, answering the cart with the new total. */
export function shippingMethodSelected(api: ExpressWalletApi, session: WalletSession, code: string): ResultAsync<CartAnswer, WalletFailure> {
  return api.setShippingMethod({ cartId: session.basketId, code, shippingId: HOME_SHIPMENT, shopperAppliedSM: true }).mapErr(failureOf);
}

/**
 * Payment authorised (account section 4): the billing and shipping contacts checked, the shipping address added, the
 * billing address, the wallet's payment data as the payment instrument, the order prepared (its checks include the
 * payment covering the total, so it follows the instrument) and placed.
 */
export function paymentAuthorised(
  api: ExpressWalletApi,
  session: WalletSession,
  input: { readonly contact: WalletContactAnswer; readonly cardId: string; readonly storeCountry: string; readonly countryCodes: readonly string[] },
): ResultAsync<OrderAnswer, WalletFailure> {
  const billing = checkContact(input.contact, 'billing', input.storeCountry, input.countryCodes);
  if (billing.isErr()) return errAsync(billing.error);
  const shipping = checkContact(input.contact, 'shipping', input.storeCountry, input.countryCodes);
  if (shipping.isErr()) return errAsync(shipping.error);
  const address = addressOfWalletContact(input.contact);
  const { basketId, wallet, sessionId } = session;
  return api
    .payInSheet(sessionId, input.cardId)
    .andThen((paid) =>
      api
        .setShippingAddress(basketId, address, CONTEXT[wallet])
        .andThen(() => api.setBillingAddress(basketId, address))
        .andThen(() => api.addWalletInstrument(basketId, wallet, paid.paymentData))
        .andThen(() => api.prepareOrder(basketId))
        .andThen(() =>
          api.placeOrder({ cartId: basketId, billingAddress: address, paymentMethod: { code: wallet, additionalData: { sessionID: sessionId } } }),
        ),
    )
    .mapErr(failureOf);
}

/** Cancel ends the session: the wallet's basket gives its line back, so no stray line is left behind. */
export function cancelWalletSession(api: ExpressWalletApi, session: WalletSession): ResultAsync<void, never> {
  return api
    .removeItem(session.basketId, session.line.itemId, session.line.upc)
    .map(() => undefined)
    .orElse(() => okAsync(undefined));
}
