import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { apiOk, guestCart } from '../testing/place-order.fixture.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
let shopper: { token: string; basketId: string };
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-cart-'));
const signedOut = mkdtempSync(join(tmpdir(), 'stride-cli-cart-none-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const esc = (text: string | undefined) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  server = await startTestBff();
  shopper = await guestCart(server.url, ['WELCOME10']);
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
  rmSync(signedOut, { recursive: true, force: true });
});

describe('stride cart show against a started bff', () => {
  it('shows a shopper’s cart to an agent: items, shipping methods, coupons, payments, totals', async () => {
    const cart = await apiOk(server.url, 'GET', `/cart/v1/cart/${shopper.basketId}`, shopper.token);
    const shoe = (cart.items as { productId: string; name: string; size: string; colourName: string; bonus: boolean }[]).find((i) => !i.bonus);
    const io = bufferIo(env());
    expect(await runProgram(['cart', 'show', shopper.basketId.toUpperCase()], io)).toBe(ExitCode.Success);
    const text = io.stdout.text();
    expect(text).toMatch(new RegExp(`^Basket +${shopper.basketId}\nCurrency +USD\nUnits +\\d+\n`));
    expect(text).toMatch(/\nItems\nProduct +Name +Colour +Size +Qty +Price +Total +Method +Store\n/);
    expect(text).toMatch(
      new RegExp(
        `\n${esc(shoe?.productId)} +${esc(shoe?.name)} +${esc(shoe?.colourName)} +${esc(shoe?.size)} +1 +\\d+\\.\\d\\d USD +\\d+\\.\\d\\d USD +\\w+ +-\n`,
      ),
    );
    expect(text).toMatch(new RegExp(`\nShipping methods\nShipment +Chosen +Offered\nme +${cart.shippingMethods[0].code} +[\\w, -]+\n`));
    expect(text).toMatch(/\nCoupons\nWELCOME10 +applied +PROMO-WELCOME10\n/);
    expect(text).toContain('\nPayments\nnone\n');
    expect(text).toMatch(
      new RegExp(
        `\nTotals\nItems +${(cart.totals.itemTotal as number).toFixed(2)} USD\nDiscount +[1-9]\\d*\\.\\d\\d USD\n(.*\n){3}To pay +${(cart.totals.remainingToPay as number).toFixed(2)} USD\n$`,
      ),
    );
    expect(io.stderr.text()).toBe('');
  }, 120_000);

  it('--json prints the cart exactly as its owner loads it', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['cart', 'show', shopper.basketId, '--json'], io)).toBe(ExitCode.Success);
    expect(JSON.parse(io.stdout.text())).toEqual(await apiOk(server.url, 'GET', `/cart/v1/cart/${shopper.basketId}`, shopper.token));
  }, 120_000);

  it('an unknown basket is not found (exit 3) with the spec error', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['cart', 'show', UNKNOWN], io)).toBe(ExitCode.NotFound);
    expect(io.stderr.text()).toMatch(/^stride cart show: BSK404: .+\n$/);
    expect(io.stdout.text()).toBe('');
  }, 120_000);

  it('someone else’s basket is not found for a token that is not an agent’s', async () => {
    const other = (await apiOk(server.url, 'POST', '/token/v2/auth/token', undefined, { type: 'Guest' })).accessToken as string;
    const io = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url, STRIDE_TOKEN: other });
    expect(await runProgram(['cart', 'show', shopper.basketId], io)).toBe(ExitCode.NotFound);
    expect(io.stderr.text()).toMatch(/^stride cart show: BSK404: .+\n$/);
  }, 120_000);

  it('a malformed basket id is a usage error before any request; no login exits 4', async () => {
    const bad = bufferIo({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' });
    expect(await runProgram(['cart', 'show', 'no-such-basket'], bad)).toBe(ExitCode.Usage);
    expect(bad.stderr.text()).toMatch(/^stride cart show: "no-such-basket" is not a basket id \(a UUID/);
    const none = bufferIo({ XDG_CONFIG_HOME: signedOut, STRIDE_API_URL: server.url });
    expect(await runProgram(['cart', 'show', shopper.basketId], none)).toBe(ExitCode.NotAuthorised);
    expect(none.stderr.text()).toBe('stride cart show: not signed in; run "stride login" or set STRIDE_TOKEN\n');
  }, 120_000);
});
