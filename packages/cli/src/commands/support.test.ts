import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
let caseNumber: string;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-support-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });

beforeAll(async () => {
  server = await startTestBff();
  // A shopper writes to customer care through the API, as the contact page does.
  const res = await fetch(new URL('/consumers-v3/contactus?locale=en-US', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      categoryId: 'orders',
      subjectId: 'missing-item',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      orderNumber: 'ST4821937706',
      message: 'One of the two pairs I ordered was not in the parcel.',
    }),
  });
  expect(res.status).toBe(201);
  caseNumber = ((await res.json()) as { caseNumber: string }).caseNumber;
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride support against a started bff', () => {
  it('lists the open cases, shows one with its message, and closes it with a resolution', async () => {
    const list = bufferIo(env());
    expect(await runProgram(['support', 'cases', '--status', 'open'], list)).toBe(ExitCode.Success);
    expect(list.stdout.text()).toMatch(/^Case +Opened +Status +Kind +Subject +From\n/);
    expect(list.stdout.text()).toMatch(
      new RegExp(`\\n${caseNumber} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +OPEN +contact +orders / missing-item +grace@example.com\\n`),
    );

    const show = bufferIo(env());
    expect(await runProgram(['support', 'show', caseNumber], show)).toBe(ExitCode.Success);
    expect(show.stdout.text()).toMatch(/\nFrom +Grace Hopper <grace@example\.com>\n/);
    expect(show.stdout.text()).toMatch(/\nOrder +ST4821937706\n/);
    expect(show.stdout.text()).toMatch(/\n\nOne of the two pairs I ordered was not in the parcel\.\n$/);

    const close = bufferIo(env());
    expect(await runProgram(['support', 'close', caseNumber, '--resolution', 'Missing pair sent by express', '--json'], close)).toBe(ExitCode.Success);
    expect(JSON.parse(close.stdout.text())).toMatchObject({ caseNumber, status: 'CLOSED', resolution: 'Missing pair sent by express' });

    const closedList = bufferIo(env());
    expect(await runProgram(['support', 'cases', '--status', 'closed', '--json'], closedList)).toBe(ExitCode.Success);
    expect((JSON.parse(closedList.stdout.text()) as { caseNumber: string }[]).map((c) => c.caseNumber)).toContain(caseNumber);

    const again = bufferIo(env());
    expect(await runProgram(['support', 'close', caseNumber, '--resolution', 'again'], again)).not.toBe(ExitCode.Success);
    expect(again.stderr.text()).toBe('stride support close: SUPPORT_CASE_NOT_FOUND: There is no open support case with this number.\n');
  }, 120_000);

  it('a bad case number, status or limit, or a close without a resolution, is a usage error before any request', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [['support', 'show', 'CS12'], 'stride support show: "CS12" is not a case number (CS and 10 digits)'],
      [['support', 'cases', '--status', 'constructor'], 'stride support cases: "constructor" is not a status: open or closed'],
      [['support', 'cases', '--limit', '500'], 'stride support cases: --limit takes a whole number from 1 to 100'],
      [['support', 'close', 'CS0000000001'], 'stride support close: a case is closed with --resolution "<what was done>" (up to 1,000 characters)'],
    ] as const) {
      const io = bufferIo(unreachable);
      expect(await runProgram([...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toBe(`${message}\n`);
    }
  }, 120_000);
});
