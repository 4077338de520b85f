import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgSandboxPaymentGateway } from './pg-sandbox-payment-gateway.js';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada' });

describe.each(COMMERCE_TEST_ENGINES)('sandbox payment gateway on %s', (engine) => {
  let db: SqlClient;
  let gateway: PgSandboxPaymentGateway;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    gateway = new PgSandboxPaymentGateway({
      sql: db,
      now: () => new Date('2026-11-22T00:00:00Z'),
      randomBytes: (n) => randomBytes(n),
      challengeBase: '/psp/v1/challenge/',
    });
  });
  afterAll(async () => db?.close());

  it('tokenises a valid card and keeps no number', async () => {
    const token = (await gateway.tokenise(card('4111111111111111'), undefined))._unsafeUnwrap();
    expect(token).toMatchObject({ brand: 'VISA', last4: '1111' });
    const rows = await db.query('SELECT * FROM card_tokens');
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    expect((await gateway.tokenise(card('4111111111111112'), undefined))._unsafeUnwrapErr().code).toBe('FE309');
    expect((await gateway.findToken('tok_unknown_token_xx'))._unsafeUnwrapErr().code).toBe('PYT404');
  });

  it('authorises once per merchant reference', async () => {
    const { token } = (await gateway.tokenise(card('4111111111111111'), undefined))._unsafeUnwrap();
    const request = { token, amountMinor: 1000, currency: 'USD', reference: 'ST0000000001' };
    const [a, b] = await Promise.all([gateway.authorise(request), gateway.authorise(request)]);
    expect(a?._unsafeUnwrap()).toEqual(b?._unsafeUnwrap());
    expect(a?._unsafeUnwrap().status).toBe('AUTHORISED');
    expect((await db.query(`SELECT 1 FROM psp_payments WHERE merchant_reference = 'ST0000000001'`)).length).toBe(1);
  });

  it('refuses the refused and fraud cards', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'PAY400'],
      ['4100000000000019', 'PYT402'],
    ] as const) {
      const { token } = (await gateway.tokenise(card(number), undefined))._unsafeUnwrap();
      const outcome = (await gateway.authorise({ token, amountMinor: 1, currency: 'USD', reference: `R-${number}` }))._unsafeUnwrap();
      expect(outcome).toMatchObject({ status: 'REFUSED', code });
    }
  });

  it('runs a 3-D Secure challenge: passed authorises, failed or forged refuses', async () => {
    const { token } = (await gateway.tokenise(card('4000000000003220'), undefined))._unsafeUnwrap();
    const pass = (await gateway.authorise({ token, amountMinor: 500, currency: 'USD', reference: 'ST-3DS-1' }))._unsafeUnwrap();
    const fail = (await gateway.authorise({ token, amountMinor: 500, currency: 'USD', reference: 'ST-3DS-2' }))._unsafeUnwrap();
    if (pass.status !== 'CHALLENGE' || fail.status !== 'CHALLENGE') throw new Error('expected challenges');
    const passId = pass.challengeUrl.split('/').pop() ?? '';
    expect(await gateway.challenge(passId)).toMatchObject({ amountMinor: 500, last4: '3220', status: 'CHALLENGE_PENDING' });
    const passed = await gateway.recordChallenge(passId, true);
    expect(await gateway.recordChallenge(passId, false)).toBeNull();
    expect(await gateway.completeChallenge(pass.pspReference, 'forged')).toBe('REFUSED');
    expect(await gateway.completeChallenge(pass.pspReference, passed?.threeDS2Result ?? '')).toBe('AUTHORISED');
    const failed = await gateway.recordChallenge(fail.challengeUrl.split('/').pop() ?? '', false);
    expect(await gateway.completeChallenge(fail.pspReference, failed?.threeDS2Result ?? '')).toBe('REFUSED');
    await gateway.capture(pass.pspReference);
    await gateway.cancelOrRefund(pass.pspReference);
    expect((await db.query<{ status: string }>('SELECT status FROM psp_payments WHERE psp_reference = $1', [pass.pspReference]))[0]?.status).toBe('REFUNDED');
  });
});
