import type { ReactElement } from 'react';
import type { SaveForLaterAnswer, SavedLine } from '@stride/application/storefront';
import { Link } from '../../app/router.js';
import { HiddenName } from '../../ui/hidden-name.js';
import { useMessages } from '../../i18n/messages.js';

export interface SavedForLaterListProps {
  readonly saved: SaveForLaterAnswer;
  readonly busy: boolean;
  onMoveToCart(line: SavedLine): void;
  onRemove(itemId: string): void;
  /** Opens quick-shop on the saved item's colour and size. */
  onEdit?: ((item: SaveForLaterAnswer['items'][number]) => void) | undefined;
}

/** The saved-for-later list below the cart: move an item back to the cart, edit its colour and size, or remove it. */
export function SavedForLaterList({ saved, busy, onMoveToCart, onRemove, onEdit }: SavedForLaterListProps): ReactElement | null {
  const { t } = useMessages();
  if (saved.items.length === 0) return null;
  return (
    <section className="saved-for-later" aria-labelledby="saved-for-later-title">
      <h2 id="saved-for-later-title">{t('saved.title', { count: saved.total })}</h2>
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
                  {t('cart.qty', { qty: item.qty })}
                  {item.available ? '' : ` · ${t('stock.out')}`}
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
                    <HiddenName message={(name) => t('saved.moveToCartLabel', { name })} name={item.name} />
                  </button>
                  {onEdit !== undefined ? (
                    <button type="button" className="link-button" aria-haspopup="dialog" disabled={busy} onClick={() => onEdit(item)}>
                      <HiddenName message={(name) => t('cart.editLabel', { name })} name={item.name} />
                    </button>
                  ) : null}
                  <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(item.itemId)}>
                    <HiddenName message={(name) => t('saved.removeLabel', { name })} name={item.name} />
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
