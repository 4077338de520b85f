import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { productSetRouteAddresses } from '@stride/application/product-set-route-addresses';
import type { ProductSetAnswer, ProductTile as ProductTileData } from '@stride/application/storefront';
import { useApi } from '../../../app/services-context.js';
import { useMessages } from '../../../i18n/messages.js';
import { useDialogs } from '../../../state/dialogs.js';
import { ProductTile } from '../../../ui/product-tile.js';
import type { QuickShopTarget } from '../quick-shop-dialog.js';
import { QUICK_SHOP_DIALOG_ID } from '../quick-shop-id.js';
import './product-sets.css';

// Quick-shop, as on the list pages: its dialog's chunk loads on the first "Quick shop".
const QuickShopDialog = lazy(() => import('../quick-shop-dialog.js').then((module) => ({ default: module.QuickShopDialog })));

/**
 * "Complete the look": each set the product is in (`GET /products/v2/products/{productId}/productSets`), its
 * other products as tiles with quick-shop, so the look is bought without leaving the page. Nothing when the
 * product is in no set, or the sets cannot be read (the page stands without them).
 */
export function ProductSetsSection({ productId }: { readonly productId: string }): ReactElement | null {
  const { t } = useMessages();
  const base = useApi();
  const api = useMemo(() => base.with(productSetRouteAddresses), [base]);
  const dialogs = useDialogs();
  const [sets, setSets] = useState<readonly ProductSetAnswer[]>([]);
  const [quickShop, setQuickShop] = useState<QuickShopTarget | null>(null);
  const openQuickShop = useCallback(
    (product: ProductTileData) => {
      setQuickShop({ id: product.id, name: product.name });
      dialogs.open(QUICK_SHOP_DIALOG_ID);
    },
    [dialogs],
  );

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
      {quickShop !== null ? (
        <Suspense fallback={null}>
          <QuickShopDialog target={quickShop} />
        </Suspense>
      ) : null}
    </section>
  );
}
