import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { REVIEW_LIMITS } from '@stride/domain/reviews';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';
import { useReviewsStore } from './reviews-http.fixture.js';

const { store, call } = useReviewsStore();

const data = demoData();
const reviewsOf = (productId: string) => data.reviews.filter((r) => r.productId === productId);
/** Reviewed demo products that are not the marker shoe, most reviewed first: each test writes on its own. */
const reviewed = data.products
  .filter((p) => p.reviewsCount >= 3 && p.id !== 'SR0045600' && !p.comingSoon)
  .sort((a, b) => b.reviewsCount - a.reviewsCount || a.id.localeCompare(b.id))
  .map((p) => p.id);
const productAt = (index: number): string => {
  const id = reviewed[index];
  if (id === undefined) throw new Error('the demo data has too few reviewed products');
  return id;
};
const listPath = (productId: string, query = '') => `/products/v1/products/${productId}/reviews${query === '' ? '' : `?${query}`}`;
const draft = { rating: 4, title: 'Light and quick', text: 'Comfortable from the first run, true to size.', nickname: 'Sam R.' };

describe('reading a product’s reviews', () => {
  it('answers a page of published reviews with the rating summary the product shows, public and briefly cacheable', async () => {
    const list = await call('GET', listPath('SR0045600', 'locale=en-US'));
    expect([list.status, list.headers.get('cache-control')]).toEqual([200, 'public, max-age=0, s-maxage=30']);
    const details = await call('GET', '/products/v2/products/SR0045600/details?locale=en-US');
    expect(list.body.summary.count).toBe(14);
    expect(details.body.rating).toEqual({ score: list.body.summary.average, reviewsCount: list.body.summary.count });
    const distribution = list.body.summary.distribution as Record<string, number>;
    expect(Object.values(distribution).reduce((a, b) => a + b, 0)).toBe(14);
    expect([list.body.total, list.body.offset, list.body.limit, list.body.sort, list.body.reviews.length]).toEqual([14, 0, 10, 'newest', 10]);
    const [first] = list.body.reviews;
    expect(Object.keys(first).sort()).toEqual(
      ['createdAt', 'helpfulCount', 'locale', 'nickname', 'photos', 'productId', 'rating', 'reviewId', 'text', 'title', 'translatable', 'verifiedBuyer'].sort(),
    );
    const second = await call('GET', listPath('SR0045600', 'offset=10'));
    expect(second.body.reviews).toHaveLength(4);
    const ids = [...list.body.reviews, ...second.body.reviews].map((r: LooseJson) => r.reviewId);
    expect(new Set(ids).size).toBe(14);
    // A colour master id names the same product.
    const byColour = data.colourVariants.find((c) => c.productId === 'SR0045600' && c.masterId !== 'SR0045600');
    expect((await call('GET', listPath(byColour?.masterId ?? ''))).body.summary).toEqual(list.body.summary);
  });

  it('sorts newest, most helpful, highest and lowest first, and filters by a number of stars', async () => {
    const sorted = async (sort: string) => (await call('GET', listPath('SR0045600', `sort=${sort}&limit=50`))).body.reviews as LooseJson[];
    const newest = await sorted('newest');
    expect(newest.map((r) => r.createdAt)).toEqual(
      newest
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    const helpful = (await sorted('mostHelpful')).map((r) => r.helpfulCount as number);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const highest = (await sorted('highest')).map((r) => r.rating as number);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await sorted('lowest')).map((r) => r.rating as number);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const fours = await call('GET', listPath('SR0045600', 'rating=4'));
    const expected = reviewsOf('SR0045600').filter((r) => r.rating === 4).length;
    expect([fours.body.total, fours.body.reviews.length]).toEqual([expected, Math.min(expected, 10)]);
    expect(fours.body.reviews.every((r: LooseJson) => r.rating === 4)).toBe(true);
    expect(fours.body.summary.count).toBe(14);
  });

  it('bounds paging, sort and the star filter (ATTR300), and answers an unknown product PLP400', async () => {
    for (const query of [
      'limit=0',
      `limit=${REVIEW_LIMITS.pageSizeMax + 1}`,
      'offset=-1',
      `offset=${REVIEW_LIMITS.offsetMax + 1}`,
      'sort=best',
      'rating=0',
      'rating=6',
      'rating=4.5',
    ]) {
      const answer = await call('GET', listPath('SR0045600', query));
      expect([query, answer.status, errorIdOf(answer.body)]).toEqual([query, 400, 'ATTR300']);
    }
    expect((await call('GET', listPath('SR0045600', `limit=${REVIEW_LIMITS.pageSizeMax}`))).body.reviews).toHaveLength(14);
    expect((await call('GET', listPath('SR0045600', 'offset=10000'))).body.reviews).toEqual([]);
    const unknown = await call('GET', listPath('ZZ0000000'));
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);
    expect((await call('GET', '/products/v1/products/not-an-id/reviews')).status).toBe(400);
  });

  it('lists every language on every site, offering a translation only of the reviews in another language', async () => {
    const english = (await call('GET', listPath('SR0045600', 'locale=en-US&limit=50'))).body.reviews as LooseJson[];
    const french = (await call('GET', listPath('SR0045600', 'locale=fr-CA&limit=50'))).body.reviews as LooseJson[];
    expect(french.map((r) => r.reviewId)).toEqual(english.map((r) => r.reviewId));
    expect(english.some((r) => r.locale === 'fr-CA') && english.some((r) => r.locale.startsWith('en'))).toBe(true);
    for (const review of english) expect(review.translatable).toBe(review.locale === 'fr-CA');
    for (const review of french) expect(review.translatable).toBe(review.locale !== 'fr-CA');
  });
});

describe('writing a review', () => {
  it('publishes a signed-in shopper’s review at once, marked verified from their orders, and the product’s rating follows', async () => {
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const before = (await call('GET', listPath('SR0045600'))).body.summary;
    const written = await call('POST', `${listPath('SR0045600')}?locale=fr-CA`, {
      token: loyal.accessToken,
      body: { rating: 5, title: '  Mes préférées  ', text: 'Légères et stables, je les porte pour tous mes entraînements.', nickname: 'Jordan L.' },
    });
    expect([written.status, written.headers.get('cache-control')]).toEqual([201, 'no-store']);
    expect(written.body.review).toMatchObject({
      rating: 5,
      title: 'Mes préférées',
      nickname: 'Jordan L.',
      locale: 'fr-CA',
      verifiedBuyer: true,
      helpfulCount: 0,
    });
    expect(written.body.summary.count).toBe(before.count + 1);
    expect(written.body.summary.distribution['5']).toBe(before.distribution['5'] + 1);
    const list = await call('GET', listPath('SR0045600'));
    expect(list.body.reviews[0].reviewId).toBe(written.body.review.reviewId);
    expect(list.body.summary).toEqual(written.body.summary);
    // The product answer kept in memory was dropped: tiles and the page show the new figures at once.
    const details = await call('GET', '/products/v2/products/SR0045600/details');
    expect(details.body.rating).toEqual({ score: written.body.summary.average, reviewsCount: written.body.summary.count });
    const [row] = await store.started
      .sqlClient()
      .query<{ consumer_no: string }>('SELECT consumer_no FROM reviews WHERE id = $1', [written.body.review.reviewId]);
    expect(row?.consumer_no).toBe(loyal.consumerNo);
  });

  it('marks a review unverified when the shopper never ordered the product', async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const written = await call('POST', listPath(productAt(0)), { token: shopper.accessToken, body: draft });
    expect([written.status, written.body.review.verifiedBuyer, written.body.review.locale]).toEqual([201, false, 'en-US']);
  });

  it('takes one review per shopper and product (REV409), storing nothing more', async () => {
    const athlete = await signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD);
    expect((await call('POST', listPath(productAt(1)), { token: athlete.accessToken, body: draft })).status).toBe(201);
    const again = await call('POST', listPath(productAt(1)), { token: athlete.accessToken, body: { ...draft, rating: 1 } });
    expect([again.status, errorIdOf(again.body), again.body.errorDetails[0].message]).toEqual([409, 'REV409', 'You have already reviewed this product.']);
    const [row] = await store.started
      .sqlClient()
      .query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE consumer_no = $1 AND product_id = $2', [athlete.consumerNo, productAt(1)]);
    expect(row?.n).toBe(1);
  });

  it('refuses a text or title beyond its maximum with REV410 and a flawed draft with ATTR300, storing nothing', async () => {
    const employee = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const product = productAt(2);
    const count = async () => (await call('GET', listPath(product))).body.summary.count as number;
    const before = await count();
    const tooLong = await call('POST', listPath(product), { token: employee.accessToken, body: { ...draft, text: 'a'.repeat(REVIEW_LIMITS.textMax + 1) } });
    expect([tooLong.status, errorIdOf(tooLong.body)]).toEqual([400, 'REV410']);
    expect(tooLong.body.errorDetails[0].message).toContain('2000');
    const longTitle = await call('POST', listPath(product), { token: employee.accessToken, body: { ...draft, title: 't'.repeat(REVIEW_LIMITS.titleMax + 1) } });
    expect(errorIdOf(longTitle.body)).toBe('REV410');
    for (const body of [{ ...draft, text: 'Too short' }, { ...draft, title: '   ' }, { ...draft, rating: 6 }, { ...draft, rating: 3.5 }, { title: 'x' }]) {
      const refused = await call('POST', listPath(product), { token: employee.accessToken, body });
      expect([refused.status, errorIdOf(refused.body)]).toEqual([400, 'ATTR300']);
    }
    const unknown = await call('POST', listPath('ZZ0000000'), { token: employee.accessToken, body: draft });
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);
    expect(await count()).toBe(before);
    const longest = await call('POST', listPath(product), { token: employee.accessToken, body: { ...draft, text: 'a'.repeat(REVIEW_LIMITS.textMax) } });
    expect(longest.status).toBe(201);
  });

  it('refuses a guest (403 AUT432) and a caller without a token (401)', async () => {
    const guest = await guestToken(store.url);
    const asGuest = await call('POST', listPath(productAt(3)), { token: guest.accessToken, body: draft });
    expect([asGuest.status, errorIdOf(asGuest.body)]).toEqual([403, 'AUT432']);
    const anonymous = await call('POST', listPath(productAt(3)), { body: draft });
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
    expect((await call('GET', listPath(productAt(3)))).body.summary.count).toBe(reviewsOf(productAt(3)).length);
  });
});

describe('helpful votes and flags', () => {
  const voteOn = (productId: string, reviewId: string, token?: string) =>
    call('POST', `/products/v1/products/${productId}/review/${reviewId}/vote`, token === undefined ? {} : { token });
  const flagOn = (productId: string, reviewId: string, token?: string) =>
    call('POST', `/products/v1/products/${productId}/review/${reviewId}/flag`, token === undefined ? {} : { token });

  it('counts a helpful vote once per voter, guest or signed in, and the list shows it', async () => {
    const product = productAt(4);
    const [review] = reviewsOf(product);
    if (review === undefined) throw new Error('no review');
    const guest = await guestToken(store.url);
    const first = await voteOn(product, review.id, guest.accessToken);
    expect([first.status, first.headers.get('cache-control'), first.body]).toEqual([
      200,
      'no-store',
      { reviewId: review.id, helpfulCount: review.helpfulCount + 1, counted: true },
    ]);
    expect((await voteOn(product, review.id, guest.accessToken)).body).toEqual({ reviewId: review.id, helpfulCount: review.helpfulCount + 1, counted: false });
    const shopper = await signIn(store.url, DemoEmail.ipa, DEMO_PASSWORD);
    expect((await voteOn(product, review.id, shopper.accessToken)).body.helpfulCount).toBe(review.helpfulCount + 2);
    const listed = (await call('GET', listPath(product, 'limit=50'))).body.reviews.find((r: LooseJson) => r.reviewId === review.id);
    expect(listed.helpfulCount).toBe(review.helpfulCount + 2);
    const anonymous = await voteOn(product, review.id);
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
  });

  it('answers a review of another product or an unknown one REV404, and a malformed id ATTR300', async () => {
    const guest = await guestToken(store.url);
    const [review] = reviewsOf(productAt(5));
    const other = await voteOn(productAt(6), review?.id ?? '', guest.accessToken);
    const unknown = await voteOn(productAt(5), 'rv-no-such-review', guest.accessToken);
    expect([other.status, errorIdOf(other.body)]).toEqual([404, 'REV404']);
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'REV404']);
    expect(errorIdOf((await flagOn(productAt(6), review?.id ?? '', guest.accessToken)).body)).toBe('REV404');
    const malformed = await voteOn(productAt(5), 'DROP TABLE', guest.accessToken);
    expect([malformed.status, errorIdOf(malformed.body)]).toEqual([400, 'ATTR300']);
  });

  it('hides a review at the third flag (one per flagger), out of the list and the rating, no longer votable or translatable', async () => {
    const product = productAt(7);
    const review = reviewsOf(product).find((r) => r.rating === 5) ?? reviewsOf(product)[0];
    if (review === undefined) throw new Error('no review');
    const flaggers = await Promise.all([guestToken(store.url), guestToken(store.url), guestToken(store.url)]);
    const [one, two, three] = flaggers.map((f) => f.accessToken);
    expect((await flagOn(product, review.id, one)).body).toEqual({ reviewId: review.id, counted: true, status: 'published' });
    expect((await flagOn(product, review.id, one)).body).toEqual({ reviewId: review.id, counted: false, status: 'published' });
    expect((await flagOn(product, review.id, two)).body.status).toBe('published');
    expect((await call('GET', listPath(product, 'limit=50'))).body.reviews.map((r: LooseJson) => r.reviewId)).toContain(review.id);
    expect((await flagOn(product, review.id, three)).body).toEqual({ reviewId: review.id, counted: true, status: 'hidden' });
    const list = await call('GET', listPath(product, 'limit=50'));
    expect(list.body.reviews.map((r: LooseJson) => r.reviewId)).not.toContain(review.id);
    expect(list.body.summary.count).toBe(reviewsOf(product).length - 1);
    const details = await call('GET', `/products/v2/products/${product}/details`);
    expect(details.body.rating).toEqual({ score: list.body.summary.average, reviewsCount: list.body.summary.count });
    expect(errorIdOf((await voteOn(product, review.id, one)).body)).toBe('REV404');
    expect(errorIdOf((await flagOn(product, review.id, one)).body)).toBe('REV404');
    expect(errorIdOf((await call('POST', `/products/v1/review/${review.id}/translate?locale=fr-CA`)).body)).toBe('REV404');
  });

  it('lets support staff list the hidden review and publish it again; shoppers may not', async () => {
    const product = productAt(7);
    const employee = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const waiting = await call('GET', '/products/v1/agent/reviews?filter=hidden', { token: employee.accessToken });
    expect([waiting.status, waiting.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const hidden = (waiting.body.reviews as LooseJson[]).find((r) => r.productId === product);
    expect(hidden).toMatchObject({ status: 'hidden', flagCount: 3, consumerNo: null });
    const published = await call('POST', `/products/v1/agent/reviews/${hidden?.reviewId}/moderate`, {
      token: employee.accessToken,
      body: { status: 'published' },
    });
    expect(published.body.review).toMatchObject({ status: 'published', flagCount: 0 });
    expect((await call('GET', listPath(product))).body.summary.count).toBe(reviewsOf(product).length);
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const refused = await call('GET', '/products/v1/agent/reviews', { token: shopper.accessToken });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([403, 'AUT432']);
    const unknown = await call('POST', '/products/v1/agent/reviews/rv-no-such-review/moderate', { token: employee.accessToken, body: { status: 'hidden' } });
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'REV404']);
    const bad = await call('POST', `/products/v1/agent/reviews/${hidden?.reviewId}/moderate`, { token: employee.accessToken, body: { status: 'deleted' } });
    expect([bad.status, errorIdOf(bad.body)]).toEqual([400, 'ATTR300']);
  });
});

describe('translating a review with the store’s own translations (no provider configured)', () => {
  const translate = (reviewId: string, locale: string) => call('POST', `/products/v1/review/${reviewId}/translate?locale=${locale}`);

  it('translates a French review on the English site and an English one on the French site, both ways', async () => {
    const french = reviewsOf('SR0045600').find((r) => r.locale === 'fr-CA');
    const english = reviewsOf('SR0045600').find((r) => r.locale === 'en-US');
    if (french === undefined || english === undefined) throw new Error('the marker shoe lacks a review in each language');
    const toEnglish = await translate(french.id, 'en-US');
    const stored = data.reviewTranslations.find((t) => t.reviewId === french.id);
    expect([toEnglish.status, toEnglish.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(toEnglish.body).toEqual({ reviewId: french.id, sourceLocale: 'fr-CA', language: 'en', title: stored?.title, text: stored?.text, source: 'stored' });
    const toFrench = await translate(english.id, 'fr-CA');
    expect([toFrench.body.language, toFrench.body.source]).toEqual(['fr', 'stored']);
    expect(toFrench.body.title).toBe(data.reviewTranslations.find((t) => t.reviewId === english.id)?.title);
  });

  it('says when nothing can translate a review: the same language, or a shopper’s review without a provider', async () => {
    const english = reviewsOf('SR0045600').find((r) => r.locale === 'en-US');
    const same = await translate(english?.id ?? '', 'en-GB');
    expect([same.status, errorIdOf(same.body)]).toEqual([404, 'TRANSLATION_UNAVAILABLE']);
    const wranx = await signIn(store.url, DemoEmail.wranx, DEMO_PASSWORD);
    const written = await call('POST', listPath(productAt(8)), { token: wranx.accessToken, body: draft });
    const listed = (await call('GET', listPath(productAt(8), 'locale=fr-CA'))).body.reviews.find((r: LooseJson) => r.reviewId === written.body.review.reviewId);
    expect(listed.translatable).toBe(false);
    const none = await translate(written.body.review.reviewId, 'fr-CA');
    expect([none.status, errorIdOf(none.body)]).toEqual([404, 'TRANSLATION_UNAVAILABLE']);
    expect((await translate('rv-no-such-review', 'fr-CA')).status).toBe(404);
    expect((await translate('Not an id', 'fr-CA')).status).toBe(400);
  });
});
