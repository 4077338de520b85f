import { useEffect, useState, type ReactElement } from 'react';
import { type ApiFailure, type ProductDetailsAnswer } from '@stride/application/storefront';
import { COLOUR_ATTRIBUTE_TYPE, isSoldOnSite } from '@stride/domain/catalogue';
import { Link, useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useDialogs } from '../../state/dialogs.js';
import { useToasts } from '../../state/toasts.js';
import { Dialog } from '../../ui/dialog.js';
import { formatPrice } from '../../ui/format-price.js';
import { PriceView } from '../../ui/price-view.js';
import {
  imagesForSelection,
  initialSelection,
  lineSelection,
  priceForSelection,
  selectionQuery,
  stockLabel,
  type ProductInventoryAnswer,
} from './product-selection.js';
import { PurchaseActions } from './purchase-actions.js';
import { ExpressWalletButtons } from './express-wallet-buttons.js';
import { addToCartFailureMessage, useAddToCart } from './use-add-to-cart.js';
import { useMiniCart, type MiniCart } from './use-mini-cart.js';
import { useVariantSelection } from './use-variant-selection.js';
import { VariantPickers } from './variant-pickers.js';
import { useMessages } from '../../i18n/messages.js';

import { QUICK_SHOP_DIALOG_ID } from './quick-shop-id.js';

/** A line quick-shop edits (account section 4: opened to update a cart item or a saved item). */
export interface QuickShopEdit {
  readonly openedFor: 'updateCartItem' | 'updateSavedItem';
  /** The line's variant, chosen when quick-shop opens. */
  readonly variantId: string | undefined;
  /** The footer's wording for the update. */
  readonly label: string;
  /** Gives the line the chosen variant: null once it did (quick-shop then closes), else why not (it stays open). */
  save(variant: { readonly id: string; readonly upc: string }): Promise<ApiFailure | null>;
}

/** The product a tile asked quick-shop for, or the product of a line it edits. */
export interface QuickShopTarget {
  readonly id: string;
  readonly name: string;
  /** The colour to open on (the one the tile shows); the product's own colour without it. */
  readonly colourId?: string;
  readonly edit?: QuickShopEdit | undefined;
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly product: ProductDetailsAnswer; readonly inventory: ProductInventoryAnswer | null };

/**
 * Quick-shop: loads the product, colour and size pickers with quick-shop's rules; from a tile it adds to the cart,
 * for a cart or saved line it opens on the line's colour and size and updates the line.
 */
export function QuickShopDialog({ target }: { readonly target: QuickShopTarget | null }): ReactElement {
  const { t } = useMessages();
  // An add opens the mini cart in quick-shop's place: it lives here, outside the dialog it closes.
  const miniCart = useMiniCart();
  return (
    <>
      <Dialog id={QUICK_SHOP_DIALOG_ID} title={target?.name ?? t('tile.quickShop')} height="large">
        {target !== null ? (
          <QuickShopBody
            key={`${target.id}/${target.colourId ?? ''}:${target.edit?.variantId ?? ''}`}
            productId={target.id}
            colourId={target.colourId}
            edit={target.edit}
            onAdded={miniCart.show}
          />
        ) : null}
      </Dialog>
      {miniCart.dialog}
    </>
  );
}

function QuickShopBody({
  productId,
  colourId,
  edit,
  onAdded,
}: {
  readonly productId: string;
  readonly colourId: string | undefined;
  readonly edit: QuickShopEdit | undefined;
  readonly onAdded: MiniCart['show'];
}): ReactElement {
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
  return <QuickShopProduct product={loaded.product} inventory={loaded.inventory} colourId={colourId} edit={edit} onAdded={onAdded} />;
}

interface QuickShopProductProps {
  readonly product: ProductDetailsAnswer;
  readonly inventory: ProductInventoryAnswer | null;
  readonly colourId: string | undefined;
  readonly edit: QuickShopEdit | undefined;
  /** Told the lines an add put in the cart: the mini cart opens on them, closing quick-shop. */
  readonly onAdded: MiniCart['show'];
}

function QuickShopProduct({ product, inventory, colourId, edit, onAdded }: QuickShopProductProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const market = useMarket();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const { add, adding } = useAddToCart();
  const [saving, setSaving] = useState(false);
  const initial = edit === undefined ? initialSelection(product, { [COLOUR_ATTRIBUTE_TYPE]: colourId }) : lineSelection(product, edit.variantId);
  const chosen = useVariantSelection(product, inventory, initial, undefined, edit?.openedFor);
  const image = imagesForSelection(product, chosen.selection)[0];
  const query = selectionQuery(product, chosen.selection).toString();

  const onAdd = async () => {
    const line = chosen.lineToAdd();
    if (line === null || chosen.variant === null) return;
    if (edit !== undefined) {
      setSaving(true);
      const failure = await edit.save(chosen.variant).finally(() => setSaving(false));
      if (failure !== null) {
        toasts.show({ title: t('cart.updateFailed'), message: addToCartFailureMessage(messages, failure), variant: 'error' });
        return;
      }
      toasts.show({ title: t(edit.openedFor === 'updateCartItem' ? 'cart.itemUpdated' : 'saved.updated'), message: product.name, variant: 'success' });
      dialogs.close(QUICK_SHOP_DIALOG_ID);
      return;
    }
    const result = await add([line], product.name);
    if (result.ok) onAdded([line]);
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
            adding={adding || saving}
            within={QUICK_SHOP_DIALOG_ID}
            updateLabel={edit?.label}
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
