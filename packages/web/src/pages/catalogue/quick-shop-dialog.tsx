import { useEffect, useState, type ReactElement } from 'react';
import { type ProductDetailsAnswer } from '@stride/application/storefront';
import { isSoldOnSite } from '@stride/domain/catalogue';
import { Link, useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useDialogs } from '../../state/dialogs.js';
import { Dialog } from '../../ui/dialog.js';
import { formatPrice } from '../../ui/format-price.js';
import { PriceView } from '../../ui/price-view.js';
import { imagesForSelection, initialSelection, priceForSelection, selectionQuery, stockLabel, type ProductInventoryAnswer } from './product-selection.js';
import { PurchaseActions } from './purchase-actions.js';
import { ExpressWalletButtons } from './express-wallet-buttons.js';
import { useAddToCart } from './use-add-to-cart.js';
import { useVariantSelection } from './use-variant-selection.js';
import { VariantPickers } from './variant-pickers.js';
import { useMessages } from '../../i18n/messages.js';

import { QUICK_SHOP_DIALOG_ID } from './quick-shop-id.js';

/** The product a tile asked quick-shop for. */
export interface QuickShopTarget {
  readonly id: string;
  readonly name: string;
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly product: ProductDetailsAnswer; readonly inventory: ProductInventoryAnswer | null };

/** Quick-shop from a tile: loads the product, colour and size pickers with quick-shop's rules, add to cart. */
export function QuickShopDialog({ target }: { readonly target: QuickShopTarget | null }): ReactElement {
  const { t } = useMessages();
  return (
    <Dialog id={QUICK_SHOP_DIALOG_ID} title={target?.name ?? t('tile.quickShop')} height="large">
      {target !== null ? <QuickShopBody key={target.id} productId={target.id} /> : null}
    </Dialog>
  );
}

function QuickShopBody({ productId }: { readonly productId: string }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void Promise.all([api.call('getProductDetails', { params: { productId } }), api.call('getProductInventory', { params: { productId } })]).then(
      ([details, inventory]) => {
        if (!live) return;
        if (details.isErr()) setLoaded({ state: 'failed', message: t('quickShop.loadFailed') });
        else setLoaded({ state: 'ready', product: details.value, inventory: inventory.isOk() ? inventory.value : null });
      },
    );
    return () => {
      live = false;
    };
  }, [api, productId, t]);
  if (loaded.state === 'loading') return <p role="status">{t('quickShop.loading')}</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  return <QuickShopProduct product={loaded.product} inventory={loaded.inventory} />;
}

function QuickShopProduct({ product, inventory }: { readonly product: ProductDetailsAnswer; readonly inventory: ProductInventoryAnswer | null }): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const dialogs = useDialogs();
  const { add, adding } = useAddToCart();
  const chosen = useVariantSelection(product, inventory, initialSelection(product, {}));
  const image = imagesForSelection(product, chosen.selection)[0];
  const query = selectionQuery(product, chosen.selection).toString();

  const onAdd = async () => {
    const line = chosen.lineToAdd();
    if (line === null) return;
    const result = await add([line], product.name);
    if (result.ok) dialogs.close(QUICK_SHOP_DIALOG_ID);
  };

  return (
    <div className="quick-shop">
      {image !== undefined ? <img className="quick-shop__image" src={image.url} alt={image.alt} width={400} height={400} /> : null}
      {product.badge !== undefined ? <p className="product-badge">{product.badge}</p> : null}
      {isSoldOnSite(product.price) ? (
        <>
          <PriceView price={priceForSelection(product, chosen.selection)} format={(amount) => formatPrice(amount, product.currency, market.locale)} />
          <VariantPickers product={product} inventory={inventory} selection={chosen.selection} onChoose={chosen.choose} missingAttribute={chosen.missing} />
          <p className="stock-status" role="status">
            {chosen.stock !== null ? stockLabel(t, chosen.stock) : ''}
          </p>
          <PurchaseActions
            action={chosen.action}
            adding={adding}
            onAdd={() => void onAdd()}
            targetPublishDate={product.targetPublishDate}
            locale={market.locale}
            notify={{ product, selection: chosen.selection }}
          />
          {chosen.action === 'addToCart' && product.productType !== 'digital' ? (
            <ExpressWalletButtons productName={product.name} lineToAdd={chosen.lineToAdd} hostDialog={QUICK_SHOP_DIALOG_ID} />
          ) : null}
        </>
      ) : (
        <p className="stock-status">{t('product.notSoldHere')}</p>
      )}
      <p>
        <Link to={query === '' ? product.url : `${product.url}?${query}`} onClick={() => dialogs.close(QUICK_SHOP_DIALOG_ID)}>
          {t('quickShop.fullDetails')}
        </Link>
      </p>
    </div>
  );
}
