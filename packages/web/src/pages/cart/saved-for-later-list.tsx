import type { ReactElement } from 'react';
import type { SaveForLaterAnswer, SavedLine } from '@stride/application/storefront';
import { Link } from '../../app/router.js';

export interface SavedForLaterListProps {
  readonly saved: SaveForLaterAnswer;
  readonly busy: boolean;
  onMoveToCart(line: SavedLine): void;
  onRemove(itemId: string): void;
}

/** The saved-for-later list below the cart: move an item back to the cart, or remove it. */
export function SavedForLaterList({ saved, busy, onMoveToCart, onRemove }: SavedForLaterListProps): ReactElement | null {
  if (saved.items.length === 0) return null;
  return (
    <section className="saved-for-later" aria-labelledby="saved-for-later-title">
      <h2 id="saved-for-later-title">Saved for later ({saved.total})</h2>
      <ul className="cart-items">
        {saved.items.map((item) => (
          <li key={item.itemId} className="cart-item">
            <article aria-label={item.name}>
              {item.productImageURL !== undefined ? (
                <img src={item.productImageURL} alt="" width={96} height={96} loading="lazy" />
              ) : (
                <span className="cart-item__placeholder" />
              )}
              <div className="cart-item__body">
                <h3 className="cart-item__name">{item.pdpUrl !== undefined ? <Link to={item.pdpUrl}>{item.name}</Link> : item.name}</h3>
                <p className="cart-item__meta">
                  Qty {item.qty}
                  {item.available ? '' : ' · Out of stock'}
                </p>
                <div className="cart-item__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={busy || !item.available}
                    onClick={() =>
                      onMoveToCart({
                        saveForLaterId: saved.saveForLaterId,
                        itemId: item.itemId,
                        productId: item.productId,
                        qty: item.qty,
                        recipeId: item.recipeId,
                      })
                    }
                  >
                    Move<span className="visually-hidden"> {item.name}</span> to cart
                  </button>
                  <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(item.itemId)}>
                    Remove<span className="visually-hidden"> {item.name} from saved items</span>
                  </button>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
