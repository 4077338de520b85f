import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWithItem } from '../testing/cart.js';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { guestToken, signIn } from '../testing/tokens.js';

let started: StartedServer;
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

async function cartOf(
  basketId: string,
  accessToken: string,
): Promise<{ status: number; body: { totalItems?: number; items?: { productId: string; qty: number }[] } }> {
  const res = await fetch(new URL(`/cart/v1/cart/${basketId}`, started.server.url), { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: (await res.json()) as never };
}

describe('a registered shopper signing in with a guest cart (HTTP only)', () => {
  it("finds the guest cart's items in the account cart, and the guest token no longer reaches it", async () => {
    const url = started.server.url;
    const guest = await guestToken(url);
    const guestCart = await createCartWithItem(url, guest.accessToken, { qty: 2 });
    const line = guestCart.items[0];
    if (line === undefined) throw new Error('the guest cart has no line');

    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD, { basketId: guestCart.basketId }, guest.accessToken);
    expect(shopper.consumerType).toBe('REGISTERED');
    const basketId = shopper.basketId;
    if (basketId === undefined) throw new Error('the sign-in answered no basketId');

    const merged = await cartOf(basketId, shopper.accessToken);
    expect(merged.status).toBe(200);
    expect(merged.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ productId: line.productId, qty: 2 })]));

    // The basket is the account's now: its creator's guest token hears AUT498 (INVALID_CUSTOMER), never the cart.
    const asGuest = await cartOf(basketId, guest.accessToken);
    expect(asGuest.status).toBe(401);
  });
});
