import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local DeepL-compatible provider for tests: answers `/v2/translate` by tagging each text with the target language. */
export interface FakeTranslationProvider {
  readonly url: string;
  /** The bodies it was sent, oldest first. */
  readonly requests: unknown[];
  /** Answer every following request with this status and nothing usable (a provider down or out of quota). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/**
 * Starts the fake on a free port. A text comes back as `[FR] text` for target_lang FR; the key must be `test-key`.
 * @example const provider = await startFakeTranslationProvider(); startTestServer({ STRIDE_TRANSLATION_URL: provider.url, ... })
 */
export async function startFakeTranslationProvider(): Promise<FakeTranslationProvider> {
  const requests: unknown[] = [];
  let failing: number | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { text?: string[]; target_lang?: string };
      requests.push(body);
      if (req.url !== '/v2/translate' || req.headers.authorization !== 'DeepL-Auth-Key test-key') return void res.writeHead(403).end('{}');
      if (failing !== null) return void res.writeHead(failing, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      const translations = (body.text ?? []).map((text) => ({ detected_source_language: 'EN', text: `[${body.target_lang ?? ''}] ${text}` }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failWith: (status) => {
      failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
