import { useCallback, useState } from 'react';
import type { ApiFailure } from '@stride/application/storefront';
import { useCart, type CartActionResult, type CartLineInput } from '../../state/cart.js';
import { useToasts } from '../../state/toasts.js';
import { type Messages, useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

/** What a failed add tells the shopper: the API's message (already the spec's text for its code). */
export function addToCartFailureMessage(messages: Messages, failure: ApiFailure): string {
  if (failure.kind === 'answer') return shopperErrorText(messages, failure.error.message, failure.error.errorId);
  if (failure.kind === 'network') return messages.t('error.network');
  return messages.t('error.bug');
}

export interface AddToCart {
  /** Adds the lines with the cart's rules (retry, rebuild) and tells the shopper how it went. */
  add(lines: readonly CartLineInput[], itemName: string): Promise<CartActionResult>;
  readonly adding: boolean;
}

/** Add to cart from the product page, quick-shop or pickup dialog: "Added to cart" toast, or the error as an error toast. */
export function useAddToCart(): AddToCart {
  const messages = useMessages();
  const { t } = messages;
  const { addItems } = useCart();
  const toasts = useToasts();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (lines: readonly CartLineInput[], itemName: string) => {
      setAdding(true);
      try {
        const result = await addItems(lines);
        if (result.ok) toasts.show({ title: t('cart.added'), message: itemName, variant: 'success' });
        else toasts.show({ title: t('cart.addFailed'), message: addToCartFailureMessage(messages, result.error), variant: 'error' });
        return result;
      } finally {
        setAdding(false);
      }
    },
    [addItems, toasts, t, messages],
  );
  return { add, adding };
}
