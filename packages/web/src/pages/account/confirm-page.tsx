import { lazy, Suspense, type ReactElement } from 'react';
import { PageError, useParams, type LoadArgs } from '../../app/router.js';
import { loadEmailedLinkToken, type EmailedLinkData } from './emailed-link-token.js';
import { LoyaltyConfirm } from './loyalty-confirm.js';

// Its own chunk: the route table every page loads then lists no more files for this page than it did before.
const NewsletterConfirm = lazy(() => import('./newsletter-confirm.js').then((module) => ({ default: module.NewsletterConfirm })));

/** The link's token; 404 for a path that names neither the loyalty programme nor the newsletter. */
export async function load(args: LoadArgs): Promise<EmailedLinkData> {
  const subscription = args.params.subscription;
  if (subscription !== 'loyalty' && subscription !== 'newsletter') throw new PageError(404, 'error.notFound');
  return await loadEmailedLinkToken(args);
}

/**
 * The page double opt-in links open (`/{site}/loyalty/confirm`, `/{site}/newsletter/confirm`): one route and one page
 * module for both, as the route table is in every page's first load.
 */
export function Page(): ReactElement {
  if (useParams().subscription !== 'newsletter') return <LoyaltyConfirm />;
  return (
    <Suspense fallback={null}>
      <NewsletterConfirm />
    </Suspense>
  );
}
