import type { ReactElement } from 'react';
import { Link } from '../app/router.js';
import type { ProductTile as ProductTileData } from '@stride/application/storefront';
import { useMarket } from '../app/router.js';
import { formatPrice } from './format-price.js';

/** A product in a grid: image, name, price (a range when variants differ), sale price. */
export function ProductTile({ product, eager = false }: { readonly product: ProductTileData; readonly eager?: boolean }): ReactElement {
  const market = useMarket();
  const { price } = product;
  const format = (amount: number) => formatPrice(amount, product.currency, market.locale);
  const low = price.lowCurrent ?? price.current;
  const high = price.highCurrent ?? price.current;
  const onSale = price.current < price.original;
  return (
    <article className="product-tile">
      <Link to={product.url} className="product-tile__link">
        {product.image !== undefined ? (
          <img src={product.image} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        ) : null}
        <h3 className="product-tile__name">{product.name}</h3>
      </Link>
      <p className="product-tile__price">
        {low !== high ? (
          <span>
            {format(low)} – {format(high)}
          </span>
        ) : (
          <span className={onSale ? 'price--sale' : undefined}>{format(price.current)}</span>
        )}
        {onSale && low === high ? (
          <s className="price--original">
            <span className="visually-hidden">Was </span>
            {format(price.original)}
          </s>
        ) : null}
      </p>
    </article>
  );
}
