import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import { startFakeTranslationProvider, type FakeTranslationProvider } from '../../testing/fake-translation-provider.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

let provider: FakeTranslationProvider;
let started: StartedServer;
let url: string;

beforeAll(async () => {
  provider = await startFakeTranslationProvider();
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRANSLATION_URL: provider.url, STRIDE_TRANSLATION_API_KEY: 'test-key' });
  url = started.server.url;
}, 120_000);
afterAll(async () => {
  await started?.server.close();
  await provider?.close();
});

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  return { status: res.status, body: (await res.json()) as LooseJson };
}

const product = demoData().products.find((p) => p.reviewsCount > 0 && p.id !== 'SR0045600' && !p.comingSoon)?.id ?? '';

describe('translating a review through a configured provider (a local DeepL-compatible fake)', () => {
  it('offers, translates and keeps a shopper’s review the store has no translation of; a stored one never asks the provider', async () => {
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const written = await call('POST', `/products/v1/products/${product}/reviews?locale=en-US`, {
      token: shopper.accessToken,
      body: { rating: 5, title: 'Great fit', text: 'Fits well and feels light on long walks.', nickname: 'Alex R.' },
    });
    const reviewId = written.body.review.reviewId as string;
    const listed = (await call('GET', `/products/v1/products/${product}/reviews?locale=fr-CA`)).body.reviews.find((r: LooseJson) => r.reviewId === reviewId);
    expect(listed.translatable).toBe(true);
    provider.requests.length = 0;
    const translated = await call('POST', `/products/v1/review/${reviewId}/translate?locale=fr-CA`);
    expect([translated.status, translated.body]).toEqual([
      200,
      { reviewId, sourceLocale: 'en-US', language: 'fr', title: '[FR] Great fit', text: '[FR] Fits well and feels light on long walks.', source: 'deepl' },
    ]);
    expect(provider.requests).toEqual([{ text: ['Great fit', 'Fits well and feels light on long walks.'], source_lang: 'EN', target_lang: 'FR' }]);
    // Kept: the next reader gets it without asking the provider again.
    expect((await call('POST', `/products/v1/review/${reviewId}/translate?locale=fr-CA`)).body.source).toBe('deepl');
    const stored = demoData().reviews.find((r) => r.productId === product && r.locale !== 'fr-CA');
    expect((await call('POST', `/products/v1/review/${stored?.id}/translate?locale=fr-CA`)).body.source).toBe('stored');
    expect(provider.requests).toHaveLength(1);
  });

  it('answers TRANSLATION_FAILED (502) when the provider fails, keeping nothing', async () => {
    const loyal = await signIn(url, DemoEmail.loyalty, DEMO_PASSWORD);
    const written = await call('POST', `/products/v1/products/${product}/reviews?locale=fr-CA`, {
      token: loyal.accessToken,
      body: { rating: 3, title: 'Correct', text: 'Bonne qualité, mais la couleur est plus pâle.', nickname: 'Dominique' },
    });
    const reviewId = written.body.review.reviewId as string;
    provider.failWith(456);
    try {
      const failed = await call('POST', `/products/v1/review/${reviewId}/translate?locale=en-US`);
      expect([failed.status, errorIdOf(failed.body)]).toEqual([502, 'TRANSLATION_FAILED']);
    } finally {
      provider.failWith(null);
    }
    const [kept] = await started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM review_translations WHERE review_id = $1', [reviewId]);
    expect(kept?.n).toBe(0);
    const again = await call('POST', `/products/v1/review/${reviewId}/translate?locale=en-US`);
    expect([again.status, again.body.title, again.body.language]).toEqual([200, '[EN-US] Correct', 'en']);
  });
});
