import type { ReactElement, ReactNode } from 'react';
import type { QuickShopFooterAction } from '@stride/domain/catalogue';
import { Link, useLocation } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';

export interface PurchaseActionsProps {
  readonly action: QuickShopFooterAction;
  readonly adding: boolean;
  readonly onAdd: () => void;
  /** When the product publishes (coming soon). */
  readonly targetPublishDate?: string | undefined;
  readonly locale: string;
  /** More actions beside add to cart (pickup in store, favorites). */
  readonly children?: ReactNode;
}

function publishDate(iso: string | undefined, locale: string): string | null {
  if (iso === undefined) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The purchase footer by the spec's precedence (domain `quickShopFooterAction`): coming soon hides
 * buying; out of stock is a disabled button; a presale product asks a signed-out shopper to sign
 * in; otherwise "Add to cart". Notify me is off (no notify service; docs/web-catalogue.md).
 */
export function PurchaseActions({ action, adding, onAdd, targetPublishDate, locale, children }: PurchaseActionsProps): ReactElement {
  const { t } = useMessages();
  const location = useLocation();
  if (action === 'hidden') {
    const date = publishDate(targetPublishDate, locale);
    return (
      <div className="purchase-actions">
        <p className="purchase-actions__coming-soon">
          <strong>{t('product.comingSoon')}</strong> {date !== null ? t('product.availableFrom', { date }) : t('product.notYetAvailable')}
        </p>
      </div>
    );
  }
  return (
    <div className="purchase-actions">
      {action === 'outOfStock' || action === 'notifyMe' ? (
        <button type="button" className="button-primary purchase-actions__main" disabled>
          {t('stock.out')}
        </button>
      ) : action === 'signInToBuy' ? (
        <>
          <p className="purchase-actions__note">{t('product.presaleNote')}</p>
          <Link className="button-primary purchase-actions__main" to={`/account?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>
            {t('product.signInToBuy')}
          </Link>
        </>
      ) : (
        <button
          type="button"
          className="button-primary purchase-actions__main"
          onClick={() => {
            if (!adding) onAdd();
          }}
          aria-disabled={adding ? 'true' : undefined}
        >
          {action === 'updateInCart' ? t('product.updateInCart') : t('product.addToCart')}
        </button>
      )}
      {children}
    </div>
  );
}
