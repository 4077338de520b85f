import type { ReactElement } from 'react';
import { setCartItemGiftOption, type CartAnswerItem } from '@stride/application/storefront';
import { useMessages } from '../../i18n/messages.js';
import { useCart } from '../../state/cart.js';
import { useToasts } from '../../state/toasts.js';
import { addToCartFailureMessage } from '../catalogue/use-add-to-cart.js';
import { GiftOptionDialog } from './gift-option-dialog.js';

/**
 * The add gift option dialog on a digital cart line (commerce section 2): saves the line's gift option, or takes it
 * off, through the cart's update call; the cart on screen is the call's answer. Loaded on the first click.
 */
export default function CartGiftOptionDialog({ item }: { readonly item: CartAnswerItem }): ReactElement {
  const messages = useMessages();
  const cart = useCart();
  const toasts = useToasts();
  return (
    <GiftOptionDialog
      key={item.id}
      productName={item.name}
      current={item.giftOption}
      onSave={async (giftOption) => {
        const result = await cart.run((deps) => setCartItemGiftOption(deps, item, giftOption));
        if (!result.ok) return addToCartFailureMessage(messages, result.error);
        toasts.show({ title: messages.t(giftOption === null ? 'giftOption.removed' : 'giftOption.saved'), message: item.name, variant: 'success' });
        return null;
      }}
    />
  );
}
