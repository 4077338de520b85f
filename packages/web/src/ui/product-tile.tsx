import { lazy, Suspense, type ReactElement } from 'react';
import type { ProductTile as ProductTileData } from '@stride/application/storefront';
import { isSoldOnSite } from '@stride/domain/catalogue';
import { Link, useMarket } from '../app/router.js';
import { useHydrated } from '../app/use-hydrated.js';
import { formatPrice } from './format-price.js';
import { PriceView } from './price-view.js';
import { tileSwatches } from './tile-swatches.js';
import './product-tile.css';
import { useMessages } from '../i18n/messages.js';

// The heart is loaded once the page runs JavaScript (favorites need the browser's token): no page's first load carries it.
const TileFavorite = lazy(() => import('../pages/catalogue/favorite-button.js'));

export interface ProductTileProps {
  readonly product: ProductTileData;
  /** The first tiles of a page load their image eagerly (they are the largest contentful paint). */
  readonly eager?: boolean;
  /** When given, the tile offers a "Quick shop" button (shown once JavaScript runs: it opens a dialog). */
  readonly onQuickShop?: (product: ProductTileData) => void;
}

/**
 * A product in a grid: image, badge, name, price (a range when variants differ, the sale price), colour swatches; in
 * the colour a colour refinement matched when the answer names one (its name shown, its swatch marked).
 */
export function ProductTile({ product, eager = false, onQuickShop }: ProductTileProps): ReactElement {
  const { t } = useMessages();
  // A product without a price on this site is not sold here, which is not "out of stock".
  const soldHere = isSoldOnSite(product.price);
  const market = useMarket();
  const hydrated = useHydrated();
  const matched = product.matchedColor?.id;
  const swatches = tileSwatches(product.swatches, matched);
  const more = product.swatches.length - swatches.length;
  return (
    <article className={onQuickShop !== undefined ? 'product-tile product-tile--quick-shop' : 'product-tile'}>
      <div className="product-tile__media">
        {product.image !== undefined ? (
          <img src={product.image} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        ) : null}
        {product.badge !== undefined ? <span className="product-tile__badge">{product.badge}</span> : null}
        {hydrated && (
          <>
            <Suspense fallback={null}>
              <TileFavorite productId={product.id} productName={product.name} />
            </Suspense>
            {onQuickShop !== undefined && (
              <button
                type="button"
                className="product-tile__quick-shop"
                aria-label={t('tile.quickShopLabel', { name: product.name })}
                onClick={() => onQuickShop(product)}
              >
                {t('tile.quickShop')}
              </button>
            )}
          </>
        )}
      </div>
      {product.eyebrow !== undefined ? <p className="product-tile__eyebrow">{product.eyebrow}</p> : null}
      <h3 className="product-tile__name">
        <Link to={product.url} className="product-tile__link">
          {product.name}
        </Link>
      </h3>
      {product.matchedColor !== undefined ? <p className="product-tile__colour">{product.matchedColor.label}</p> : null}
      {product.rating.reviewsCount > 0 ? (
        <Link to={`${product.url}#reviews`} className="product-tile__rating">
          <span className="visually-hidden">{t('tile.rating', { score: product.rating.score, count: product.rating.reviewsCount })}</span>
          <span aria-hidden="true">{t('tile.ratingShort', { score: product.rating.score, count: product.rating.reviewsCount })}</span>
        </Link>
      ) : null}
      {soldHere ? (
        <PriceView price={product.price} format={(amount) => formatPrice(amount, product.currency, market.locale)} />
      ) : (
        <p className="product-tile__stock">{t('product.notSoldHere')}</p>
      )}
      {swatches.length > 1 ? (
        <ul className="swatches" aria-label={t('tile.colours', { count: product.swatches.length })}>
          {swatches.map((swatch) => (
            <li
              key={swatch.id}
              className={swatch.id === matched ? 'swatch swatch--on' : 'swatch'}
              style={{ backgroundColor: swatch.swatch.colour }}
              title={swatch.label}
            >
              <span className="visually-hidden">{swatch.label}</span>
            </li>
          ))}
          {more > 0 ? <li className="swatches__more">+{more}</li> : null}
        </ul>
      ) : null}
      {soldHere && !product.inStock && !product.comingSoon ? <p className="product-tile__stock">{t('stock.out')}</p> : null}
    </article>
  );
}
