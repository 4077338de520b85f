import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { reviewRouteAddresses } from '@stride/application/review-route-addresses';
import type { PublicReviewAnswer } from '@stride/application/storefront';
import { REVIEW_SORTS, type ReviewDraft, type ReviewSort } from '@stride/domain/reviews';
import { useApi } from '../../../app/services-context.js';
import { useMessages, type MessageId } from '../../../i18n/messages.js';
import { useDialogs } from '../../../state/dialogs.js';
import { useSession } from '../../../state/session.js';
import { shopperErrorText } from '../../../ui/api-error-text.js';
import type { PhotoSet } from '../../../ugc/ugc-photo.js';
import { RatingSummaryView } from './rating-summary-view.js';
import { FIRST_REVIEWS, REVIEWS_PAGE_SIZE, reviewsCallQuery, type ReviewQuery } from './review-query.js';
import { ReviewItem, type ReviewActions } from './review-item.js';
import { defaultNickname, SectionLoadFailed, useSectionLoad } from './section-load.js';
import { WriteReviewForm } from './write-review-form.js';
import './reviews.css';

const SORT_LABELS: Readonly<Record<ReviewSort, MessageId>> = {
  newest: 'reviews.sortNewest',
  mostHelpful: 'reviews.sortHelpful',
  highest: 'reviews.sortHighest',
  lowest: 'reviews.sortLowest',
};

// The review user-generated content dialog is its own chunk, loaded at the first photo opened.
const PhotoDialog = lazy(() => import('../../../ugc/photo-dialog.js').then((module) => ({ default: module.PhotoDialog })));
const PHOTO_DIALOG = 'review-ugc-reviews';

/** A file's bytes in base64, as the upload's JSON body carries them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * A product's reviews (account section 7, Products): the rating summary with its distribution, the list a page at a
 * time in the chosen order and of the chosen stars, Helpful, Report and Translate on each review, and the
 * write-a-review form for a signed-in shopper (a sign-in prompt otherwise).
 */
export function ReviewsSection({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(reviewRouteAddresses), [base]);
  const session = useSession();
  const dialogs = useDialogs();
  const [query, setQuery] = useState<ReviewQuery>(FIRST_REVIEWS);
  const [writing, setWriting] = useState(false);
  const [posted, setPosted] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);
  const ids = useId();
  const [photoSet, setPhotoSet] = useState<PhotoSet | null>(null);

  const read = useCallback(
    async (asked: ReviewQuery) => {
      const answer = await api.call('getProductReviews', { params: { productId }, query: reviewsCallQuery(asked) });
      return answer.isOk() ? answer.value : null;
    },
    [api, productId],
  );
  const { page, loading, failed, retry } = useSectionLoad(query, read);
  if (failed) return <SectionLoadFailed message="reviews.failed" onRetry={retry} />;
  if (page === null) return <p role="status">{t('reviews.loading')}</p>;

  const change = (next: Partial<ReviewQuery>) => setQuery({ ...query, offset: 0, ...next });
  const turn = (offset: number) => {
    setQuery({ ...query, offset });
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const failureText = (failure: { kind: string; error?: { message?: string; errorId?: string } }, fallback: MessageId) =>
    failure.kind === 'answer' && failure.error !== undefined
      ? shopperErrorText(messages, failure.error.message ?? '', failure.error.errorId, fallback)
      : t(fallback);
  const actions: ReviewActions = {
    vote: async (review) => {
      const answer = await api.call('voteReviewHelpful', { params: { productId: page.productId, reviewId: review.reviewId } });
      return answer.isOk() ? answer.value : null;
    },
    flag: async (review) => (await api.call('flagReview', { params: { productId: page.productId, reviewId: review.reviewId } })).isOk(),
    translate: async (review) => {
      const answer = await api.call('translateReview', { params: { reviewId: review.reviewId } });
      return answer.isOk() ? answer.value : null;
    },
    openPhoto: (review, start) => {
      const photos = review.photos.map((photo, at) => ({
        mediaId: photo.mediaId,
        url: photo.url,
        alt: t('reviews.photoAlt', { index: at + 1, count: review.photos.length }),
        author: review.nickname,
        postedAt: review.createdAt,
      }));
      setPhotoSet({ photos, start, opened: (photoSet?.opened ?? 0) + 1 });
      dialogs.open(PHOTO_DIALOG);
    },
  };
  const submit = async (draft: ReviewDraft, photos: readonly File[]) => {
    // Each photo first (the shopper's own uploads), then the review naming them.
    const photoIds: string[] = [];
    for (const photo of photos) {
      const uploaded = await api.call('uploadUserMedia', { params: { userId: session.info?.consumerNo ?? '' }, body: { data: await base64Of(photo) } });
      if (uploaded.isErr()) return { error: failureText(uploaded.error, 'reviews.form.photoFailed') };
      photoIds.push(uploaded.value.mediaId);
    }
    const answer = await api.call('writeProductReview', {
      params: { productId: page.productId },
      body: { ...draft, ...(photoIds.length > 0 ? { photoIds } : {}) },
    });
    return answer.isOk() ? { ok: answer.value } : { error: failureText(answer.error, 'reviews.form.failed') };
  };
  const onWritten = () => {
    setWriting(false);
    setPosted(true);
    // The newest first, where the shopper's own review is; read again, as the list changed.
    setQuery(FIRST_REVIEWS);
    retry();
  };
  const nickname = defaultNickname(session.info);
  const from = page.total === 0 ? 0 : page.offset + 1;
  const to = page.offset + page.reviews.length;

  return (
    <div className="reviews" aria-busy={loading}>
      <RatingSummaryView summary={page.summary} rating={query.rating} onFilter={(rating) => change({ rating })} />
      <div className="reviews__write">
        {posted ? (
          <p className="reviews__posted" role="status">
            {t('reviews.posted')}
          </p>
        ) : writing ? (
          <WriteReviewForm productName={productName} defaultNickname={nickname} submit={submit} onWritten={onWritten} onCancel={() => setWriting(false)} />
        ) : session.signedIn ? (
          <button type="button" className="button" onClick={() => setWriting(true)}>
            {t('reviews.write')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => dialogs.open('sign-in')}>
            {t('reviews.signInToWrite')}
          </button>
        )}
      </div>
      {page.summary.count === 0 ? (
        <p>{t('reviews.none')}</p>
      ) : (
        <>
          <div className="reviews__controls" ref={listTop}>
            <span className="reviews__control">
              <label htmlFor={`${ids}-sort`}>{t('reviews.sortLabel')}</label>
              <select id={`${ids}-sort`} value={query.sort} onChange={(event) => change({ sort: event.target.value as ReviewSort })}>
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
            </span>
            <span className="reviews__control">
              <label htmlFor={`${ids}-rating`}>{t('reviews.filterLabel')}</label>
              <select
                id={`${ids}-rating`}
                value={query.rating ?? ''}
                onChange={(event) => change({ rating: event.target.value === '' ? undefined : Number(event.target.value) })}
              >
                <option value="">{t('reviews.filterAll')}</option>
                {[5, 4, 3, 2, 1].map((stars) => (
                  <option key={stars} value={stars}>
                    {t('reviews.stars', { stars })}
                  </option>
                ))}
              </select>
            </span>
            <p className="reviews__range" role="status">
              {page.total === 0 ? t('reviews.noneWithStars') : t('reviews.showing', { from, to, total: page.total })}
            </p>
          </div>
          <ul className="reviews__list">
            {page.reviews.map((review: PublicReviewAnswer) => (
              <ReviewItem key={review.reviewId} review={review} actions={actions} />
            ))}
          </ul>
          {page.total > REVIEWS_PAGE_SIZE ? (
            <nav className="reviews__paging" aria-label={t('reviews.pages')}>
              <button type="button" className="button" disabled={page.offset === 0} onClick={() => turn(Math.max(0, page.offset - REVIEWS_PAGE_SIZE))}>
                {t('reviews.previous')}
              </button>
              <button type="button" className="button" disabled={to >= page.total} onClick={() => turn(page.offset + REVIEWS_PAGE_SIZE)}>
                {t('reviews.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      {photoSet !== null ? (
        <Suspense fallback={null}>
          <PhotoDialog key={photoSet.opened} id={PHOTO_DIALOG} photos={photoSet.photos} start={photoSet.start} />
        </Suspense>
      ) : null}
    </div>
  );
}
