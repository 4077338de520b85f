import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { codeChallengeS256, createCodeVerifier } from '@stride/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

let server: Awaited<ReturnType<typeof startTestBff>>;
const configHome = mkdtempSync(join(tmpdir(), 'stride-cli-questions-'));
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
let questionId = '';

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestBff();
  // A shopper asks about a product through the API, as the product page does: the question waits for support staff.
  const codeVerifier = createCodeVerifier(new Uint8Array(randomBytes(32)));
  const signin = await post('/consumers-v3/auth/signin', {
    type: 'Registered',
    username: DemoEmail.shopper,
    password: DEMO_PASSWORD,
    codeChallenge: await codeChallengeS256(codeVerifier),
  });
  const grant = await post('/token/v2/auth/token', { type: 'Registered', authorizationCode: signin.body.authorizationCode, codeVerifier });
  const asked = await post(
    '/products/v1/products/SR0045600/reviews/questions',
    { text: 'Does the heel feel firm on long runs?', nickname: 'Casey' },
    grant.body.accessToken as string,
  );
  expect(asked.status).toBe(201);
  questionId = asked.body.questionId as string;
  await loginAsDemoAgent(env());
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('stride reviews questions against a started bff', () => {
  it('lists the question a shopper asked as pending, publishes it, and it leaves the pending list', async () => {
    const list = bufferIo(env());
    expect(await runProgram(['reviews', 'questions'], list)).toBe(ExitCode.Success);
    expect(list.stdout.text()).toMatch(/^Id +Kind +Product +Status +Written +By +Text\n/);
    expect(list.stdout.text()).toMatch(
      new RegExp(`\\n${questionId} +question +SR0045600 +pending +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +Casey +Does the heel`),
    );

    const publish = bufferIo(env());
    expect(await runProgram(['reviews', 'questions', questionId, '--publish'], publish)).toBe(ExitCode.Success);
    expect(publish.stdout.text()).toMatch(new RegExp(`^Question +${questionId}\\nProduct +SR0045600\\nStatus +published\\n`));
    expect(publish.stdout.text()).toContain('\n\nDoes the heel feel firm on long runs?\n');

    const pending = bufferIo(env());
    expect(await runProgram(['reviews', 'questions', '--json'], pending)).toBe(ExitCode.Success);
    expect((JSON.parse(pending.stdout.text()) as { postId: string }[]).map((p) => p.postId)).not.toContain(questionId);
    const shown = await fetch(new URL('/products/v1/products/SR0045600/reviews/questions?limit=20', server.url));
    expect(((await shown.json()) as { questions: { questionId: string }[] }).questions.map((q) => q.questionId)).toContain(questionId);

    const reject = bufferIo(env());
    expect(await runProgram(['reviews', 'questions', questionId, '--reject', '--json'], reject)).toBe(ExitCode.Success);
    expect(JSON.parse(reject.stdout.text())).toMatchObject({ postId: questionId, kind: 'question', status: 'rejected' });
    const rejected = bufferIo(env());
    expect(await runProgram(['reviews', 'questions', '--status', 'rejected'], rejected)).toBe(ExitCode.Success);
    expect(rejected.stdout.text()).toContain(questionId);

    const unknown = bufferIo(env());
    expect(await runProgram(['reviews', 'questions', 'an-no-such-answer', '--publish'], unknown)).not.toBe(ExitCode.Success);
    expect(unknown.stderr.text()).toBe('stride reviews questions: ANS404: This answer could not be found.\n');
  }, 120_000);

  it('a bad id, status or limit, or no decision, is a usage error before any request', async () => {
    const unreachable = { XDG_CONFIG_HOME: configHome, STRIDE_API_URL: 'http://127.0.0.1:9' };
    for (const [args, message] of [
      [
        ['reviews', 'questions', 'rv-abcd-1234', '--publish'],
        'stride reviews questions: "rv-abcd-1234" is not a question or answer id (qn- or an- and lower-case letters, digits or dashes)',
      ],
      [['reviews', 'questions', 'qn-abcd-1234'], 'stride reviews questions: a question or answer is moderated with one of --publish or --reject'],
      [
        ['reviews', 'questions', 'an-abcd-1234', '--publish', '--reject'],
        'stride reviews questions: a question or answer is moderated with one of --publish or --reject',
      ],
      [['reviews', 'questions', '--status', 'hidden'], 'stride reviews questions: "hidden" is not a status: pending, published or rejected'],
      [['reviews', 'questions', '--limit', '101'], 'stride reviews questions: --limit takes a whole number from 1 to 100'],
    ] as const) {
      const io = bufferIo(unreachable);
      expect(await runProgram([...args], io)).toBe(ExitCode.Usage);
      expect(io.stderr.text()).toBe(`${message}\n`);
    }
  }, 120_000);
});
