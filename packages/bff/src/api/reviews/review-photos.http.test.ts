import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { PHOTO_LIMITS } from '@stride/domain/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { holdsMetadata, jpegWithMetadata, pngWithMetadata, webpWithMetadata } from '../../testing/photo-files.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import type { TokenGrant } from '@stride/application/storefront';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

let started: StartedServer;
let url: string;
let shopper: TokenGrant;
let other: TokenGrant;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
  other = await signIn(url, DemoEmail.athlete, DEMO_PASSWORD);
}, 120_000);
afterAll(async () => started?.server.close());

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as LooseJson };
}
const upload = (grant: TokenGrant | undefined, bytes: Uint8Array, userId = grant?.consumerNo ?? 'nobody-00') =>
  call('POST', `/ugc/users/${userId}/media`, {
    ...(grant === undefined ? {} : { token: grant.accessToken }),
    body: { data: Buffer.from(bytes).toString('base64') },
  });
const countPhotos = async () => Number((await started.sqlClient().query<{ n: number }>('SELECT count(*) AS n FROM review_photos'))[0]?.n);
const countReviews = async () => Number((await started.sqlClient().query<{ n: number }>('SELECT count(*) AS n FROM reviews'))[0]?.n);

/** Reviewed demo products each test writes on alone (one review per shopper and product). */
const products = demoData()
  .products.filter((p) => !p.comingSoon && p.id !== 'SR0045600')
  .map((p) => p.id);
const draft = { rating: 5, title: 'Looks as good as it runs', text: 'Here it is after a month of runs, still like new.', nickname: 'Sam' };

describe('photos with a review', () => {
  it('keeps a JPEG, PNG and WebP without their metadata and shows them with the review, cacheable for a year', async () => {
    const files = [jpegWithMetadata(), pngWithMetadata(), webpWithMetadata()];
    const uploaded = [];
    for (const file of files) {
      expect(holdsMetadata(file)).toBe(true);
      const answer = await upload(shopper, file);
      expect([answer.status, answer.headers.get('cache-control')]).toEqual([201, 'no-store']);
      expect(answer.body.bytes).toBeLessThan(file.length);
      uploaded.push(answer.body);
    }
    expect(uploaded.map((u) => u.contentType)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    // Not shown before a review takes it.
    expect((await fetch(new URL(`/ugc/media/${uploaded[0]?.mediaId as string}/photo`, url))).status).toBe(404);

    const written = await call('POST', `/products/v1/products/${products[0] ?? ''}/reviews`, {
      token: shopper.accessToken,
      body: { ...draft, photoIds: uploaded.map((u) => u.mediaId) },
    });
    expect(written.status).toBe(201);
    const photos = written.body.review.photos as { mediaId: string; url: string }[];
    expect(photos.map((p) => p.mediaId)).toEqual(uploaded.map((u) => u.mediaId));
    const listed = await call('GET', `/products/v1/products/${products[0] ?? ''}/reviews`);
    expect((listed.body.reviews as LooseJson[]).find((r) => r.reviewId === written.body.review.reviewId)?.photos).toEqual(photos);

    for (const [index, photo] of photos.entries()) {
      const res = await fetch(new URL(photo.url, url));
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control'), res.headers.get('x-content-type-options')]).toEqual([
        200,
        uploaded[index]?.contentType,
        'public, max-age=31536000, immutable',
        'nosniff',
      ]);
      expect([bytes.length, holdsMetadata(bytes)]).toEqual([uploaded[index]?.bytes, false]);
    }

    // Hidden with its review by support staff, and shown again with it.
    const agent = await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD);
    const reviewId = written.body.review.reviewId as string;
    await call('POST', `/products/v1/agent/reviews/${reviewId}/moderate`, { token: agent.accessToken, body: { status: 'hidden' } });
    expect((await fetch(new URL(photos[0]?.url ?? '', url))).status).toBe(404);
    await call('POST', `/products/v1/agent/reviews/${reviewId}/moderate`, { token: agent.accessToken, body: { status: 'published' } });
    expect((await fetch(new URL(photos[0]?.url ?? '', url))).status).toBe(200);
  });

  it('refuses no token, a guest, another user, a file that is no JPEG, PNG or WebP, and one too large, keeping nothing', async () => {
    const before = await countPhotos();
    const guest = await guestToken(url);
    const gif = new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    const svg = new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    const cut = jpegWithMetadata().subarray(0, 40);
    const large = new Uint8Array(PHOTO_LIMITS.bytesMax + 1);
    large.set(jpegWithMetadata());
    const cases: [string, Promise<{ status: number; body: LooseJson }>, number, string][] = [
      ['no token', upload(undefined, jpegWithMetadata()), 401, 'AUT432'],
      ['guest', upload(guest, jpegWithMetadata()), 403, 'AUT432'],
      ['another user', upload(shopper, jpegWithMetadata(), other.consumerNo), 404, 'UGC404'],
      ['a GIF', upload(shopper, gif), 415, 'UGC415'],
      ['an SVG', upload(shopper, svg), 415, 'UGC415'],
      ['a cut-off JPEG', upload(shopper, cut), 415, 'UGC415'],
      ['too large', upload(shopper, large), 413, 'UGC413'],
      ['not base64', call('POST', `/ugc/users/${shopper.consumerNo}/media`, { token: shopper.accessToken, body: { data: '<not base64>' } }), 400, 'ATTR300'],
    ];
    for (const [name, answer, status, errorId] of cases) {
      const { status: got, body } = await answer;
      expect([name, got, errorIdOf(body)]).toEqual([name, status, errorId]);
    }
    expect(await countPhotos()).toBe(before);
  });

  it('answers a review with another shopper’s photo, one already used, or more than three, with nothing written', async () => {
    const theirs = (await upload(other, pngWithMetadata())).body.mediaId as string;
    const mine = await Promise.all([1, 2, 3, 4].map(async () => (await upload(shopper, pngWithMetadata())).body.mediaId as string));
    const reviewsBefore = await countReviews();
    const write = (productId: string, photoIds: unknown) =>
      call('POST', `/products/v1/products/${productId}/reviews`, { token: shopper.accessToken, body: { ...draft, photoIds } });
    for (const [name, photoIds, status, errorId] of [
      ['another shopper’s photo', [mine[0], theirs], 404, 'UGC404'],
      ['an unknown photo', ['ph-00000000000000000000'], 404, 'UGC404'],
      ['four photos', mine, 400, 'ATTR300'],
      ['not a photo id', ['rv-abcd-1234'], 400, 'ATTR300'],
    ] as const) {
      const answer = await write(products[1] ?? '', photoIds);
      expect([name, answer.status, errorIdOf(answer.body)]).toEqual([name, status, errorId]);
    }
    expect(await countReviews()).toBe(reviewsBefore);
    expect((await write(products[1] ?? '', [mine[0]])).status).toBe(201);
    // Already with that review: not the shopper's to add again.
    const again = await write(products[2] ?? '', [mine[0]]);
    expect([again.status, errorIdOf(again.body)]).toEqual([404, 'UGC404']);
    expect((await fetch(new URL('/ugc/media/ph-00000000000000000000/photo', url))).status).toBe(404);
    expect((await fetch(new URL('/ugc/media/DROP/photo', url))).status).toBe(400);
  });
});
