import { lazy, Suspense, type ButtonHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { QuickShopFooterAction } from '@stride/domain/catalogue';
import { Link } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import type { NotifyMeFormProps } from './notify-me-form.js';

// Notify me's form and its call load only when a shopper chooses a sold-out size: no page's first load carries them.
const NotifyMeForm = lazy(() => import('./notify-me-form.js').then((module) => ({ default: module.NotifyMeForm })));

export interface PurchaseActionsProps {
  readonly action: QuickShopFooterAction;
  readonly adding: boolean;
  readonly onAdd: () => void;
  /** When the product publishes (coming soon). */
  readonly targetPublishDate?: string | undefined;
  readonly locale: string;
  /** The dialog the footer sits in (quick-shop): "sign in to buy" opens the sign-in over it, kept open with its choice. */
  readonly within?: string | undefined;
  /** The wording of the update action when quick-shop edits a line ("Update in cart" by default). */
  readonly updateLabel?: string | undefined;
  /** The product and selection notify me would watch; without it notify me shows the disabled out-of-stock action. */
  readonly notify?: NotifyMeFormProps | undefined;
  /** More actions beside add to cart (pickup in store, favorites). */
  readonly children?: ReactNode;
  /** Makes "Add to cart" a form's submit button too (the product page posts its selection without JavaScript). */
  readonly submit?: ButtonHTMLAttributes<HTMLButtonElement> | undefined;
}

function publishDate(iso: string | undefined, locale: string): string | null {
  if (iso === undefined) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The purchase footer by the spec's precedence (domain `quickShopFooterAction`): coming soon hides buying; a sold-out
 * size offers notify me (its own chunk) when the switch is on, else a disabled button; a presale product asks a
 * signed-out shopper to sign in, in the sign-in dialog over the page (or over quick-shop, kept open), so the product,
 * colour and size stay as chosen; otherwise "Add to cart", or "Update in cart" when quick-shop edits a line.
 */
export function PurchaseActions({
  action,
  adding,
  onAdd,
  targetPublishDate,
  locale,
  within,
  updateLabel,
  notify,
  children,
  submit,
}: PurchaseActionsProps): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
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
  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Opening a dialog closes the others not marked to be kept (commerce section 4): quick-shop is marked first.
    if (within !== undefined) dialogs.open(within, { keepOpen: true });
    dialogs.open('sign-in');
  };
  return (
    <div className="purchase-actions">
      {action === 'notifyMe' && notify !== undefined ? (
        <Suspense
          fallback={
            <button type="button" className="button-primary purchase-actions__main" aria-disabled="true">
              {t('notifyMe.button')}
            </button>
          }
        >
          <NotifyMeForm {...notify} />
        </Suspense>
      ) : action === 'outOfStock' || action === 'notifyMe' ? (
        <button type="button" className="button-primary purchase-actions__main" disabled>
          {t('stock.out')}
        </button>
      ) : action === 'signInToBuy' ? (
        <>
          <p className="purchase-actions__note">{t('product.presaleNote')}</p>
          <Link className="button-primary purchase-actions__main" to="/account" onClick={signIn}>
            {t('product.signInToBuy')}
          </Link>
        </>
      ) : (
        <button
          type="button"
          {...submit}
          className="button-primary purchase-actions__main"
          onClick={() => {
            if (!adding) onAdd();
          }}
          aria-disabled={adding ? 'true' : undefined}
        >
          {action === 'updateInCart' ? (updateLabel ?? t('product.updateInCart')) : t('product.addToCart')}
        </button>
      )}
      {children}
    </div>
  );
}
