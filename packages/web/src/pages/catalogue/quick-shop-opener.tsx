import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useDialogs } from '../../state/dialogs.js';
import type { QuickShopTarget } from './quick-shop-dialog.js';
import { QUICK_SHOP_DIALOG_ID } from './quick-shop-id.js';

// Quick-shop (pickers, stock, footer, add to cart) is a chunk of its own, fetched when a shopper first opens it: a page
// that imported the dialog would have its first load name every chunk quick-shop needs (Vite preloads them).
const QuickShopDialog = lazy(() => import('./quick-shop-dialog.js').then((module) => ({ default: module.QuickShopDialog })));

/** Quick-shop on `target`, its chunk loaded on first render; the opener opens the dialog in the stack. */
export function LazyQuickShop({ target }: { readonly target: QuickShopTarget }): ReactElement {
  return (
    <Suspense fallback={null}>
      <QuickShopDialog target={target} />
    </Suspense>
  );
}

/** What a page with quick-shop buttons needs: `open` for the buttons, `dialog` to render once somewhere on the page. */
export interface QuickShopOpener {
  readonly open: (target: QuickShopTarget) => void;
  readonly dialog: ReactElement | null;
}

/**
 * Quick-shop for a page of product tiles or cards (the listing, product sets, the upsell): the last product asked for,
 * and nothing rendered (no chunk fetched) until a shopper first asks.
 */
export function useQuickShop(): QuickShopOpener {
  const { open: openDialog } = useDialogs();
  const [target, setTarget] = useState<QuickShopTarget | null>(null);
  const open = useCallback(
    (next: QuickShopTarget) => {
      setTarget(next);
      openDialog(QUICK_SHOP_DIALOG_ID);
    },
    [openDialog],
  );
  return { open, dialog: target === null ? null : <LazyQuickShop target={target} /> };
}
