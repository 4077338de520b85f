import { describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import type { BffModule } from './serve.js';

type StartCall = { env: NodeJS.ProcessEnv; options: unknown };

/** A stand-in bff that records how it was started and whether it was closed. */
function fakeBff(port = 4321) {
  const calls: StartCall[] = [];
  let closed = 0;
  const module: BffModule = {
    startServer: async (env = {}, options = {}) => {
      calls.push({ env, options });
      return { url: `http://localhost:${port}`, port, close: async () => void closed++ };
    },
  };
  return { module, calls, closed: () => closed };
}

describe('stride serve', () => {
  it('starts the storefront, prints its URL, and closes it when told to stop', async () => {
    const io = bufferIo({ STRIDE_DB_IN_MEMORY: 'true', PORT: '0' });
    const bff = fakeBff();
    const code = await runProgram(['serve'], io, { loadBff: async () => bff.module, waitForStop: async () => 'SIGTERM' });
    expect(code).toBe(ExitCode.Success);
    expect(io.stdout.text()).toContain('Stride storefront listening on http://localhost:4321\n');
    expect(io.stdout.text()).toContain('Stopping the storefront (SIGTERM)');
    expect(bff.calls).toEqual([{ env: { STRIDE_DB_IN_MEMORY: 'true', PORT: '0' }, options: { handleSignals: false } }]);
    expect(bff.closed()).toBe(1);
  });

  it('does not close the server before the stop signal', async () => {
    const bff = fakeBff();
    let stop: (reason: string) => void = () => {};
    const stopped = new Promise<string>((resolve) => (stop = resolve));
    const running = runProgram(['serve'], bufferIo(), { loadBff: async () => bff.module, waitForStop: () => stopped });
    await new Promise((resolve) => setImmediate(resolve));
    expect(bff.calls).toHaveLength(1);
    expect(bff.closed()).toBe(0);
    stop('SIGINT');
    expect(await running).toBe(ExitCode.Success);
    expect(bff.closed()).toBe(1);
  });

  it('lets --port override PORT from the environment', async () => {
    const bff = fakeBff();
    const io = bufferIo({ PORT: '3000' });
    await runProgram(['serve', '--port', '8080'], io, { loadBff: async () => bff.module, waitForStop: async () => 'test' });
    expect(bff.calls[0]?.env['PORT']).toBe('8080');
  });

  it('exits 1 with a one-line hint, no stack trace, when the server cannot be loaded', async () => {
    const io = bufferIo();
    const loadBff = () => Promise.reject(new Error("Cannot find module '@stride/bff'"));
    expect(await runProgram(['serve'], io, { loadBff })).toBe(ExitCode.Failure);
    expect(io.stderr.text()).toBe(
      "stride serve: the storefront server could not be loaded (Cannot find module '@stride/bff'). Is it built? Run: npm run build\n",
    );
  });

  it('exits 1 with the server’s own message, no stack trace, when it does not start', async () => {
    const io = bufferIo();
    const module: BffModule = {
      startServer: () => Promise.reject(new Error('Invalid configuration:\n  - PORT: Too big')),
    };
    expect(await runProgram(['serve'], io, { loadBff: async () => module })).toBe(ExitCode.Failure);
    expect(io.stderr.text()).toBe('stride serve: the storefront did not start.\nInvalid configuration:\n  - PORT: Too big\n');
    expect(io.stdout.text()).not.toContain('listening');
  });
});
