import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import type { TokenGrant } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { jpegWithMetadata, pngWithMetadata } from '../../testing/photo-files.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

// `POST /media/{mediaId}/reports` (account section 7, User-generated media service), at Stride's /ugc mount: a shopper
// reports a review's photo or a gallery's; the third report (STRIDE_REVIEW_FLAGS_TO_HIDE) hides it, like a flagged review.
// One trusted proxy, so each test calls from its own address and spends its own abuse limit.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRUST_PROXY: '1' });

async function call(method: string, path: string, options: { token?: string; body?: unknown; from: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': options.from };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, store.url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as LooseJson };
}
const report = (mediaId: string, from: string, token: string | undefined, body: unknown = { reason: 'inappropriate' }) =>
  call('POST', `/ugc/media/${mediaId}/reports`, { from, body, ...(token === undefined ? {} : { token }) });
const countReports = async () => Number((await store.started.sqlClient().query<{ n: number }>('SELECT count(*) AS n FROM media_reports'))[0]?.n);

/** The demo products with shoppers' photos in the gallery (the first eight); SR0045600 is the review journey's. */
const galleryProducts = demoData()
  .products.slice(0, 8)
  .map((p) => p.id)
  .filter((id) => id !== 'SR0045600');
const galleryIds = async (productId: string, from: string) =>
  ((await call('GET', `/fapi/media/user-photos?productId=${productId}`, { from })).body.photos as { id: string }[]).map((p) => p.id);

describe('reporting a shopper’s photo', () => {
  it('counts one report per caller; the third hides a review photo from its review and its address, the others stay', async () => {
    const from = '203.0.113.11';
    const shopper: TokenGrant = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const uploaded = await Promise.all(
      [jpegWithMetadata(), pngWithMetadata()].map(async (file) =>
        call('POST', `/ugc/users/${shopper.consumerNo}/media`, { from, token: shopper.accessToken, body: { data: Buffer.from(file).toString('base64') } }),
      ),
    );
    const photoIds = uploaded.map((u) => u.body.mediaId as string);
    const productId =
      demoData()
        .products.filter((p) => !p.comingSoon)
        .at(-1)?.id ?? '';
    const written = await call('POST', `/products/v1/products/${productId}/reviews`, {
      from,
      token: shopper.accessToken,
      body: { rating: 2, title: 'Two photos', text: 'One of these photos will be reported by three shoppers.', nickname: 'Sam', photoIds },
    });
    expect(written.status).toBe(201);
    const [reported, kept] = photoIds as [string, string];

    const [one, two, three] = await Promise.all([guestToken(store.url), guestToken(store.url), signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD)]);
    const first = await report(reported, from, one.accessToken);
    expect([first.status, first.headers.get('cache-control'), first.body]).toEqual([201, 'no-store', { mediaId: reported, counted: true, status: 'shown' }]);
    expect((await report(reported, from, one.accessToken, { reason: 'spam' })).body).toEqual({ mediaId: reported, counted: false, status: 'shown' });
    expect((await report(reported, from, two.accessToken, { reason: 'notTheProduct' })).body.status).toBe('shown');
    expect((await report(reported, from, three.accessToken, { reason: 'other' })).body).toEqual({ mediaId: reported, counted: true, status: 'hidden' });

    // Out of the review and of its address; the review and its other photo stay.
    const listed = await call('GET', `/products/v1/products/${productId}/reviews`, { from });
    const review = (listed.body.reviews as LooseJson[]).find((r) => r.reviewId === written.body.review.reviewId);
    expect((review?.photos as { mediaId: string }[]).map((p) => p.mediaId)).toEqual([kept]);
    expect((await fetch(new URL(`/ugc/media/${reported}/photo`, store.url))).status).toBe(404);
    expect((await fetch(new URL(`/ugc/media/${kept}/photo`, store.url))).status).toBe(200);
    // A hidden photo is not there to report.
    const again = await report(reported, from, shopper.accessToken);
    expect([again.status, errorIdOf(again.body)]).toEqual([404, 'UGC404']);
    const rows = await store.started
      .sqlClient()
      .query<{ reason: string }>('SELECT reason FROM media_reports WHERE media_id = $1 ORDER BY reported_at', [reported]);
    expect(rows.map((row) => row.reason)).toEqual(['inappropriate', 'notTheProduct', 'other']);
  });

  it('sends a gallery photo back to waiting for approval at its third report, out of the gallery', async () => {
    const from = '203.0.113.12';
    const productId = galleryProducts[0] ?? '';
    const before = await galleryIds(productId, from);
    const photoId = before[0] ?? '';
    expect(photoId).toMatch(/^ugc-/);
    const reporters = await Promise.all([guestToken(store.url), guestToken(store.url), guestToken(store.url)]);
    const outcomes = [];
    for (const reporter of reporters) outcomes.push((await report(photoId, from, reporter.accessToken, { reason: 'notTheProduct' })).body.status);
    expect(outcomes).toEqual(['shown', 'shown', 'hidden']);
    expect(await galleryIds(productId, from)).toEqual(before.filter((id) => id !== photoId));
  });

  it('answers no token, an unknown or unapproved photo, a bad id or reason with nothing written, and a client past 20 reports an hour', async () => {
    const from = '203.0.113.13';
    const guest = await guestToken(store.url);
    const productId = galleryProducts[1] ?? '';
    const shown = (await galleryIds(productId, from))[0] ?? '';
    // The demo's fifth photo of each product waits for approval: no shopper sees it, so none can report it.
    const waiting = `ugc-${productId.toLowerCase()}-5`;
    const before = await countReports();
    const cases: [string, Promise<{ status: number; body: LooseJson }>, number, string][] = [
      ['no token', report(shown, from, undefined), 401, 'AUT432'],
      ['unknown photo', report('ph-00000000000000000000', from, guest.accessToken), 404, 'UGC404'],
      ['photo waiting for approval', report(waiting, from, guest.accessToken), 404, 'UGC404'],
      ['upper-case id', report('DROP-TABLE', from, guest.accessToken), 400, 'ATTR300'],
      ['id too long', report('a'.repeat(65), from, guest.accessToken), 400, 'ATTR300'],
      ['unknown reason', report(shown, from, guest.accessToken, { reason: 'ugly' }), 400, 'ATTR300'],
      ['no reason', report(shown, from, guest.accessToken, {}), 400, 'ATTR300'],
      ['another field', report(shown, from, guest.accessToken, { reason: 'spam', note: 'x' }), 400, 'ATTR300'],
    ];
    for (const [name, answer, status, errorId] of cases) {
      const { status: got, body } = await answer;
      expect([name, got, errorIdOf(body)]).toEqual([name, status, errorId]);
    }
    expect(await countReports()).toBe(before);

    // The two unknown photos spent two of the client's 20 reports an hour: 18 more answer, the next is API429.
    const statuses = [];
    for (let n = 0; n < 19; n += 1) statuses.push((await report('ph-00000000000000000000', from, guest.accessToken)).status);
    expect(statuses).toEqual([...Array<number>(18).fill(404), 429]);
    const refused = await report(shown, from, guest.accessToken);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([429, 'API429']);
    expect(await countReports()).toBe(before);
  });
});
