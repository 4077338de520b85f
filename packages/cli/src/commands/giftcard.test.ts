import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { DEMO_AGENT, startTestBff } from '../testing/started-bff.js';

const CARD = '7777000000000001';
let server: Awaited<ReturnType<typeof startTestBff>>;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-giftcard-'));
const env = (extra: Record<string, string> = {}) => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url, ...extra });

beforeAll(async () => {
  server = await startTestBff();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride giftcard balance against a started bff', () => {
  it('shows the demo card’s balance with a guest token when nobody is signed in', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['giftcard', 'balance', CARD, '--pin', '1234'], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toMatch(/^Card {5}\*{4} 0001\nBalance {2}50\.00 USD\nExpires {2}never\nStatus {3}ACTIVE\n$/);
  }, 120_000);

  it('answers JSON with the agent token from STRIDE_TOKEN', async () => {
    const login = await fetch(`${server.url}/consumers-v3/consumer/agent/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_AGENT),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const io = bufferIo(env({ STRIDE_TOKEN: accessToken }));
    expect(await runProgram(['giftcard', 'balance', CARD, '--pin', '1234', '--json'], io)).toBe(ExitCode.Success);
    expect(JSON.parse(io.stdout.text())).toMatchObject({ giftCardNumber: CARD, balance: 50, currency: 'USD', status: 'ACTIVE' });
  }, 120_000);

  it('a wrong PIN fails with GFC800 and its message, never a stack', async () => {
    const io = bufferIo(env());
    expect(await runProgram(['giftcard', 'balance', CARD, '--pin', '9999'], io)).toBe(ExitCode.Failure);
    expect(io.stderr.text()).toMatch(/^stride giftcard balance: GFC800: .+\n$/);
    expect(io.stderr.text()).not.toContain('    at ');
  }, 120_000);

  it('a missing or malformed PIN is a usage error before any request', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    const missing = bufferIo(unreachable);
    expect(await runProgram(['giftcard', 'balance', CARD], missing)).toBe(ExitCode.Usage);
    expect(missing.stderr.text()).toContain('the PIN is required');
    const letters = bufferIo(unreachable);
    expect(await runProgram(['giftcard', 'balance', 'not-a-card', '--pin', '1234'], letters)).toBe(ExitCode.Usage);
    expect(letters.stderr.text()).toContain('is not a gift card number');
  });
});
