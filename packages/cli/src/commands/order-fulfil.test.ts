import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { placeGuestOrder, type Body } from '../testing/place-order.fixture.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
let placed: Body;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-fulfil-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });

beforeAll(async () => {
  server = await startTestBff();
  placed = await placeGuestOrder(server.url);
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride order fulfil against a started bff', () => {
  it('records a shipment with its carrier, then the delivery, and shows the timeline and the return window', async () => {
    const shipped = bufferIo(env());
    expect(await runProgram(['order', 'fulfil', placed.orderNumber, 'shipped', '--carrier', 'UPS', '--tracking', '1Z999AA10123456784'], shipped)).toBe(
      ExitCode.Success,
    );
    expect(shipped.stdout.text()).toMatch(/^Order +ST\d{10}\nStatus +SHIPPED\n/);
    expect(shipped.stdout.text()).toMatch(/\nTracking\n\d{4}-\d\d-\d\d \d\d:\d\d UTC +SHIPPED +UPS 1Z999AA10123456784\n$/);
    const delivered = bufferIo(env());
    expect(await runProgram(['order', 'fulfil', placed.orderNumber, 'delivered', '--json'], delivered)).toBe(ExitCode.Success);
    const order = JSON.parse(delivered.stdout.text());
    expect(order).toMatchObject({ status: 'DELIVERED', tracking: { events: [{ type: 'SHIPPED' }, { type: 'DELIVERED' }], returnNumber: null } });
    expect(order.st).toBeUndefined();
    const again = bufferIo(env());
    expect(await runProgram(['order', 'fulfil', placed.orderNumber, 'delivered'], again)).not.toBe(ExitCode.Success);
    expect(again.stderr.text()).toMatch(/^stride order fulfil: ORD_STEP_REFUSED: An order that is DELIVERED cannot be marked DELIVERED\.\n$/);
  }, 120_000);

  it('a shipment without carrier and tracking number, or an unknown step, is a usage error before any request', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [['shipped', '--carrier', 'UPS'], 'a shipment needs --carrier <name> and --tracking <number>'],
      [['lost'], '"lost" is not a step: shipped, delivered or returned'],
    ] as const) {
      const io = bufferIo(unreachable);
      expect(await runProgram(['order', 'fulfil', 'ST0000000001', ...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toBe(`stride order fulfil: ${message}\n`);
    }
  }, 120_000);
});
