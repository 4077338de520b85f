import type { ReactElement } from 'react';
import { Link } from '../router.js';
import { useCart } from '../../state/cart.js';

/**
 * The header's cart link with the item count. Its name is always "Cart, N items" (the shared name
 * other pages' tests look for, docs/web-cart.md), so it stays the same whatever the count.
 */
export function MiniCartLink(): ReactElement {
  const { itemCount } = useCart();
  return (
    <Link to="/cart" className="mini-cart-link" aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}>
      Cart{' '}
      <span className="cart-count" aria-hidden="true">
        {itemCount}
      </span>
    </Link>
  );
}
