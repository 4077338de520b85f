import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { apiOk, GUEST_ADDRESS, placeGuestOrder, type Body } from '../testing/place-order.fixture.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
let placed: Body;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-order-'));
const signedOut = mkdtempSync(join(tmpdir(), 'stride-cli-order-none-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });

beforeAll(async () => {
  server = await startTestBff();
  placed = await placeGuestOrder(server.url);
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
  rmSync(signedOut, { recursive: true, force: true });
});

describe('stride order against a started bff', () => {
  it('shows an order placed through the API as aligned tables, card brand and last four only', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['order', 'show', placed.orderNumber], io)).toBe(ExitCode.Success);
    const text = io.stdout.text();
    expect(text).toMatch(new RegExp(`^Order   ${placed.orderNumber}\nStatus  PLACED\n`));
    expect(text).toContain(`\nItems\nProduct  `);
    expect(text).toContain(placed.items[0].productId);
    expect(text).toMatch(/\nTotals\nItems +\d+\.\d\d USD\n/);
    expect(text).toMatch(/\nPayments\n(.*\n)*Credit card +VISA \*{4} 1111 +\d+\.\d\d USD\n/);
    expect(text).toMatch(/\nPromotions\nPROMO-GWP-SOCKS +Free crew socks/);
    expect(text).not.toMatch(/4111 ?1111 ?1111/);
    expect(text).not.toContain(placed.st);
  }, 120_000);

  it('--json answers the order as the API does, without the tracking secret', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['order', 'show', placed.orderNumber, '--json'], io)).toBe(ExitCode.Success);
    const order = JSON.parse(io.stdout.text());
    expect(order).toMatchObject({ orderNumber: placed.orderNumber, status: 'PLACED', totals: placed.totals, paymentMethod: placed.paymentMethod });
    expect(order.st).toBeUndefined();
  }, 120_000);

  it('the gift card balance is what checkout left on it', async () => {
    const giftPaid = (placed.paymentMethod as { code: string; amount: number }[]).find((p) => p.code === 'GIFT_CARD')?.amount ?? 0;
    expect(giftPaid).toBeGreaterThan(0);
    const io = bufferIo(env());
    expect(await runProgram(['giftcard', 'balance', '7777000000000001', '--pin', '1234', '--json'], io)).toBe(ExitCode.Success);
    expect(JSON.parse(io.stdout.text()).balance).toBeCloseTo(50 - giftPaid, 2);
  }, 120_000);

  it('an unknown order is not found (exit 3) with the spec error', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['order', 'show', 'ST0000000000'], io)).toBe(ExitCode.NotFound);
    expect(io.stderr.text()).toMatch(/^stride order show: OHS4004: .+\n$/);
  }, 120_000);

  it('without a login it is not authorised (exit 4); a malformed number is a usage error', async () => {
    const none = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url });
    expect(await runProgram(['order', 'show', placed.orderNumber], none)).toBe(ExitCode.NotAuthorised);
    expect(none.stderr.text()).toContain('not signed in');
    const bad = bufferIo({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' });
    expect(await runProgram(['order', 'show', 'ST123'], bad)).toBe(ExitCode.Usage);
    expect(bad.stderr.text()).toContain('is not an order number');
  }, 120_000);

  it('tracks an order by number and e-mail as a guest does', async () => {
    const io = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url });
    expect(await runProgram(['order', 'track', placed.orderNumber, '--email', GUEST_ADDRESS.email, '--json'], io)).toBe(ExitCode.Success);
    expect(JSON.parse(io.stdout.text())).toMatchObject({ orderNumber: placed.orderNumber, status: 'PLACED' });
    const wrong = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url });
    expect(await runProgram(['order', 'track', placed.orderNumber, '--email', 'someone@else.example'], wrong)).not.toBe(ExitCode.Success);
    expect(wrong.stderr.text()).toMatch(/^stride order track: ORD409: .+\n$/);
  }, 120_000);

  it('lists the orders placed with an e-mail (any case) as an aligned table, newest first', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['order', 'list', '--email', GUEST_ADDRESS.email.toUpperCase()], io)).toBe(ExitCode.Success);
    const total = `${(placed.totals.total as number).toFixed(2)} ${placed.currency}`.replace('.', '\\.');
    const units = (placed.items as { qty: number }[]).reduce((n, i) => n + i.qty, 0);
    const date = (placed.orderDate as string).slice(0, 10);
    expect(io.stdout.text()).toMatch(
      new RegExp(
        `^Order +Placed +Status +Total +Items\n${placed.orderNumber}  ${date} \\d\\d:\\d\\d UTC  PLACED  ${total}  ${units}\n\n1 order for ${GUEST_ADDRESS.email.toUpperCase()}\n$`,
      ),
    );
    expect(io.stderr.text()).toBe('');
  }, 120_000);

  it('--json answers the page as the API does; no orders is exit 0 with a message', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['order', 'list', '--email', GUEST_ADDRESS.email, '--json'], io)).toBe(ExitCode.Success);
    const page = JSON.parse(io.stdout.text());
    expect(page).toMatchObject({ total: 1, start: 0, count: 50, orders: [{ orderNumber: placed.orderNumber, status: 'PLACED', totals: placed.totals }] });
    expect(page.orders[0].st).toBeUndefined();
    const none = bufferIo(env());
    expect(await runProgram(['order', 'list', '--email', 'nobody.ordered@example.com'], none)).toBe(ExitCode.Success);
    expect([none.stdout.text(), none.stderr.text()]).toEqual(['No orders for nobody.ordered@example.com.\n', '']);
    const past = bufferIo(env());
    expect(await runProgram(['order', 'list', '--email', GUEST_ADDRESS.email, '--start', '5'], past)).toBe(ExitCode.Success);
    expect(past.stdout.text()).toBe(`No orders from --start 5: ${GUEST_ADDRESS.email} has 1.\n`);
  }, 120_000);

  it('order list: a bad e-mail or paging option is a usage error before any request; no login exits 4', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [['--email', 'not-an-email'], '"not-an-email" is not an e-mail address'],
      [[], 'give the shopper’s e-mail: --email <email>'],
      [['--email', 'ada@example.com', '--count', '51'], '--count is a whole number from 1 to 50'],
      [['--email', 'ada@example.com', '--start', '-1'], '--start is a whole number from 0 to 10000'],
    ] as const) {
      const io = bufferIo(unreachable);
      expect(await runProgram(['order', 'list', ...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toBe(`stride order list: ${message}\n`);
    }
    const none = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url });
    expect(await runProgram(['order', 'list', '--email', GUEST_ADDRESS.email], none)).toBe(ExitCode.NotAuthorised);
    expect(none.stderr.text()).toContain('not signed in');
  }, 120_000);

  it('order list with a token that is not an agent’s is not authorised (exit 4) with the spec error', async () => {
    const guest = (await apiOk(server.url, 'POST', '/token/v2/auth/token', undefined, { type: 'Guest' })).accessToken as string;
    const io = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url, STRIDE_TOKEN: guest });
    expect(await runProgram(['order', 'list', '--email', GUEST_ADDRESS.email], io)).toBe(ExitCode.NotAuthorised);
    expect(io.stderr.text()).toMatch(/^stride order list: AUT432: .+\n$/);
  }, 120_000);
});
