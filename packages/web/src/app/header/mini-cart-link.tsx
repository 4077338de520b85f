import type { ReactElement } from 'react';
import { Link } from '../router.js';
import { useCart } from '../../state/cart.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * The header's cart link with the item count. Its name is always "Cart, N items" (the shared name
 * other pages' tests look for, docs/web-cart.md), so it stays the same whatever the count.
 */
export function MiniCartLink(): ReactElement {
  const { t } = useMessages();
  const { itemCount } = useCart();
  return (
    <Link to="/cart" className="mini-cart-link" aria-label={t('header.cartLabel', { count: itemCount })}>
      {t('header.cart')}{' '}
      <span className="cart-count" aria-hidden="true">
        {itemCount}
      </span>
    </Link>
  );
}
