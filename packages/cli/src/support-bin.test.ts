import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ADDRESS, guestCart, placeGuestOrder } from './testing/place-order.fixture.js';
import { DEMO_AGENT, startTestBff } from './testing/started-bff.js';

// The "Done when": the built command, as support staff run it, against a started bff.
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
let server: Awaited<ReturnType<typeof startTestBff>>;
let orderNumber: string;
let basketId: string;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-bin-'));
const signedOut = mkdtempSync(join(tmpdir(), 'stride-cli-bin-none-'));

/** Runs the built bin with the given stdin and answers its exit code and output. */
function stride(args: readonly string[], input = '', config = configHome): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: config, STRIDE_API_URL: server.url, STRIDE_TOKEN: '' };
    const child = spawn(process.execPath, [bin, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

beforeAll(async () => {
  if (!existsSync(bin)) throw new Error(`${bin} does not exist: build the cli first`);
  server = await startTestBff();
  orderNumber = (await placeGuestOrder(server.url)).orderNumber as string;
  basketId = (await guestCart(server.url, ['WELCOME10'])).basketId;
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
  rmSync(signedOut, { recursive: true, force: true });
});

describe('a support staff session with the built stride bin', () => {
  it('without a login, order show is not authorised (exit 4)', async () => {
    const result = await stride(['order', 'show', orderNumber], '', signedOut);
    expect([result.code, result.stderr]).toEqual([4, 'stride order show: not signed in; run "stride login" or set STRIDE_TOKEN\n']);
  }, 120_000);

  it('logs in with --password-stdin, shows the order, human and --json', async () => {
    const login = await stride(['login', '-u', DEMO_AGENT.username, '--password-stdin'], `${DEMO_AGENT.password}\n`);
    expect([login.code, login.stderr]).toEqual([0, '']);
    const human = await stride(['order', 'show', orderNumber]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^Order   ${orderNumber}\nStatus  PLACED\n`));
    const json = await stride(['order', 'show', orderNumber, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ orderNumber, status: 'PLACED' });
  }, 120_000);

  it('an unknown order exits 3, a wrong PIN exits 1 with GFC800, a missing PIN exits 2', async () => {
    const unknown = await stride(['order', 'show', 'ST0000000000']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/^stride order show: OHS4004: /);
    const wrongPin = await stride(['giftcard', 'balance', '7777000000000004', '--pin', '0000']);
    expect(wrongPin.code).toBe(1);
    expect(wrongPin.stderr).toMatch(/^stride giftcard balance: GFC800: [^\n]+\n$/);
    const noPin = await stride(['giftcard', 'balance', '7777000000000004']);
    expect([noPin.code, noPin.stderr]).toEqual([2, 'stride giftcard balance: the PIN is required: --pin <pin>\n']);
  }, 120_000);

  it('lists the shopper’s orders by e-mail and shows the cart they are on the phone about', async () => {
    const list = await stride(['order', 'list', '--email', GUEST_ADDRESS.email]);
    expect([list.code, list.stderr]).toEqual([0, '']);
    expect(list.stdout).toMatch(
      new RegExp(`^Order +Placed +Status +Total +Items\n${orderNumber}  .+ UTC  PLACED  .+\n\n1 order for ${GUEST_ADDRESS.email}\n$`),
    );
    const json = await stride(['order', 'list', '--email', GUEST_ADDRESS.email, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ total: 1, orders: [{ orderNumber }] });
    const none = await stride(['order', 'list', '--email', 'nobody.ordered@example.com']);
    expect([none.code, none.stdout]).toEqual([0, 'No orders for nobody.ordered@example.com.\n']);
    const cart = await stride(['cart', 'show', basketId]);
    expect([cart.code, cart.stderr]).toEqual([0, '']);
    expect(cart.stdout).toMatch(new RegExp(`^Basket +${basketId}\n`));
    expect(cart.stdout).toMatch(/\nCoupons\nWELCOME10 +applied +PROMO-WELCOME10\n/);
    expect(JSON.parse((await stride(['cart', 'show', basketId, '--json'])).stdout)).toMatchObject({
      basketId,
      couponItems: [{ code: 'WELCOME10', applied: true }],
    });
  }, 120_000);

  it('an unknown basket exits 3 with BSK404; a malformed basket id or e-mail exits 2', async () => {
    const unknown = await stride(['cart', 'show', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/^stride cart show: BSK404: [^\n]+\n$/);
    const malformed = await stride(['cart', 'show', 'basket-1']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^stride cart show: "basket-1" is not a basket id/);
    const badEmail = await stride(['order', 'list', '--email', 'ada@']);
    expect([badEmail.code, badEmail.stderr]).toEqual([2, 'stride order list: "ada@" is not an e-mail address\n']);
  }, 120_000);
});
