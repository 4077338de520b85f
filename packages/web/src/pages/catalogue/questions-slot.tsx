import { lazy, Suspense, type ReactElement } from 'react';
import { useNearViewportOnce } from '../../content/near-viewport.js';
import { useMessages } from '../../i18n/messages.js';

// The questions are their own chunk, fetched when the section comes near the viewport: the product page's first load
// carries only this slot.
const QuestionsSection = lazy(() => import('./questions/questions-section.js').then((module) => ({ default: module.QuestionsSection })));

/** The product page's questions and answers: the heading at once, the list and the ask dialog once the shopper comes near. */
export function QuestionsSlot({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement {
  const { t } = useMessages();
  const [slot, wanted] = useNearViewportOnce<HTMLElement>();
  return (
    <section id="questions" ref={slot} className="pdp-reviews" aria-labelledby="pdp-questions-title">
      <h2 id="pdp-questions-title">{t('questions.title')}</h2>
      {wanted ? (
        <Suspense fallback={<p role="status">{t('questions.loading')}</p>}>
          <QuestionsSection productId={productId} productName={productName} />
        </Suspense>
      ) : (
        <noscript>
          <p>{t('questions.noScript')}</p>
        </noscript>
      )}
    </section>
  );
}
