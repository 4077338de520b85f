import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoData, type SqlClient } from '@stride/adapters-storage';
import type { startServer } from '@stride/bff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBffWithDatabase } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startServer>>;
let sql: SqlClient;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-stock-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
const data = generateDemoData();
const soldOut = data.variants.find((v) => {
  const product = data.products.find((p) => p.id === v.productId);
  return v.onlineStock === 0 && product?.notifyMe === true && !product.comingSoon && !product.presale;
});

/** The API call the product page makes when a guest asks to be told about a sold-out size. */
async function notifyMe(email: string): Promise<number> {
  const guest = (await (
    await fetch(new URL('/token/v2/auth/token', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"Guest"}' })
  ).json()) as { accessToken: string };
  const res = await fetch(new URL('/products/v1/notifications', server.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.accessToken}` },
    body: JSON.stringify({ productId: soldOut?.productId, variantId: soldOut?.id, email }),
  });
  return res.status;
}

beforeAll(async () => {
  // The bff over a copy of the demo template, its database kept here so the test reads the outbox as a mail relay would.
  ({ server, sql } = await startTestBffWithDatabase());
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride stock set against a started bff', () => {
  it('restocks a sold-out size: the two shoppers waiting are e-mailed once, and a later restock e-mails nobody', async () => {
    expect(soldOut).toBeDefined();
    const variantId = soldOut?.id ?? '';
    expect([await notifyMe('first.waiting@example.com'), await notifyMe('second.waiting@example.com')]).toEqual([200, 200]);

    const restock = bufferIo(env());
    expect(await runProgram(['stock', 'set', variantId, '7'], restock)).toBe(ExitCode.Success);
    expect(restock.stdout.text()).toBe(`Variant       ${variantId}\nOnline stock  0 -> 7\nNotify me     2 waiting shoppers e-mailed\n`);
    const mails = await sql.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM outbound_emails WHERE template = 'back-in-stock' ORDER BY to_address`,
    );
    const name = data.products.find((p) => p.id === soldOut?.productId)?.name ?? '';
    expect(mails).toEqual([
      { to_address: 'first.waiting@example.com', subject: `${name} is back in stock` },
      { to_address: 'second.waiting@example.com', subject: `${name} is back in stock` },
    ]);

    const empty = bufferIo(env());
    expect(await runProgram(['stock', 'set', variantId, '0', '--json'], empty)).toBe(ExitCode.Success);
    expect(JSON.parse(empty.stdout.text())).toEqual({ variantId, before: 7, after: 0, notified: 0 });
    const again = bufferIo(env());
    expect(await runProgram(['stock', 'set', variantId, '2'], again)).toBe(ExitCode.Success);
    expect(again.stdout.text()).toContain('Notify me     nobody was waiting\n');
    expect(await sql.query(`SELECT 1 FROM outbound_emails WHERE template = 'back-in-stock'`)).toHaveLength(2);
  });

  it('refuses a malformed id or quantity before calling, and says so for an unknown variant', async () => {
    for (const args of [
      ['bad-id', '3'],
      ['SR0045600095', '-1'],
      ['SR0045600095', '2.5'],
      ['SR0045600095', '1000000'],
    ]) {
      const io = bufferIo(env());
      expect(await runProgram(['stock', 'set', ...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toMatch(/^stride stock set: /);
    }
    const unknown = bufferIo(env());
    expect(await runProgram(['stock', 'set', 'ZZ9999999999', '3'], unknown)).not.toBe(ExitCode.Success);
    expect(unknown.stderr.text()).toContain('PLP400: Variant ZZ9999999999 was not found.');
  });

  it('needs a signed-in agent', async () => {
    const io = bufferIo({ XDG_CONFIG_HOME: join(configHome, 'nobody'), STRIDE_API_URL: server.url });
    expect(await runProgram(['stock', 'set', 'SR0045600095', '3'], io)).not.toBe(ExitCode.Success);
    expect(io.stderr.text()).toMatch(/stride login/);
  });
});
