import { useState, type ReactElement } from 'react';
import type { PublicReviewAnswer, ReviewTranslationAnswerBody } from '@stride/application/storefront';
import { useMessages } from '../../../i18n/messages.js';
import { Stars } from './stars.js';

/** What the section does for a review's buttons; each answers whether it worked. */
export interface ReviewActions {
  vote(review: PublicReviewAnswer): Promise<{ readonly helpfulCount: number } | null>;
  flag(review: PublicReviewAnswer): Promise<boolean>;
  translate(review: PublicReviewAnswer): Promise<ReviewTranslationAnswerBody | null>;
  /** Opens the review's photos in the review user-generated content dialog, at this one. */
  openPhoto(review: PublicReviewAnswer, index: number): void;
}

type Feedback = 'none' | 'voted' | 'reported' | 'failed' | 'translateFailed';

function languageName(locale: string, reviewLocale: string): string {
  const language = reviewLocale.split('-')[0] ?? reviewLocale;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** One review: stars, title, who and when, the text (or its translation), and its Helpful, Report and Translate buttons. */
export function ReviewItem({ review, actions }: { readonly review: PublicReviewAnswer; readonly actions: ReviewActions }): ReactElement {
  const { t, locale } = useMessages();
  const [helpful, setHelpful] = useState(review.helpfulCount);
  const [feedback, setFeedback] = useState<Feedback>('none');
  const [busy, setBusy] = useState(false);
  const [translation, setTranslation] = useState<ReviewTranslationAnswerBody | null>(null);
  const [showTranslation, setShowTranslation] = useState(false);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(review.createdAt));
  const shown = showTranslation && translation !== null ? translation : review;

  const run = async (work: () => Promise<Feedback | null>) => {
    if (busy) return;
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    if (outcome !== null) setFeedback(outcome);
  };
  const vote = () =>
    run(async () => {
      const answer = await actions.vote(review);
      if (answer === null) return 'failed';
      setHelpful(answer.helpfulCount);
      return 'voted';
    });
  const flag = () => run(async () => ((await actions.flag(review)) ? 'reported' : 'failed'));
  const translate = () =>
    run(async () => {
      if (translation !== null) {
        setShowTranslation(!showTranslation);
        return null;
      }
      const answer = await actions.translate(review);
      if (answer === null) return 'translateFailed';
      setTranslation(answer);
      setShowTranslation(true);
      return null;
    });

  return (
    <li id={`review-${review.reviewId}`} className="review" lang={shown === review ? review.locale : undefined}>
      <Stars rating={review.rating} label={t('reviews.rated', { rating: review.rating })} />
      <h3 className="review__title">{shown.title}</h3>
      <p className="review__meta">
        {t('reviews.by', { nickname: review.nickname, date })}
        {review.verifiedBuyer ? <span className="review__verified">{t('reviews.verified')}</span> : null}
      </p>
      <p className="review__text">{shown.text}</p>
      {review.photos.length > 0 ? (
        <ul className="review__photos">
          {review.photos.map((photo, index) => (
            <li key={photo.mediaId}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                onClick={(event) => {
                  // A plain click opens the dialog; a modified one (new tab, download) does what the browser does.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  actions.openPhoto(review, index);
                }}
              >
                <img src={photo.url} alt={t('reviews.photoAlt', { index: index + 1, count: review.photos.length })} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {showTranslation ? <p className="review__translated">{t('reviews.translatedFrom', { language: languageName(locale, review.locale) })}</p> : null}
      <div className="review__actions">
        <button type="button" className="link-button" onClick={() => void vote()} disabled={feedback === 'voted'} aria-disabled={busy ? 'true' : undefined}>
          {t('reviews.helpful', { count: helpful })}
        </button>
        <button type="button" className="link-button" onClick={() => void flag()} disabled={feedback === 'reported'}>
          {t('reviews.report')}
        </button>
        {review.translatable ? (
          <button type="button" className="link-button" onClick={() => void translate()} aria-pressed={showTranslation}>
            {showTranslation ? t('reviews.showOriginal') : t('reviews.translate')}
          </button>
        ) : null}
      </div>
      {feedback !== 'none' ? (
        <p className="review__feedback" role="status">
          {feedback === 'voted'
            ? t('reviews.thanksHelpful')
            : feedback === 'reported'
              ? t('reviews.reported')
              : feedback === 'translateFailed'
                ? t('reviews.translateFailed')
                : t('reviews.actionFailed')}
        </p>
      ) : null}
    </li>
  );
}
