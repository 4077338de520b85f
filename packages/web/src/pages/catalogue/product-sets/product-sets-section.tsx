import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { productSetRouteAddresses } from '@stride/application/product-set-route-addresses';
import type { ProductSetAnswer, ProductTile as ProductTileData } from '@stride/application/storefront';
import { useApi } from '../../../app/services-context.js';
import { useMessages } from '../../../i18n/messages.js';
import { ProductTile } from '../../../ui/product-tile.js';
import { useQuickShop } from '../quick-shop-opener.js';
import './product-sets.css';

/**
 * "Complete the look": each set the product is in (`GET /products/v2/products/{productId}/productSets`), its
 * other products as tiles with quick-shop, so the look is bought without leaving the page. Nothing when the
 * product is in no set, or the sets cannot be read (the page stands without them).
 */
export function ProductSetsSection({ productId }: { readonly productId: string }): ReactElement | null {
  const { t } = useMessages();
  const base = useApi();
  const api = useMemo(() => base.with(productSetRouteAddresses), [base]);
  const [sets, setSets] = useState<readonly ProductSetAnswer[]>([]);
  const quickShop = useQuickShop();
  const { open } = quickShop;
  const openQuickShop = useCallback((product: ProductTileData) => open({ id: product.id, name: product.name }), [open]);

  useEffect(() => {
    let live = true;
    void api.call('getProductSets', { params: { productId } }).then((answer) => {
      if (live && answer.isOk()) setSets(answer.value.productSets);
    });
    return () => {
      live = false;
    };
  }, [api, productId]);

  const shown = sets.map((set) => ({ ...set, products: set.products.filter((product) => product.id !== productId) })).filter((set) => set.products.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="product-sets" aria-labelledby="product-sets-title">
      <h2 id="product-sets-title">{t('productSets.title')}</h2>
      {shown.map((set) => (
        <section key={set.productSetId} className="product-set" aria-labelledby={`product-set-${set.productSetId}`}>
          <h3 id={`product-set-${set.productSetId}`}>{set.name}</h3>
          <p>{set.description}</p>
          <ul className="product-set__products">
            {set.products.map((product) => (
              <li key={product.id}>
                <ProductTile product={product} onQuickShop={openQuickShop} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {quickShop.dialog}
    </section>
  );
}
