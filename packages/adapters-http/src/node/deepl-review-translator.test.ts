import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeeplReviewTranslator, deeplTargetLanguage } from './deepl-review-translator.js';
import { createUndiciFetch } from './undici-fetch.js';

type Received = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown };

/** A local stand-in for the provider: records each request and answers as the test says. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answer: (body: { text: string[]; target_lang: string }) => { status: number; json: unknown } = () => ({ status: 500, json: {} });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((text) => {
      const body = JSON.parse(text) as { text: string[]; target_lang: string };
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      const { status, json } = answer(body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const translator = () => createDeeplReviewTranslator({ fetch: createUndiciFetch({ timeoutMs: 2_000 }), baseUrl, apiKey: 'test-key:fx' });

describe('the DeepL-compatible review translator', () => {
  it('sends the title and the text in one call with the key, the source and the target language, and reads both back', async () => {
    answer = (body) => ({
      status: 200,
      json: { translations: body.text.map((text) => ({ detected_source_language: 'FR', text: `[${body.target_lang}] ${text}` })) },
    });
    received.length = 0;
    const translated = await translator().translate({ title: 'Très confortables', text: 'Je les porte tous les jours.', from: 'fr', to: 'en' });
    expect(translated).toEqual({ title: '[EN-US] Très confortables', text: '[EN-US] Je les porte tous les jours.' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/v2/translate',
        authorization: 'DeepL-Auth-Key test-key:fx',
        contentType: 'application/json',
        body: { text: ['Très confortables', 'Je les porte tous les jours.'], source_lang: 'FR', target_lang: 'EN-US' },
      },
    ]);
    expect(translator().name).toBe('deepl');
  });

  it('rejects an error status (a wrong key, the quota spent) and an answer of another shape', async () => {
    answer = () => ({ status: 403, json: { message: 'Wrong endpoint' } });
    await expect(translator().translate({ title: 'A', text: 'B', from: 'en', to: 'fr' })).rejects.toThrow(/403/);
    answer = () => ({ status: 456, json: { message: 'Quota exceeded' } });
    await expect(translator().translate({ title: 'A', text: 'B', from: 'en', to: 'fr' })).rejects.toThrow(/456/);
    answer = () => ({ status: 200, json: { translations: [{ text: 'only one' }] } });
    await expect(translator().translate({ title: 'A', text: 'B', from: 'en', to: 'fr' })).rejects.toThrow();
  });

  it('rejects when nothing answers at the address', async () => {
    const nowhere = createDeeplReviewTranslator({ fetch: createUndiciFetch({ connectTimeoutMs: 500 }), baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });
    await expect(nowhere.translate({ title: 'A', text: 'B', from: 'en', to: 'fr' })).rejects.toThrow();
  });

  it('names English and Portuguese by their variant and other languages in upper case', () => {
    expect(['en', 'fr', 'pt', 'de'].map(deeplTargetLanguage)).toEqual(['EN-US', 'FR', 'PT-PT', 'DE']);
  });
});
