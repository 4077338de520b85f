import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoData } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-reviews-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
const review = generateDemoData().reviews.find((r) => r.productId === 'SR0070410');

async function post(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: path.startsWith('/token') ? JSON.stringify({ type: 'Guest' }) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestBff();
  // Three shoppers report the same review through the API, as the product page does: the third hides it.
  for (let n = 0; n < 3; n++) {
    const guest = await post('/token/v2/auth/token');
    const flagged = await post(`/products/v1/products/SR0070410/review/${review?.id ?? ''}/flag`, guest.body.accessToken as string);
    expect(flagged.status).toBe(200);
  }
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride reviews moderate against a started bff', () => {
  it('lists the review three shoppers flagged as hidden, publishes it again, and it leaves the list', async () => {
    const list = bufferIo(env());
    expect(await runProgram(['reviews', 'moderate'], list)).toBe(ExitCode.Success);
    expect(list.stdout.text()).toMatch(/^Review +Product +Status +Flags +Stars +Written +By +Title\n/);
    expect(list.stdout.text()).toMatch(
      new RegExp(`\\n${review?.id ?? ''} +SR0070410 +hidden +3 +${review?.rating ?? ''} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +`),
    );

    const publish = bufferIo(env());
    expect(await runProgram(['reviews', 'moderate', review?.id ?? '', '--publish'], publish)).toBe(ExitCode.Success);
    expect(publish.stdout.text()).toMatch(/\nStatus +published\nFlags +0\n/);
    expect(publish.stdout.text()).toContain(`\n\n${review?.text ?? ''}\n`);

    const after = bufferIo(env());
    expect(await runProgram(['reviews', 'moderate', '--filter', 'hidden', '--json'], after)).toBe(ExitCode.Success);
    expect((JSON.parse(after.stdout.text()) as { reviewId: string }[]).map((r) => r.reviewId)).not.toContain(review?.id);

    const hide = bufferIo(env());
    expect(await runProgram(['reviews', 'moderate', review?.id ?? '', '--hide', '--json'], hide)).toBe(ExitCode.Success);
    expect(JSON.parse(hide.stdout.text())).toMatchObject({ reviewId: review?.id, status: 'hidden', flagCount: 0 });

    const unknown = bufferIo(env());
    expect(await runProgram(['reviews', 'moderate', 'rv-no-such-review', '--hide'], unknown)).not.toBe(ExitCode.Success);
    expect(unknown.stderr.text()).toBe('stride reviews moderate: REV404: This review could not be found.\n');
  }, 120_000);

  it('a bad review id, filter or limit, or no decision, is a usage error before any request', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [['reviews', 'moderate', 'DROP'], 'stride reviews moderate: "DROP" is not a review id (rv- and lower-case letters, digits or dashes)'],
      [['reviews', 'moderate', 'rv-abcd-1234'], 'stride reviews moderate: a review is moderated with one of --publish or --hide'],
      [['reviews', 'moderate', 'rv-abcd-1234', '--publish', '--hide'], 'stride reviews moderate: a review is moderated with one of --publish or --hide'],
      [['reviews', 'moderate', '--filter', 'all'], 'stride reviews moderate: "all" is not a filter: attention, hidden or flagged'],
      [['reviews', 'moderate', '--limit', '0'], 'stride reviews moderate: --limit takes a whole number from 1 to 100'],
    ] as const) {
      const io = bufferIo(unreachable);
      expect(await runProgram([...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toBe(`${message}\n`);
    }
  }, 120_000);
});
