// A guest shopper through the public API only: the calls the cart and order benches set up with.
// Shapes follow the spec's fixed names: card token at /psp/v1/tokens, CREDIT_CARD instrument.

export const AUTHORISED_CARD = {
  number: '4111111111111111',
  expiryMonth: 12,
  expiryYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Bench Shopper',
};

export const BENCH_ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  addressLine1: '100 Main Street',
  city: 'Portland',
  province: 'OR',
  postalCode: '97204',
  country: 'US',
  countryCode: 'US',
  email: 'bench@stride.example',
  phone: '5035550100',
  phoneCode: '+1',
};

async function call(origin, method, path, { token, body } = {}) {
  const url = `${origin}${path}${path.includes('?') ? '&' : '?'}locale=en-US`;
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A guest access token. */
export async function guestToken(origin) {
  return (await call(origin, 'POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).accessToken;
}

/** A new empty basket for the token's consumer. */
export async function createCart(origin, token) {
  return (await call(origin, 'POST', '/cart/v1/cart', { token, body: {} })).basketId;
}

/** The add-to-cart request the cart bench repeats. */
export function addItemRequest(token, basketId, variant, qty = 1) {
  return {
    method: 'POST',
    path: '/cart/v1/item?locale=en-US',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items: [{ cartId: basketId, productId: variant.productId, upc: variant.upc, qty }] }),
  };
}

/** A guest basket holding one unit of `variant`, with address, home delivery and the authorised card: ready to place. */
export async function readyBasket(origin, variant) {
  const token = await guestToken(origin);
  const basketId = await createCart(origin, token);
  const add = addItemRequest(token, basketId, variant);
  await call(origin, 'POST', '/cart/v1/item', { token, body: JSON.parse(add.body) });
  const cart = await call(origin, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, { token, body: BENCH_ADDRESS });
  const shippingId = cart.shippingMethods?.[0]?.shippingId;
  await call(origin, 'POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, shippingId, code: 'standard' } });
  await call(origin, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, { token, body: BENCH_ADDRESS });
  const card = await call(origin, 'POST', '/psp/v1/tokens', { token, body: AUTHORISED_CARD });
  await call(origin, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, { token, body: { payment_method_id: 'CREDIT_CARD', token: card.token } });
  await call(origin, 'POST', '/cart/v1/cart/prepareOrder', { token, body: { basketId } });
  return { token, basketId };
}

/** The place-order request the order bench sends once per ready basket. */
export function placeOrderRequest({ token, basketId }) {
  return {
    method: 'PUT',
    path: '/cart/v2/checkout/order?locale=en-US',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ cartId: basketId, billingAddress: BENCH_ADDRESS, paymentMethod: { code: 'CREDIT_CARD' } }),
  };
}
