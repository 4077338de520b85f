import type { ReactElement } from 'react';
import type { CartAnswer, CartAnswerItem } from '@stride/application/storefront';
import { formatPrice } from '../../ui/format-price.js';
import { useMessages } from '../../i18n/messages.js';

const PICKUP_CODES = new Set(['pickup', 'pudo', 'sts']);

/** The store an item is picked up at, or undefined for home delivery. */
export function pickupStoreOf(item: CartAnswerItem): string | undefined {
  const selected = item.shippingOptions.find((o) => o.selected);
  return selected !== undefined && PICKUP_CODES.has(selected.shippingMethod.code) ? selected.storeInfo?.id : undefined;
}

/** The item ids a cart flash says cannot be bought as they are (no stock, no price). */
export function unavailableItemIds(cart: CartAnswer): Set<string> {
  const ids = new Set<string>();
  for (const flash of cart.flash) {
    const itemId = flash.details?.['itemId'];
    if (
      typeof itemId === 'string' &&
      ['ProductLineItemFullInventoryMissing', 'ProductLineItemInventoryMissing', 'ProductItemNotAvailable'].includes(flash.type)
    )
      ids.add(itemId);
  }
  return ids;
}

export interface CheckoutItemsProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  /** Store names by id, for pickup items. */
  readonly stores: ReadonlyMap<string, string>;
}

/** The cart's items with size, colour, quantity, delivery and price; unavailable items say so. */
export function CheckoutItems({ cart, locale, stores }: CheckoutItemsProps): ReactElement {
  const { t } = useMessages();
  const unavailable = unavailableItemIds(cart);
  return (
    <ul className="checkout-items">
      {cart.items.map((item) => {
        const storeId = pickupStoreOf(item);
        return (
          <li key={item.id} className="checkout-item">
            <img src={item.productImageURL} alt="" width={64} height={64} />
            <div>
              <p className="checkout-item__name">{item.name}</p>
              <p className="checkout-item__meta">
                {item.isDigitalProduct
                  ? t('cart.giftCardDesign', { design: item.colourName })
                  : t('cart.itemVariant', { colour: item.colourName, size: item.size })}{' '}
                · {t('cart.qty', { qty: item.qty })}
              </p>
              <p className="checkout-item__meta">
                {storeId !== undefined
                  ? t('checkout.pickupAt', { store: stores.get(storeId) ?? storeId })
                  : item.isDigitalProduct
                    ? item.giftOption !== undefined
                      ? t('giftOption.summary', item.giftOption)
                      : t('shipping.digital.label')
                    : t('delivery.home')}
              </p>
              {unavailable.has(item.id) ? <p className="field-error">{t('stock.out')}</p> : null}
            </div>
            <p className="checkout-item__price">{item.bonus ? t('cart.freeGift') : formatPrice(item.price.rowTotal, item.price.currency, locale)}</p>
          </li>
        );
      })}
    </ul>
  );
}
