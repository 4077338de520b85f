import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { DEMO_AGENT, startTestBff } from '../testing/started-bff.js';
import { readSession, tokenPath } from '../token-store.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-session-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
const stdinOf = (text: string) => ({ readStdin: () => Promise.resolve(text), stdinIsTTY: () => false });

beforeAll(async () => {
  server = await startTestBff();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride login, whoami and logout against a started bff', () => {
  it('refuses a wrong password with the spec error and not authorised, storing nothing', async () => {
    const io = bufferIo(env());
    const code = await runProgram(['login', '-u', DEMO_AGENT.username, '--password-stdin'], io, stdinOf('wrong-password\n'));
    expect(code).toBe(ExitCode.NotAuthorised);
    expect(io.stderr.text()).toMatch(/^stride login: AUT\d{3}: .+\n$/);
    expect(await readSession(env())).toBeUndefined();
  }, 120_000);

  it('asks for --password-stdin when there is no terminal, before any request', async () => {
    const io = bufferIo({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' });
    const code = await runProgram(['login', '-u', DEMO_AGENT.username], io, { stdinIsTTY: () => false });
    expect(code).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toContain('--password-stdin');
  });

  it('signs in, keeps the token in a 0600 file, and whoami shows the agent', async () => {
    const io = bufferIo(env());
    const code = await runProgram(['login', '-u', DEMO_AGENT.username, '--password-stdin'], io, stdinOf(`${DEMO_AGENT.password}\n`));
    expect(io.stderr.text()).toBe('');
    expect(code).toBe(ExitCode.Success);
    expect(io.stdout.text()).toContain(`Signed in as ${DEMO_AGENT.username} (EMPLOYEE)`);
    expect(statSync(tokenPath(env())).mode & 0o777).toBe(0o600);
    const who = bufferIo(env());
    expect(await runProgram(['whoami', '--json'], who)).toBe(ExitCode.Success);
    expect(JSON.parse(who.stdout.text())).toMatchObject({ username: DEMO_AGENT.username, agentRole: 'EMPLOYEE', expired: false });
    const table = bufferIo(env());
    expect(await runProgram(['whoami'], table)).toBe(ExitCode.Success);
    expect(table.stdout.text()).toMatch(/^Agent {8}employee@stride\.example\nConsumer no /);
  }, 120_000);

  it('signs out: the file is gone, the refresh token revoked, and whoami says not signed in', async () => {
    const stored = await readSession(env());
    expect(stored).toBeDefined();
    const io = bufferIo(env());
    expect(await runProgram(['logout'], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toContain('Signed out');
    expect(await readSession(env())).toBeUndefined();
    const refresh = await fetch(`${server.url}/token/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Refresh', refreshToken: stored?.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    const who = bufferIo(env());
    expect(await runProgram(['whoami'], who)).toBe(ExitCode.NotAuthorised);
    expect(who.stderr.text()).toContain('not signed in');
  }, 120_000);
});
