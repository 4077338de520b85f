import { guestToken } from '../testing/tokens.js';

// For the cross-slice HTTP tests: a guest shopper driving the public API of a listening bff, with
// the spec's paths and the fixed names (card token at /psp/v1/tokens, CREDIT_CARD).

export interface ApiAnswer {
  readonly status: number;
  readonly body: Record<string, unknown> & { errorDetails?: { errorId: string; message: string }[] };
}

export const AUTHORISED_CARD = {
  number: '4111111111111111',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Quality Shopper',
};

export const US_ADDRESS = {
  firstName: 'Quality',
  lastName: 'Shopper',
  addressLine1: '100 Main Street',
  city: 'Portland',
  province: 'OR',
  postalCode: '97204',
  country: 'US',
  countryCode: 'US',
  email: 'quality@stride.example',
  phone: '5035550100',
  phoneCode: '+1',
};

/** Sends one API call with `locale` and an optional Bearer token; never throws on a 4xx/5xx. */
export async function callApi(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiAnswer> {
  const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}locale=en-US`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(url, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as ApiAnswer['body'] };
}

async function expectOk(answer: Promise<ApiAnswer>, what: string): Promise<ApiAnswer['body']> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export interface SellableVariant {
  readonly productId: string;
  readonly upc: string;
}

/** A guest basket with `qty` of the variant, a US address, home delivery and the authorised card: ready to place. */
export async function readyGuestBasket(baseUrl: string, variant: SellableVariant, qty = 1): Promise<{ token: string; basketId: string }> {
  const token = (await guestToken(baseUrl)).accessToken;
  const basketId = String((await expectOk(callApi(baseUrl, 'POST', '/cart/v1/cart', { token, body: {} }), 'create cart')).basketId);
  const item = { cartId: basketId, productId: variant.productId, upc: variant.upc, qty };
  await expectOk(callApi(baseUrl, 'POST', '/cart/v1/item', { token, body: { items: [item] } }), 'add item');
  const cart = await expectOk(callApi(baseUrl, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, { token, body: US_ADDRESS }), 'shipping address');
  const shippingId = (cart.shippingMethods as { shippingId: string }[] | undefined)?.[0]?.shippingId;
  const method = { cartId: basketId, shippingId, code: 'standard' };
  await expectOk(callApi(baseUrl, 'POST', '/cart/v1/shippingMethod', { token, body: method }), 'shipping method');
  await expectOk(callApi(baseUrl, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, { token, body: US_ADDRESS }), 'billing address');
  const card = await expectOk(callApi(baseUrl, 'POST', '/psp/v1/tokens', { token, body: AUTHORISED_CARD }), 'card token');
  const instrument = { payment_method_id: 'CREDIT_CARD', token: card.token };
  await expectOk(callApi(baseUrl, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, { token, body: instrument }), 'card instrument');
  await expectOk(callApi(baseUrl, 'POST', '/cart/v1/cart/prepareOrder', { token, body: { basketId } }), 'prepare order');
  return { token, basketId };
}

/** Places the basket's order with the card on it. */
export function placeOrder(baseUrl: string, basket: { token: string; basketId: string }): Promise<ApiAnswer> {
  const body = { cartId: basket.basketId, billingAddress: US_ADDRESS, paymentMethod: { code: 'CREDIT_CARD' } };
  return callApi(baseUrl, 'PUT', '/cart/v2/checkout/order', { token: basket.token, body });
}
