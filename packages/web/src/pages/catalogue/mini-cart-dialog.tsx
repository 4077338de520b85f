import type { ReactElement } from 'react';
import { Link, useMarket } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';
import { useCart } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { Dialog } from '../../ui/dialog.js';
import { formatPrice } from '../../ui/format-price.js';
import { MINI_CART_DIALOG_ID } from './mini-cart-id.js';
import './mini-cart.css';

/**
 * The mini cart (commerce section 2, Dialogs): the line or lines just added, the cart's subtotal and item count, and
 * the ways on: the cart page or checkout. `added` names the added variants (ids or UPCs).
 */
export function MiniCartDialog({ added }: { readonly added: readonly string[] }): ReactElement {
  const { t } = useMessages();
  const { locale } = useMarket();
  const dialogs = useDialogs();
  const { cart } = useCart();
  const lines = cart?.items.filter((item) => !item.bonus && (added.includes(item.variantId) || added.includes(item.upc))) ?? [];
  const close = () => dialogs.close(MINI_CART_DIALOG_ID);
  return (
    <Dialog id={MINI_CART_DIALOG_ID} title={t('miniCart.title')}>
      <div className="mini-cart">
        <ul className="mini-cart__lines">
          {lines.map((item) => (
            <li key={item.id} className="mini-cart__line">
              <img src={item.productImageURL} alt="" width={72} height={72} />
              <div>
                <p className="mini-cart__name">{item.name}</p>
                <p className="cart-item__meta">{t('cart.itemVariant', { colour: item.colourName, size: item.size })}</p>
                <p className="cart-item__meta">
                  {t('cart.qty', { qty: item.qty })} · {formatPrice(item.price.rowTotal, item.price.currency, locale)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {cart !== null ? (
          <p className="mini-cart__subtotal">
            <span>{t('summary.subtotal', { count: cart.totalItems })}</span> <strong>{formatPrice(cart.totals.itemSubTotal, cart.currency, locale)}</strong>
          </p>
        ) : null}
        <div className="mini-cart__actions">
          <Link to="/cart" className="button" onClick={close}>
            {t('miniCart.viewCart')}
          </Link>
          <Link to="/checkout" className="button-primary" onClick={close}>
            {t('cart.checkout')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
