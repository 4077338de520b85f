import { describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { useTestServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

type AuditRow = { amount_minor: number; created_by: string; updated_by: string | null; removed_by: string | null; removed_at: Date | null };

const auditRows = (basketId: string) =>
  store.started
    .sqlClient()
    .query<AuditRow>('SELECT amount_minor, created_by, updated_by, removed_by, removed_at FROM basket_price_adjustments WHERE basket_id = $1', [basketId]);

const adjustmentsPath = (basketId: string) => `/cart/v1/cart/${basketId}/price_adjustments`;

describe('price adjustments are made for someone else, in an agent session', () => {
  it("refuses an employee's adjustment of their own basket with 403 AUT432 and writes nothing", async () => {
    const employee = await agentLogin(store.url, 'employee@stride.example', 'Stride-demo-1');
    const own = await createCartWithItem(store.url, employee.accessToken);
    const res = await cartCall(store.url, 'POST', adjustmentsPath(own.basketId), employee.accessToken, {
      itemId: own.items[0]?.id,
      amount: 1,
      reason: 'staff discount',
    });
    expect(res.status).toBe(403);
    expect(errorIdOf(res)).toBe('AUT432');
    expect(await auditRows(own.basketId)).toEqual([]);
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${own.basketId}`, employee.accessToken);
    expect(after.body.totals).toEqual(own.totals);
  });

  it('refuses the same employee on the basket of their shopper sign-in (same consumer number)', async () => {
    const shopper = await signIn(store.url, 'employee@stride.example', 'Stride-demo-1');
    const own = await createCartWithItem(store.url, shopper.accessToken);
    const employee = await agentLogin(store.url, 'employee@stride.example', 'Stride-demo-1');
    const res = await cartCall(store.url, 'POST', adjustmentsPath(own.basketId), employee.accessToken, { amount: 1, reason: 'staff discount' });
    expect([res.status, errorIdOf(res)]).toEqual([403, 'AUT432']);
    expect(await auditRows(own.basketId)).toEqual([]);
  });

  it("lets an agent adjust a shopper's basket, keeping who made, changed and removed the adjustment", async () => {
    const guest = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, guest.accessToken);
    const associate = await agentLogin(store.url, 'associate@stride.example', 'Stride-demo-1');
    const employee = await agentLogin(store.url, 'employee@stride.example', 'Stride-demo-1');
    const added = await cartCall(store.url, 'POST', adjustmentsPath(cart.basketId), associate.accessToken, { amount: 2, reason: 'late delivery' });
    expect(added.status).toBe(201);
    const adjustmentId = added.body.priceAdjustments[0]?.adjustmentId;
    expect(added.body.priceAdjustments[0]?.createdBy).toBe(associate.consumerNo);
    expect(await auditRows(cart.basketId)).toEqual([
      { amount_minor: 200, created_by: associate.consumerNo, updated_by: null, removed_by: null, removed_at: null },
    ]);
    const patched = await cartCall(store.url, 'PATCH', `${adjustmentsPath(cart.basketId)}/${adjustmentId}`, employee.accessToken, { amount: 3 });
    expect(patched.status).toBe(200);
    expect((await auditRows(cart.basketId))[0]).toMatchObject({ amount_minor: 300, created_by: associate.consumerNo, updated_by: employee.consumerNo });
    const removed = await cartCall(store.url, 'DELETE', `${adjustmentsPath(cart.basketId)}/${adjustmentId}`, employee.accessToken);
    expect(removed.body.priceAdjustments).toEqual([]);
    expect((await auditRows(cart.basketId))[0]).toMatchObject({ removed_by: employee.consumerNo, removed_at: expect.any(Date) });
    const again = await cartCall(store.url, 'DELETE', `${adjustmentsPath(cart.basketId)}/${adjustmentId}`, employee.accessToken);
    expect(errorIdOf(again)).toBe('ORD404');
  });

  it('refuses a shopper token with 403 AUT432 and an anonymous call with 401, writing nothing', async () => {
    const guest = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, guest.accessToken);
    const shopper = await cartCall(store.url, 'POST', adjustmentsPath(cart.basketId), guest.accessToken, { amount: 1, reason: 'self service' });
    expect([shopper.status, errorIdOf(shopper)]).toEqual([403, 'AUT432']);
    const anonymous = await cartCall(store.url, 'POST', adjustmentsPath(cart.basketId), undefined, { amount: 1, reason: 'self service' });
    expect(anonymous.status).toBe(401);
    expect(await auditRows(cart.basketId)).toEqual([]);
  });
});
