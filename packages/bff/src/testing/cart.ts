import { cartAnswerSchema } from '@stride/application/storefront';
import type { CartAnswer } from '@stride/application/storefront';
import { buyableDemoVariant } from './demo-variants.js';

async function send(baseUrl: string, method: string, path: string, accessToken: string, body: unknown): Promise<unknown> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * For tests: a new cart of the token's owner holding one line (by default an in-stock demo shoe
 * with at least `qty` units online), created through the API; answers the cart.
 * @example const cart = await createCartWithItem(url, guest.accessToken, { qty: 2 })
 */
export async function createCartWithItem(
  baseUrl: string,
  accessToken: string,
  item: { productId?: string; upc?: string; qty?: number } = {},
): Promise<CartAnswer> {
  const qty = item.qty ?? 1;
  const chosen =
    item.productId !== undefined
      ? { productId: item.productId, upc: item.upc }
      : (() => {
          const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= qty);
          return { productId: variant.productId, upc: variant.upc };
        })();
  const created = cartAnswerSchema.parse(await send(baseUrl, 'POST', '/cart/v1/cart', accessToken, {}));
  const line = { cartId: created.basketId, productId: chosen.productId, qty, ...(chosen.upc === undefined ? {} : { upc: chosen.upc }) };
  return cartAnswerSchema.parse(await send(baseUrl, 'POST', '/cart/v1/item', accessToken, { items: [line] }));
}
