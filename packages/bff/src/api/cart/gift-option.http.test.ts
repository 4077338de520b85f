import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { demoData } from '../../testing/demo-variants.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, shoePicker, type Call } from '../checkout/checkout-http.fixture.js';

// The add gift option dialog (commerce section 2) over HTTP: the add sends a digital line's gift option (recipient, e-mail,
// message; section 5, only when all three are there), and the cart's item update changes or removes it (Stride's
// addition to the update's body, docs/decisions.md). Only a digital line takes one; another shopper's line is missing.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();

interface Line {
  readonly id: string;
  readonly isDigitalProduct?: boolean;
  readonly giftOption?: { email: string; to: string; message: string };
}

function giftCard(value: number): { productId: string; upc: string } {
  const variant = demoData().variants.find((v) => v.productId === 'GC1689901' && v.sizeLabel === String(value));
  if (variant === undefined) throw new Error(`the demo data has no ${value}.00 digital gift card`);
  return { productId: variant.productId, upc: variant.upc };
}

const lineOf = (call: Call, id?: string): Line => {
  const lines = call.body.items as Line[];
  const line = id === undefined ? lines[0] : lines.find((l) => l.id === id);
  if (line === undefined) throw new Error('no such line in the cart');
  return line;
};

async function cartWithGiftCard(giftOption?: Line['giftOption']): Promise<{ token: string; basketId: string; line: Line }> {
  const token = (await guestToken(store.url)).accessToken;
  const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
  const item = { cartId: basketId, ...giftCard(50), qty: 1, ...(giftOption === undefined ? {} : { giftOption }) };
  const added = expectOk(await api(store.url, 'POST', '/cart/v1/item', token, { items: [item] }), 'add the gift card');
  return { token, basketId, line: lineOf(added) };
}

const SAM = { email: 'sam@example.com', to: 'Sam', message: 'Happy birthday!' };

describe('a digital line’s gift option', () => {
  it('is sent with the add, changed by the item update and taken off with null; the cart answer shows each', async () => {
    const { token, basketId, line } = await cartWithGiftCard(SAM);
    expect(line).toMatchObject({ isDigitalProduct: true, giftOption: SAM });

    const changed = expectOk(
      await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line.id, qty: 1, giftOption: { ...SAM, message: 'Bonne fête, Sam !' } }),
      'change',
    );
    expect(lineOf(changed, line.id).giftOption).toEqual({ ...SAM, message: 'Bonne fête, Sam !' });
    expect(lineOf(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'read'), line.id).giftOption?.message).toBe('Bonne fête, Sam !');

    const removed = expectOk(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line.id, qty: 1, giftOption: null }), 'remove');
    expect(lineOf(removed, line.id).giftOption).toBeUndefined();
  });

  it('adds a gift option to a line added without one, and keeps the quantity the update names', async () => {
    const { token, basketId, line } = await cartWithGiftCard();
    expect(line.giftOption).toBeUndefined();
    const changed = expectOk(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line.id, qty: 2, giftOption: SAM }), 'add');
    expect(lineOf(changed, line.id)).toMatchObject({ giftOption: SAM, qty: 2 });
  });

  it('refuses a message over 250 characters, a bad e-mail or a blank recipient with ATTR300, and writes nothing', async () => {
    const { token, basketId, line } = await cartWithGiftCard(SAM);
    for (const giftOption of [
      { ...SAM, message: 'x'.repeat(251) },
      { ...SAM, email: 'not an e-mail' },
      { ...SAM, to: '' },
    ]) {
      const refused = await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line.id, qty: 1, giftOption });
      expect(refused.status).toBe(400);
      expect(errorId(refused)).toBe('ATTR300');
    }
    expect(lineOf(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'read'), line.id).giftOption).toEqual(SAM);
  });

  it('is for digital lines only: a shoe line answers ATTR300 and keeps none', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const shoe = nextShoe();
    const added = expectOk(
      await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] }),
      'add',
    );
    const shoeLine = (added.body.items as (Line & { bonus: boolean })[]).find((l) => !l.bonus);
    const refused = await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: shoeLine?.id, qty: 1, giftOption: SAM });
    expect(refused.status).toBe(400);
    expect(errorId(refused)).toBe('ATTR300');
    expect(refused.body.errorDetails?.[0]?.message).toMatch(/digital products only/);
    expect(lineOf(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'read'), shoeLine?.id).giftOption).toBeUndefined();
  });

  it('answers another shopper’s basket as a missing one and leaves its gift option alone', async () => {
    const { token, basketId, line } = await cartWithGiftCard(SAM);
    const stranger = (await guestToken(store.url)).accessToken;
    const missing = await api(store.url, 'PUT', '/cart/v1/cart/nobasket0000/item', stranger, { itemId: line.id, qty: 1, giftOption: null });
    const other = await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, stranger, { itemId: line.id, qty: 1, giftOption: null });
    expect({ status: other.status, id: errorId(other) }).toEqual({ status: missing.status, id: errorId(missing) });
    expect(lineOf(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'read'), line.id).giftOption).toEqual(SAM);
  });
});
