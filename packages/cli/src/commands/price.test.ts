import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '@stride/adapters-storage';
import type { startServer } from '@stride/bff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBffWithDatabase } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startServer>>;
let sql: SqlClient;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-price-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
// A Pace Runner 3 size at its list price, $130.00.
const SHOE = 'SR0045600095';

beforeAll(async () => {
  // The bff over a copy of the demo template, its database kept here so the test reads the price's history.
  ({ server, sql } = await startTestBffWithDatabase());
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

async function details(): Promise<{ variants: { id: string; price: Record<string, unknown> }[] }> {
  return (await (await fetch(new URL('/products/v2/products/SR0045600/details?locale=en-US', server.url))).json()) as never;
}

describe('stride price set against a started bff', () => {
  it('marks a size down and ends the sale, each change kept in its history, the product page dating the sale', async () => {
    const sale = bufferIo(env());
    expect(await runProgram(['price', 'set', SHOE, 'USD', '130', '--sale', '99.97'], sale)).toBe(ExitCode.Success);
    expect(sale.stdout.text()).toBe(`Variant  ${SHOE}\nBefore   130.00 USD\nAfter    99.97 USD on sale (list 130.00 USD)\n`);
    const price = (await details()).variants.find((v) => v.id === SHOE)?.price;
    expect(price).toMatchObject({ current: 99.97, original: 130, previousBestSalesPrice: 130, historicBestPrice: 99.97 });
    expect(Date.now() - Date.parse(String(price?.salesPriceActiveDate))).toBeLessThan(60_000);

    const end = bufferIo(env());
    expect(await runProgram(['price', 'set', SHOE, 'USD', '130', '--json'], end)).toBe(ExitCode.Success);
    expect(JSON.parse(end.stdout.text())).toEqual({
      variantId: SHOE,
      currency: 'USD',
      before: { listPrice: 130, salePrice: 99.97 },
      after: { listPrice: 130, salePrice: null },
    });
    const history = await sql.query<{ list_minor: number; sale_minor: number | null }>(
      `SELECT list_minor, sale_minor FROM price_history WHERE variant_id = $1 AND currency = 'USD' ORDER BY changed_at, id`,
      [SHOE],
    );
    expect(history).toEqual([
      { list_minor: 13000, sale_minor: null },
      { list_minor: 13000, sale_minor: 9997 },
      { list_minor: 13000, sale_minor: null },
    ]);
  });

  it('refuses a malformed id, currency or price before calling, and says so for an unknown variant', async () => {
    for (const args of [
      ['bad-id', 'USD', '130'],
      [SHOE, 'usd', '130'],
      [SHOE, 'USD', '-1'],
      [SHOE, 'USD', '0'],
      [SHOE, 'USD', '129.999'],
      [SHOE, 'USD', '130', '--sale', 'cheap'],
      [SHOE, 'USD', '130', '--sale', '130'],
    ]) {
      const io = bufferIo(env());
      expect(await runProgram(['price', 'set', ...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toMatch(/^stride price set: /);
    }
    const euro = bufferIo(env());
    expect(await runProgram(['price', 'set', SHOE, 'EUR', '130'], euro)).not.toBe(ExitCode.Success);
    expect(euro.stderr.text()).toContain('ATTR300');
    const unknown = bufferIo(env());
    expect(await runProgram(['price', 'set', 'ZZ9999999999', 'USD', '130'], unknown)).not.toBe(ExitCode.Success);
    expect(unknown.stderr.text()).toContain('PLP400: Variant ZZ9999999999 was not found.');
  });

  it('needs a signed-in agent', async () => {
    const io = bufferIo({ XDG_CONFIG_HOME: join(configHome, 'nobody'), STRIDE_API_URL: server.url });
    expect(await runProgram(['price', 'set', SHOE, 'USD', '130'], io)).not.toBe(ExitCode.Success);
    expect(io.stderr.text()).toMatch(/stride login/);
  });
});
