import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { CartLineInput } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { MINI_CART_DIALOG_ID } from './mini-cart-id.js';

// The mini cart's chunk loads on the first add: no page's first load carries it.
const MiniCartDialog = lazy(() => import('./mini-cart-dialog.js').then((module) => ({ default: module.MiniCartDialog })));

export interface MiniCart {
  /** Opens the mini cart on the lines just added (closing the dialog open now, quick-shop's). */
  show(lines: readonly CartLineInput[]): void;
  /** The dialog, rendered from the first add on. */
  readonly dialog: ReactElement | null;
}

/** The mini cart after an add to cart (commerce section 2, Dialogs), for the product page and quick-shop. */
export function useMiniCart(): MiniCart {
  const dialogs = useDialogs();
  const [added, setAdded] = useState<readonly string[] | null>(null);
  return {
    show: (lines) => {
      setAdded(lines.flatMap((line) => [line.variantId, line.upc].filter((id) => id !== undefined)));
      dialogs.open(MINI_CART_DIALOG_ID);
    },
    dialog:
      added === null ? null : (
        <Suspense fallback={null}>
          <MiniCartDialog added={added} />
        </Suspense>
      ),
  };
}
