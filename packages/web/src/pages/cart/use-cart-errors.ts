import { useCallback, useMemo, useState } from 'react';
import { presentCartError, type ApiFailure, type CartErrorContext } from '@stride/application/storefront';
import { useToasts } from '../../state/toasts.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { useMessages } from '../../i18n/messages.js';

export interface CartErrors {
  /** The top-level banner (CANT_SHIP_THERE, ITEM_NO_LONGER_AVAILABLE, ...). */
  readonly banner: string | null;
  /** Messages shown at an item, by item id (ITEM_NOT_AVAILABLE, NO_PRICE, INVALID_PRICE). */
  readonly itemErrors: Readonly<Record<string, string>>;
  readonly promoError: string | null;
  readonly giftCardError: string | null;
  /** Shows a failed call where the error catalogue says (commerce section 8). */
  report(failure: ApiFailure, context: CartErrorContext, itemId?: string): void;
  /** Clears what a new attempt replaces: the banner, an item's message, the promo or gift card message. */
  clear(what: 'banner' | 'promo' | 'gift-card' | { readonly itemId: string }): void;
}

/** The cart page's error routing: toast, persistent toast, banner, item level, promo input, gift card input. */
export function useCartErrors(): CartErrors {
  const messages = useMessages();
  const { t } = messages;
  const toasts = useToasts();
  const [banner, setBanner] = useState<string | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [promoError, setPromoError] = useState<string | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);

  const report = useCallback(
    (failure: ApiFailure, context: CartErrorContext, itemId?: string) => {
      const presented = presentCartError(failure, context);
      const shown = { ...presented, message: shopperErrorText(messages, presented.message, 'errorId' in presented ? presented.errorId : undefined) };
      switch (shown.placement) {
        case 'not-shown':
          return;
        case 'toast':
          toasts.show({ title: t('cart.title'), message: shown.message, variant: 'error' });
          return;
        case 'persistent-toast':
          toasts.show({ title: t('cart.title'), message: shown.message, variant: 'error', persistent: true });
          return;
        case 'banner':
          setBanner(shown.message);
          return;
        case 'promo-input':
          setPromoError(shown.message);
          return;
        case 'gift-card-input':
          setGiftCardError(shown.message);
          return;
        case 'item-level':
          if (itemId === undefined) setBanner(shown.message);
          else setItemErrors((current) => ({ ...current, [itemId]: shown.message }));
          return;
      }
    },
    [toasts, t, messages],
  );

  const clear = useCallback((what: 'banner' | 'promo' | 'gift-card' | { readonly itemId: string }) => {
    if (what === 'banner') setBanner(null);
    else if (what === 'promo') setPromoError(null);
    else if (what === 'gift-card') setGiftCardError(null);
    else
      setItemErrors((current) => {
        const { [what.itemId]: _removed, ...rest } = current;
        return rest;
      });
  }, []);

  return useMemo(() => ({ banner, itemErrors, promoError, giftCardError, report, clear }), [banner, itemErrors, promoError, giftCardError, report, clear]);
}
