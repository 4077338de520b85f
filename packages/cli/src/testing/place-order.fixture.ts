import { generateDemoData } from '@stride/adapters-storage';

// Copied in small from the bff's checkout fixture (its testing folder is not exported).
/** A JSON answer as the CLI tests read it: any field at any depth, without a cast at each step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk answers of many shapes; their types are the contract schemas, checked by the bff
export type Body = Record<string, any>;

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

/** One JSON call that fails the test on an error status. */
export async function apiOk(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<Body> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, baseUrl), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text === '' ? {} : (JSON.parse(text) as Body);
}

/** A demo shoe that can be bought as it is, in stock online. */
function buyableShoe(): { productId: string; upc: string } {
  const data = generateDemoData();
  const products = new Map(data.products.map((p) => [p.id, p]));
  const priced = new Set(data.prices.filter((p) => p.currency === 'USD').map((p) => p.variantId));
  const gifts = new Set(data.promotions.flatMap((p) => (p.giftVariantId === null ? [] : [p.giftVariantId])));
  const variant = data.variants.find((v) => {
    const product = products.get(v.productId);
    return (
      product !== undefined &&
      product.productType === 'FOOTWEAR' &&
      !product.presale &&
      !product.comingSoon &&
      !product.isCustoms &&
      v.onlineStock >= 3 &&
      priced.has(v.id) &&
      !gifts.has(v.id)
    );
  });
  if (variant === undefined) throw new Error('no buyable demo shoe');
  return { productId: variant.productId, upc: variant.upc };
}

/** A guest's cart built through the API: one shoe, a New York address, the first home delivery method, and any promo codes. */
export async function guestCart(baseUrl: string, codes: readonly string[] = []): Promise<{ token: string; basketId: string }> {
  const token = (await apiOk(baseUrl, 'POST', '/token/v2/auth/token', undefined, { type: 'Guest' })).accessToken as string;
  const shoe = buyableShoe();
  const basketId = (await apiOk(baseUrl, 'POST', '/cart/v1/cart', token, {})).basketId as string;
  await apiOk(baseUrl, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] });
  await apiOk(baseUrl, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, GUEST_ADDRESS);
  const methods = await apiOk(baseUrl, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me`, token);
  const code = (methods.applicableShippingMethods as { code: string }[])[0]?.code ?? 'standard';
  await apiOk(baseUrl, 'POST', '/cart/v1/shippingMethod', token, { cartId: basketId, shippingId: 'me', code });
  for (const promo of codes) await apiOk(baseUrl, 'PUT', '/cart/v1/coupon', token, { cartId: basketId, code: promo });
  return { token, basketId };
}

/** A guest buys one shoe through the API, paying with gift card 7777000000000001 and a VISA card; answers the order. */
export async function placeGuestOrder(baseUrl: string): Promise<Body> {
  const { token, basketId } = await guestCart(baseUrl);
  await apiOk(baseUrl, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, token, GUEST_ADDRESS);
  await apiOk(baseUrl, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, {
    payment_method_id: 'GIFT_CARD',
    giftCardNumber: '7777000000000001',
    pin: '1234',
  });
  const card = { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' };
  const tokenised = await apiOk(baseUrl, 'POST', '/psp/v1/tokens', token, card);
  await apiOk(baseUrl, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'CREDIT_CARD', token: tokenised.token });
  await apiOk(baseUrl, 'POST', '/cart/v1/cart/prepareOrder', token, { basketId });
  return apiOk(baseUrl, 'PUT', '/cart/v2/checkout/order', token, { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' });
}
