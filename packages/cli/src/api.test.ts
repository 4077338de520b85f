import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from './api.js';
import { ExitCode } from './exit-codes.js';
import { runProgram } from './run-program.js';
import { bufferIo } from './testing/buffer-io.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that drops the first `drops` connections without answering, then answers an empty category tree. */
async function flakyServer(drops: number): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = createServer((req, res) => {
    requests += 1;
    if (requests <= drops) return void req.socket.destroy();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        '{"categories":[],"features":{"notifyMe":true,"favorites":true,"toastDismissMs":5000,"loyaltyMinPoints":500,"loyalty":true,"simplifiedEnrollment":false}}',
      );
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

describe('callApi', () => {
  it('retries once when the connection drops', async () => {
    const flaky = await flakyServer(1);
    expect(await callApi(flaky.url, 'getCatalog', {})).toEqual({
      ok: true,
      value: {
        categories: [],
        features: { notifyMe: true, favorites: true, toastDismissMs: 5000, loyaltyMinPoints: 500, loyalty: true, simplifiedEnrollment: false },
      },
    });
    expect(flaky.requests()).toBe(2);
  });

  it('gives up after the one retry with a network failure', async () => {
    const flaky = await flakyServer(5);
    const outcome = await callApi(flaky.url, 'getCatalog', {});
    expect(outcome.ok ? undefined : outcome.failure.kind).toBe('network');
    expect(flaky.requests()).toBe(2);
  });
});

describe('error output', () => {
  const args = ['giftcard', 'balance', '7777000000000001'];
  const offline = { STRIDE_API_URL: 'http://127.0.0.1:9' };

  it('is red on a terminal', async () => {
    const io = bufferIo(offline, true);
    expect(await runProgram(args, io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toBe('\u001b[31mstride giftcard balance: the PIN is required: --pin <pin>\u001b[39m\n');
  });

  it('is plain with NO_COLOR even on a terminal', async () => {
    const io = bufferIo({ ...offline, NO_COLOR: '1' }, true);
    expect(await runProgram(args, io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toBe('stride giftcard balance: the PIN is required: --pin <pin>\n');
  });

  it('a server that cannot be reached is a failure with a one-line message', async () => {
    const io = bufferIo({ ...offline, XDG_CONFIG_HOME: '/nonexistent-stride-test' });
    expect(await runProgram([...args, '--pin', '1234'], io)).toBe(ExitCode.Failure);
    expect(io.stderr.text()).toMatch(/^stride giftcard balance: could not reach the Stride API \(.+\)\n$/);
  });
});
