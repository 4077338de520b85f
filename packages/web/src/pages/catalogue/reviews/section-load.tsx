import { useEffect, useState, type ReactElement } from 'react';
import { useMessages, type MessageId } from '../../../i18n/messages.js';

/** A page of a product's reviews or questions as read for a key (the asked page), and how to read it again. */
export interface SectionLoad<Page> {
  /** The last page read, null before the first or when the last read failed. */
  readonly page: Page | null;
  /** A read for the current key (or a retry) is under way. */
  readonly loading: boolean;
  /** The read for the current key failed. */
  readonly failed: boolean;
  /** Reads the current key again. */
  retry(): void;
}

/**
 * Reads a page whenever the key changes (by identity) or on retry, keeping the last page shown meanwhile; an answer
 * that comes back after the key moved on is dropped. `read` answers null on a failure and must be stable (useCallback).
 * @example const { page, loading } = useSectionLoad(offset, read);
 */
export function useSectionLoad<Key, Page>(key: Key, read: (key: Key) => Promise<Page | null>): SectionLoad<Page> {
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ readonly key: Key; readonly reload: number; readonly page: Page | null } | null>(null);
  useEffect(() => {
    let live = true;
    void read(key).then((page) => {
      if (live) setLoaded({ key, reload, page });
    });
    return () => {
      live = false;
    };
  }, [read, key, reload]);
  const loading = loaded === null || loaded.key !== key || loaded.reload !== reload;
  return { page: loaded?.page ?? null, loading, failed: !loading && loaded?.page === null, retry: () => setReload(reload + 1) };
}

/** What a section shows when its read failed: the message and a retry. */
export function SectionLoadFailed({ message, onRetry }: { readonly message: MessageId; readonly onRetry: () => void }): ReactElement {
  const { t } = useMessages();
  return (
    <div className="reviews" role="alert">
      <p>{t(message)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('reviews.retry')}
      </button>
    </div>
  );
}

/** The name a signed-in shopper posts under unless they change it: the first name and the last name's initial. */
export function defaultNickname(info: { readonly firstName?: string; readonly lastName?: string } | null | undefined): string {
  if (info?.firstName === undefined) return '';
  return `${info.firstName}${info.lastName === undefined ? '' : ` ${info.lastName.slice(0, 1)}.`}`;
}
