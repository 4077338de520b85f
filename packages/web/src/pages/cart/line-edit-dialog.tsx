import { useEffect, type ReactElement } from 'react';
import { changeCartItemVariant, type CartAnswerItem, type SaveForLaterAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useCart } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { useMessages } from '../../i18n/messages.js';
import type { QuickShopEdit } from '../catalogue/quick-shop-dialog.js';
import { QUICK_SHOP_DIALOG_ID } from '../catalogue/quick-shop-id.js';
import { LazyQuickShop } from '../catalogue/quick-shop-opener.js';

// The Edit clicks quick-shop was opened for: the cart page renders this dialog elsewhere once the cart empties (a line
// saved for later), and that new mount must not open quick-shop again for the same click.
const opened = new WeakSet<LineToEdit>();

/** A line the shopper asked to edit: a cart line, or a line of the saved-for-later list. */
export type LineToEdit =
  | { readonly kind: 'cart'; readonly item: CartAnswerItem }
  | { readonly kind: 'saved'; readonly saveForLaterId: string; readonly item: SaveForLaterAnswer['items'][number] };

/**
 * Quick-shop over the cart page for one line (account section 4, "update in cart"): it opens on the line's colour
 * and size, and its footer gives the line the variant chosen, in place. Each new `line` object (an Edit click) opens it.
 */
export function LineEditDialog({ line }: { readonly line: LineToEdit }): ReactElement {
  const { t } = useMessages();
  const cart = useCart();
  const api = useApi();
  const { open } = useDialogs();
  useEffect(() => {
    if (opened.has(line)) return;
    opened.add(line);
    open(QUICK_SHOP_DIALOG_ID);
  }, [open, line]);

  const edit: QuickShopEdit =
    line.kind === 'cart'
      ? {
          openedFor: 'updateCartItem',
          variantId: line.item.variantId,
          label: t('product.updateInCart'),
          save: async (variant) => {
            const result = await cart.run((deps) => changeCartItemVariant(deps, line.item, variant.upc));
            return result.ok ? null : result.error;
          },
        }
      : {
          openedFor: 'updateSavedItem',
          variantId: line.item.productId,
          label: t('saved.update'),
          // No cart rule applies to the saved list: the call, and its answer on screen.
          save: async (variant) => {
            const body = { saveForLaterId: line.saveForLaterId, itemId: line.item.itemId, productId: variant.id };
            const result = await api.call('saveForLater', { body });
            if (result.isErr()) return result.error;
            cart.replaceSaved(result.value);
            return null;
          },
        };
  return <LazyQuickShop target={{ id: line.item.masterId, name: line.item.name, edit }} />;
}

export default LineEditDialog;
