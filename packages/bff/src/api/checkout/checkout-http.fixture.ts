import type { SqlClient } from '@stride/adapters-storage';
import { buyableDemoVariant, type DemoVariant } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';

/** An API answer as checkout tests read it. */
export interface Call {
  readonly status: number;
  // Tests read answers loosely: the contract schemas are checked by the routes themselves.
  readonly body: LooseJson;
}

/** One JSON call with an optional Bearer token; never throws on an error status. */
export async function api(baseUrl: string, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Call> {
  const all: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...headers };
  if (token !== undefined) all.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: all,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: LooseJson = {};
  try {
    parsed = text === '' ? {} : (JSON.parse(text) as LooseJson);
  } catch {
    parsed = { html: text };
  }
  return { status: res.status, body: parsed };
}

/** The first error id of an answer. */
export const errorId = (call: Call): string | undefined => call.body.errorDetails?.[0]?.errorId;

/** Fails with the answer when a step of a journey does not succeed. */
export function expectOk(call: Call, step: string): Call {
  if (call.status >= 300) throw new Error(`${step} answered ${call.status}: ${JSON.stringify(call.body)}`);
  return call;
}

/** The guest's address (also billing), in New York. */
export const GUEST_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  province: 'NY',
  postalCode: '10012',
  countryCode: 'US',
  email: 'ada.guest@example.com',
  phone: '2125550123',
};

/** A future expiry for the test cards. */
export const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' });

/** Units of a variant in the web warehouse, read straight from the database. */
export async function onlineStock(sql: SqlClient, variantId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT online_stock AS n FROM variants WHERE id = $1', [variantId]);
  return row?.n ?? -1;
}

/** A gift card's balance in minor units. */
export async function giftCardBalance(sql: SqlClient, number: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT balance_minor AS n FROM gift_cards WHERE number = $1', [number]);
  return row?.n ?? -1;
}

/** Distinct in-stock shoes for independent journeys in one test file (each test takes its own). */
export function shoePicker(minStock = 3): () => DemoVariant {
  const used = new Set<string>();
  return () => {
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= minStock && !used.has(v.productId) && v.usdMinor >= 6000);
    used.add(variant.productId);
    return variant;
  };
}

/**
 * For tests: a guest's basket with one shoe, a New York shipping address, the first home delivery
 * method and a billing address (GUEST_ADDRESS unless given), all through the API. Answers the basket id.
 */
export async function readyBasket(baseUrl: string, token: string, variant: DemoVariant, qty = 1, address = GUEST_ADDRESS): Promise<string> {
  const basketId = expectOk(await api(baseUrl, 'POST', '/cart/v1/cart', token, {}), 'create cart').body.basketId as string;
  expectOk(
    await api(baseUrl, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: variant.productId, upc: variant.upc, qty }] }),
    'add item',
  );
  expectOk(await api(baseUrl, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, address), 'shipping address');
  const methods = expectOk(await api(baseUrl, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me`, token), 'shipping methods');
  const code = (methods.body.applicableShippingMethods as { code: string }[])[0]?.code ?? 'standard';
  expectOk(await api(baseUrl, 'POST', '/cart/v1/shippingMethod', token, { cartId: basketId, shippingId: 'me', code }), 'shipping method');
  expectOk(await api(baseUrl, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, token, address), 'billing address');
  return basketId;
}

/** Tokenises a test card at the sandbox provider and puts it on the basket. */
export async function payWithCard(baseUrl: string, token: string, basketId: string, number: string): Promise<Call> {
  const tokenised = expectOk(await api(baseUrl, 'POST', '/psp/v1/tokens', token, card(number)), 'card token');
  return expectOk(
    await api(baseUrl, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'CREDIT_CARD', token: tokenised.body.token }),
    'card instrument',
  );
}

/** Places the order with the card. */
export const placeOrder = (baseUrl: string, token: string, basketId: string) =>
  api(baseUrl, 'PUT', '/cart/v2/checkout/order', token, { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' });
