import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useNearViewportOnce } from '../../content/near-viewport.js';
import { useMessages } from '../../i18n/messages.js';

// The reviews are their own chunk, fetched when the section comes near the viewport (or a link to #reviews scrolls to
// it): the product page's first load carries only this slot.
const ReviewsSection = lazy(() => import('./reviews/reviews-section.js').then((module) => ({ default: module.ReviewsSection })));

/** The id the product's ratings (tiles, the product page) link to. */
export const REVIEWS_ANCHOR = 'reviews';

/** The product page's reviews section: its heading at once, the summary, list and form once the shopper comes near. */
export function ReviewsSlot({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement {
  const { t } = useMessages();
  const [slot, wanted] = useNearViewportOnce<HTMLElement>();
  useEffect(() => {
    // A rating's link (#reviews) opened this page: in place, the router showed it from the top.
    if (window.location.hash === `#${REVIEWS_ANCHOR}`) slot.current?.scrollIntoView({ block: 'start' });
  }, [slot]);
  return (
    <section id={REVIEWS_ANCHOR} ref={slot} className="pdp-reviews" aria-labelledby="pdp-reviews-title">
      <h2 id="pdp-reviews-title">{t('reviews.title')}</h2>
      {wanted ? (
        <Suspense fallback={<p role="status">{t('reviews.loading')}</p>}>
          <ReviewsSection productId={productId} productName={productName} />
        </Suspense>
      ) : (
        <noscript>
          <p>{t('reviews.noScript')}</p>
        </noscript>
      )}
    </section>
  );
}
