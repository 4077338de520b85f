import type { ReactElement } from 'react';
import { PageHead } from '../ui/page-head.js';
import { Link } from './router.js';
import { useMessages } from '../i18n/messages.js';

/** A page that could not be shown: not found, or the store failed to load it. */
export function ErrorPage({ status, message }: { readonly status: number; readonly message: string }): ReactElement {
  const { t } = useMessages();
  const title = status === 404 ? t('error.pageNotFoundTitle') : t('error.somethingWrongTitle');
  return (
    <div className="error-page">
      <PageHead title={title} description={message} path="/" robots="noindex" />
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/">{t('error.goHome')}</Link>
      </p>
    </div>
  );
}
