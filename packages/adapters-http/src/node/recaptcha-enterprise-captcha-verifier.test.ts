import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecaptchaEnterpriseVerifier } from './recaptcha-enterprise-captcha-verifier.js';
import { createUndiciFetch } from './undici-fetch.js';

type Received = { method: string; url: string; contentType: string | undefined; body: unknown };
type Answer = (body: { event: { token: string; expectedAction: string } }, res: ServerResponse) => void;

/** A local stand-in for reCAPTCHA Enterprise: records each assessment asked for and answers as the test says. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answer: Answer = (_body, res) => res.writeHead(500).end();

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** An assessment as the provider words it: the token's properties and the risk analysis. */
function assessment(tokenProperties: Record<string, unknown>, score?: number) {
  return {
    name: 'projects/123456/assessments/abc',
    event: { token: '…', siteKey: 'site-key-1' },
    tokenProperties: { hostname: 'shop.example', createTime: '2026-11-27T17:00:00Z', ...tokenProperties },
    ...(score === undefined ? {} : { riskAnalysis: { score, reasons: [] } }),
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((text) => {
      const body = JSON.parse(text) as { event: { token: string; expectedAction: string } };
      received.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'], body });
      answer(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const reasons: string[] = [];
const verifier = (timeoutMs = 2_000) =>
  createRecaptchaEnterpriseVerifier({
    fetch: createUndiciFetch(),
    baseUrl,
    projectId: 'stride-shop',
    apiKey: 'api-key-1',
    siteKey: 'site-key-1',
    scoreThreshold: 0.5,
    timeoutMs,
    onRefusal: (reason) => reasons.push(reason),
  });

describe('the reCAPTCHA Enterprise captcha verifier', () => {
  it('asks for an assessment of the token, the site key and the expected action, and passes a valid token of that action scoring at the threshold', async () => {
    answer = (body, res) => json(res, 200, assessment({ valid: true, action: body.event.expectedAction }, 0.5));
    const verified = await verifier().verify('token-from-widget', 'placeOrder');
    expect(verified.isOk()).toBe(true);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/projects/stride-shop/assessments?key=api-key-1',
        contentType: 'application/json',
        body: { event: { token: 'token-from-widget', siteKey: 'site-key-1', expectedAction: 'placeOrder' } },
      },
    ]);
  });

  it('refuses with AUT403 a token the provider finds invalid, one made for another action, and one scoring under the threshold', async () => {
    answer = (_body, res) => json(res, 200, assessment({ valid: false, action: '', invalidReason: 'EXPIRED' }));
    expect((await verifier().verify('old-token', 'login'))._unsafeUnwrapErr().code).toBe('AUT403');
    expect(reasons.at(-1)).toBe('invalid token (EXPIRED)');
    answer = (_body, res) => json(res, 200, assessment({ valid: true, action: 'login' }, 0.9));
    expect((await verifier().verify('login-token', 'placeOrder'))._unsafeUnwrapErr().code).toBe('AUT403');
    expect(reasons.at(-1)).toBe('token made for another action (login)');
    answer = (body, res) => json(res, 200, assessment({ valid: true, action: body.event.expectedAction }, 0.3));
    expect((await verifier().verify('bot-token', 'register'))._unsafeUnwrapErr().code).toBe('AUT403');
    expect(reasons.at(-1)).toBe('score 0.3 under 0.5');
    expect(received).toHaveLength(3);
  });

  it('refuses a missing or blank token with AUT403 without asking the provider', async () => {
    for (const token of [undefined, '', '   ']) expect((await verifier().verify(token, 'login'))._unsafeUnwrapErr().code).toBe('AUT403');
    expect(received).toEqual([]);
  });

  it('answers CAPTCHA_UNAVAILABLE when the provider fails, answers another shape or is too slow', async () => {
    answer = (_body, res) => json(res, 500, { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } });
    expect((await verifier().verify('token', 'login'))._unsafeUnwrapErr().code).toBe('CAPTCHA_UNAVAILABLE');
    expect(reasons.at(-1)).toBe('the provider answered 500');
    answer = (_body, res) => json(res, 403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });
    expect((await verifier().verify('token', 'login'))._unsafeUnwrapErr().code).toBe('CAPTCHA_UNAVAILABLE');
    answer = (_body, res) => json(res, 200, { name: 'projects/1/assessments/2' });
    expect((await verifier().verify('token', 'login'))._unsafeUnwrapErr().code).toBe('CAPTCHA_UNAVAILABLE');
    expect(reasons.at(-1)).toBe('the provider answered another shape');
    // The stand-in never answers: the verifier gives up after its timeout.
    answer = () => undefined;
    expect((await verifier(200).verify('token', 'login'))._unsafeUnwrapErr().code).toBe('CAPTCHA_UNAVAILABLE');
    expect(reasons.at(-1)).toBe('the provider timed out');
  });

  it('answers CAPTCHA_UNAVAILABLE when nothing listens at the address', async () => {
    const nowhere = createRecaptchaEnterpriseVerifier({
      fetch: createUndiciFetch({ connectTimeoutMs: 500 }),
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'p',
      apiKey: 'k',
      siteKey: 's',
      scoreThreshold: 0.5,
      timeoutMs: 1_000,
    });
    expect((await nowhere.verify('token', 'login'))._unsafeUnwrapErr().code).toBe('CAPTCHA_UNAVAILABLE');
  });
});
