import type { ReactElement } from 'react';
import { Link, usePageData } from '../router.js';
import { useCart } from '../../state/cart.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * The header's cart link with the item count. Its name is always "Cart, N items" (the shared name
 * other pages' tests look for, docs/web-cart.md), so it stays the same whatever the count.
 */
export function MiniCartLink(): ReactElement {
  const { t } = useMessages();
  const { itemCount, loaded } = useCart();
  // The cart and checkout render the basket of their form posts on the server: until the browser has read its own
  // cart (and without JavaScript) the count is that basket's.
  const served = usePageData<{ readonly cart?: { readonly totalItems: number } } | null>()?.cart?.totalItems;
  const count = loaded ? itemCount : (served ?? itemCount);
  return (
    <Link to="/cart" className="mini-cart-link" aria-label={t('header.cartLabel', { count })}>
      {t('header.cart')}{' '}
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
