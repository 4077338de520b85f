import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { useTestServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { api, errorId } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const sql = () => store.started.sqlClient();

describe('rewards codes: REW140 insufficient balance, REW409 rewards before athlete credit', () => {
  it('answers REW140 to a member paying with fewer points than the minimum, and takes them once there are enough', async () => {
    const member = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const cart = await createCartWithItem(store.url, member.accessToken);
    await sql().query('UPDATE consumers SET loyalty_points = 120 WHERE consumer_no = $1', [member.consumerNo]);
    const short = await api(store.url, 'POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, member.accessToken, {
      payment_method_id: 'LOYALTY_POINTS',
    });
    expect(short.status).toBe(409);
    expect(errorId(short)).toBe('REW140');
    expect(short.body.errorDetails?.[0]?.message).toBe('You do not have enough points for this reward.');
    await sql().query('UPDATE consumers SET loyalty_points = 5000 WHERE consumer_no = $1', [member.consumerNo]);
    const paid = await api(store.url, 'POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, member.accessToken, { payment_method_id: 'LOYALTY_POINTS' });
    expect(paid.status).toBe(200);
  });

  it('answers REW409, not REW140, to a reward offered while athlete credit leaves part of the order unpaid', async () => {
    const athlete = await signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD);
    // 10.00 of credit left: it pays part of a shoe, not all of it.
    await sql().query('UPDATE consumers SET athlete_current_spend_minor = athlete_annual_credit_minor - 1000 WHERE consumer_no = $1', [athlete.consumerNo]);
    const cart = await createCartWithItem(store.url, athlete.accessToken);
    const credit = await api(store.url, 'POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, athlete.accessToken, {
      payment_method_id: 'ATHLETES_PAYMENT',
    });
    expect(credit.status).toBe(200);
    const reward = await api(store.url, 'POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, athlete.accessToken, {
      payment_method_id: 'REWARD_CODE',
      voucherId: 'any-voucher',
    });
    expect(reward.status).toBe(409);
    expect(errorId(reward)).toBe('REW409');
    expect(reward.body.errorDetails?.[0]?.message).toBe('Rewards can be used once athlete credit covers its part.');
  });
});
