import type { ReactElement } from 'react';
import { PageHead } from '../ui/page-head.js';
import { Link } from './router.js';

/** A page that could not be shown: not found, or the store failed to load it. */
export function ErrorPage({ status, message }: { readonly status: number; readonly message: string }): ReactElement {
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <div className="error-page">
      <PageHead title={title} description={message} path="/" noIndex />
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
