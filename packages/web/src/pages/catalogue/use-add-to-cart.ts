import { useCallback, useState } from 'react';
import type { ApiFailure } from '@stride/application/storefront';
import { useCart, type CartActionResult, type CartLineInput } from '../../state/cart.js';
import { useToasts } from '../../state/toasts.js';

/** The toast title after a successful add (other helpers' tests wait for it). */
export const ADDED_TO_CART_TITLE = 'Added to cart';

/** What a failed add tells the shopper: the API's message (already the spec's text for its code). */
export function addToCartFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'answer') return failure.error.message;
  if (failure.kind === 'network') return 'We could not reach the store. Check your connection and try again.';
  return 'Something went wrong on our side. Please try again.';
}

export interface AddToCart {
  /** Adds the lines with the cart's rules (retry, rebuild) and tells the shopper how it went. */
  add(lines: readonly CartLineInput[], itemName: string): Promise<CartActionResult>;
  readonly adding: boolean;
}

/** Add to cart from the product page, quick-shop or pickup dialog: "Added to cart" toast, or the error as an error toast. */
export function useAddToCart(): AddToCart {
  const { addItems } = useCart();
  const toasts = useToasts();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (lines: readonly CartLineInput[], itemName: string) => {
      setAdding(true);
      try {
        const result = await addItems(lines);
        if (result.ok) toasts.show({ title: ADDED_TO_CART_TITLE, message: itemName, variant: 'success' });
        else toasts.show({ title: 'Could not add to cart', message: addToCartFailureMessage(result.error), variant: 'error' });
        return result;
      } finally {
        setAdding(false);
      }
    },
    [addItems, toasts],
  );
  return { add, adding };
}
