import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function runMain(env: Record<string, string>) {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: build the bff first (npm run build)`);
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { msg: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const waiter of waiters) if (waiter.msg === line.msg) waiter.resolve(line);
  });
  const lineNamed = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = lines.find((line) => line.msg === msg);
      if (seen) return resolve(seen);
      waiters.push({ msg, resolve });
      void exited.then(({ stderr }) => reject(new Error(`exited before logging "${msg}": ${stderr}`)));
    });
  return { child, exited, lines, lineNamed };
}

describe('node dist/main.js', () => {
  it('logs its URL as JSON, serves, and on SIGTERM stops gracefully with exit code 0', async () => {
    const run = runMain({ PORT: '0', HOST: '127.0.0.1', STRIDE_DB_IN_MEMORY: 'true' });
    const stopped = run.lineNamed('stopped');
    const listening = await run.lineNamed('listening');
    expect(listening).toMatchObject({ level: 'info', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    const res = await fetch(new URL('/healthz', String(listening.url)), { headers: { 'x-correlation-id': 'main-test' } });
    expect(res.status).toBe(200);
    run.child.kill('SIGTERM');
    const { code } = await run.exited;
    expect(code).toBe(0);
    await expect(stopped).resolves.toMatchObject({ msg: 'stopped' });
    expect(run.lines).toContainEqual(expect.objectContaining({ msg: 'request', correlationId: 'main-test', status: 200 }));
    expect(run.lines).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
  });

  it('exits with code 1 and a clear message when the configuration is invalid', async () => {
    const run = runMain({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    const { code, stderr } = await run.exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:/);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
