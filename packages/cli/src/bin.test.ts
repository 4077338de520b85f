import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = `${packageDir}dist/bin.js`;
const bffEntry = fileURLToPath(new URL('../../bff/dist/index.js', import.meta.url));
const { version } = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as { version: string };

function requireFile(path: string, hint: string): void {
  if (!existsSync(path)) throw new Error(`${path} does not exist: ${hint}`);
}

/** Runs the built bin and returns its exit code and output, whatever the exit code. */
async function stride(args: readonly string[], viaShebang = false) {
  const [file, argv] = viaShebang ? [bin, args] : [process.execPath, [bin, ...args]];
  return run(file, [...argv], { env: { ...process.env, NO_COLOR: '1' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('the built stride bin', () => {
  beforeAll(() => requireFile(bin, 'build the cli first (npm run build at the repository root)'));

  it('is an executable script with a node shebang', () => {
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(() => accessSync(bin, constants.X_OK)).not.toThrow();
  });

  it('prints the help with its commands: node packages/cli/dist/bin.js --help', async () => {
    const result = await stride(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ {2}serve \[options\] +start the storefront/m);
    expect(result.stdout).toMatch(/Examples:/);
  });

  it('runs through its shebang and prints the package version', async () => {
    expect(await stride(['--version'], true)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('exits 2 on an unknown command with a message and no stack trace', async () => {
    const result = await stride(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/error: unknown command 'frobnicate'/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

/** Resolves with the URL once the child prints its "listening" line; rejects if it exits first. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Stride storefront listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`stride serve exited with ${code} before listening:\n${stderr}`)));
  });
}

function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('stride serve, built, against the real bff', () => {
  let child: ChildProcess | undefined;

  beforeAll(() => {
    requireFile(bin, 'build the cli first (npm run build at the repository root)');
    requireFile(bffEntry, 'build the bff first (npm run build at the repository root)');
  });

  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('serves /healthz on a free port and exits 0 on SIGTERM', { timeout: 180_000 }, async () => {
    const env = { ...process.env, PORT: '0', STRIDE_DB_IN_MEMORY: 'true', LOG_LEVEL: 'warn', NO_COLOR: '1' };
    child = spawn(process.execPath, [bin, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await listeningUrl(child);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    child.kill('SIGTERM');
    expect(await exitCodeOf(child)).toBe(0);
  });
});
