import type { ReactElement } from 'react';
import { useMessages } from '../../../i18n/messages.js';
import { Stars } from './stars.js';

export interface RatingSummaryData {
  readonly average: number;
  readonly count: number;
  readonly distribution: Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>;
}

/** The product's rating: the average, how many reviews, and one bar per number of stars that filters the list. */
export function RatingSummaryView({
  summary,
  rating,
  onFilter,
}: {
  readonly summary: RatingSummaryData;
  readonly rating: number | undefined;
  readonly onFilter: (stars: number | undefined) => void;
}): ReactElement {
  const { t } = useMessages();
  return (
    <div className="reviews-summary">
      <p className="reviews-summary__average">
        <span className="reviews-summary__score">{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} label={t('reviews.average', { average: summary.average })} />
        <span className="reviews-summary__count">{t('reviews.basedOn', { count: summary.count })}</span>
      </p>
      <ul className="reviews-summary__bars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[String(stars) as '1'];
          const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          return (
            <li key={stars}>
              <button
                type="button"
                className="reviews-summary__bar"
                aria-pressed={rating === stars}
                disabled={count === 0}
                onClick={() => onFilter(rating === stars ? undefined : stars)}
              >
                <span>{t('reviews.bar', { count, stars })}</span>
                <span className="reviews-summary__track" aria-hidden="true">
                  <span className="reviews-summary__fill" style={{ width: `${share}%` }} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
