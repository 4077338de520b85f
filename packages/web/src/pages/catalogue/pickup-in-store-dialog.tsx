import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { type StoreSearchAnswer } from '@stride/application/storefront';
import { formatDistance } from '@stride/domain/catalogue';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useDialogs } from '../../state/dialogs.js';
import type { CartLineInput } from '../../state/cart.js';
import { Dialog } from '../../ui/dialog.js';
import { useAddToCart } from './use-add-to-cart.js';
import { useMessages } from '../../i18n/messages.js';
import { marketPrefix } from '../../app/market.js';
import { useMyStore } from '../stores/my-store.js';

import { PICKUP_DIALOG_ID } from './pickup-dialog-id.js';

/** Stores a postal code search lists (Stride's choice: the nearest five fit a phone screen). */
export const PICKUP_STORE_LIMIT = 5;

type Store = StoreSearchAnswer['stores'][number];
interface StoreStock {
  readonly store: Store;
  /** Units of the chosen variant in the store. */
  readonly quantity: number;
}

type Search =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'done'; readonly stores: readonly StoreStock[]; readonly message: string | null }
  | { readonly state: 'failed'; readonly message: string };

export interface PickupInStoreProps {
  readonly productId: string;
  readonly productName: string;
  /** The line to add (the chosen variant, one unit), null when no size is chosen yet. */
  readonly line: CartLineInput | null;
  /** e.g. "Flame Red, size 9.5". */
  readonly variantLabel: string;
}

/**
 * Pickup in store: find stores near a postal code (`POST /stores/v1/search`), read the chosen
 * variant's stock in each (`POST /products/v1/products/{id}/availability`), choose one, and add the
 * item to the cart for pickup there (`storeId`).
 */
export function PickupInStoreDialog(props: PickupInStoreProps): ReactElement {
  const { t } = useMessages();
  return (
    <Dialog id={PICKUP_DIALOG_ID} title={t('pickup.title')} height="large">
      <PickupBody {...props} />
    </Dialog>
  );
}

function PickupBody({ productId, productName, line, variantLabel }: PickupInStoreProps): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const market = useMarket();
  const dialogs = useDialogs();
  const { add, adding } = useAddToCart();
  const id = useId();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const postalLabel = market.countryCode === 'US' ? t('address.zip') : t('address.postalCode');
  const mine = useMyStore();
  // Units of the chosen variant at the shopper's own store (the store locator's "my store"), once read.
  const [mineStock, setMineStock] = useState<number | null>(null);
  const variantId = line?.productId;

  useEffect(() => {
    if (mine === null || variantId === undefined) return;
    let live = true;
    void api.call('getStoreAvailability', { params: { productId }, body: { storeIds: [mine.storeId] } }).then((stock) => {
      if (!live) return;
      const quantity = stock.isOk() ? (stock.value.storeInventory[0]?.variants[variantId] ?? 0) : 0;
      setMineStock(quantity);
      if (quantity > 0) setChosen((current) => current ?? mine.storeId);
    });
    return () => {
      live = false;
    };
  }, [api, mine, productId, variantId]);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postalCode = String(new FormData(event.currentTarget).get('postalCode') ?? '').trim();
    if (postalCode.length < 3) {
      setSearch({ state: 'failed', message: t('pickup.enterPostal', { postalLabel: postalLabel.toLowerCase() }) });
      return;
    }
    setSearch({ state: 'searching' });
    setChosen(null);
    const found = await api.call('searchStores', { body: { postalCode, limit: PICKUP_STORE_LIMIT } });
    if (found.isErr()) {
      setSearch({ state: 'failed', message: found.error.kind === 'answer' ? found.error.error.message : t('pickup.searchFailed') });
      return;
    }
    const stores = found.value.stores.filter((s) => s.offersPickup);
    if (stores.length === 0 || line === null) {
      setSearch({
        state: 'done',
        stores: stores.map((store) => ({ store, quantity: 0 })),
        message: found.value.message ?? (stores.length === 0 ? t('pickup.noStores') : null),
      });
      return;
    }
    const stock = await api.call('getStoreAvailability', { params: { productId }, body: { storeIds: stores.map((s) => s.storeId) } });
    const variantId = line.productId;
    const quantityAt = (storeId: string) => (stock.isOk() ? (stock.value.storeInventory.find((s) => s.storeId === storeId)?.variants[variantId] ?? 0) : 0);
    setSearch({ state: 'done', stores: stores.map((store) => ({ store, quantity: quantityAt(store.storeId) })), message: null });
  };

  const pickUp = async () => {
    if (line === null || chosen === null) return;
    const result = await add([{ ...line, storeId: chosen }], productName);
    if (result.ok) dialogs.close(PICKUP_DIALOG_ID);
  };

  if (line === null) return <p role="alert">{t('pickup.chooseSizeFirst')}</p>;

  return (
    <div className="pickup">
      <p>
        {productName}, {variantLabel}
      </p>
      {mine !== null && mineStock !== null ? (
        <div role="radiogroup" aria-label={t('stores.myStore')} className="pickup__stores">
          <label htmlFor={`${id}-mine`} className={`pickup__store${mineStock === 0 ? ' pickup__store--out' : ''}`}>
            <input
              id={`${id}-mine`}
              type="radio"
              name="storeId"
              value={mine.storeId}
              checked={chosen === mine.storeId}
              disabled={mineStock === 0}
              onChange={() => setChosen(mine.storeId)}
            />
            <span className="pickup__store-text">
              <strong>{t('pickup.myStore', { name: mine.name })}</strong>
              <span>{mine.address}</span>
              <span className="pickup__stock">{mineStock > 0 ? t('pickup.inStock', { count: mineStock }) : t('pickup.notAvailable')}</span>
            </span>
          </label>
        </div>
      ) : null}
      <form className="pickup__search" onSubmit={(event) => void find(event)}>
        <label htmlFor={`${id}-postal`}>{postalLabel}</label>
        <div className="pickup__row">
          <input id={`${id}-postal`} name="postalCode" autoComplete="postal-code" maxLength={10} required />
          <button type="submit" className="button">
            {t('pickup.find')}
          </button>
        </div>
      </form>
      {search.state === 'searching' ? <p role="status">{t('pickup.searching')}</p> : null}
      {search.state === 'failed' ? <p role="alert">{search.message}</p> : null}
      {search.state === 'done' ? (
        <>
          {search.message !== null ? <p role="status">{search.message}</p> : null}
          {search.stores.length > 0 ? (
            <div role="radiogroup" aria-label={t('pickup.store')} className="pickup__stores">
              {search.stores.map(({ store, quantity }) => {
                const inputId = `${id}-${store.storeId}`;
                return (
                  <label key={store.storeId} htmlFor={inputId} className={`pickup__store${quantity === 0 ? ' pickup__store--out' : ''}`}>
                    <input
                      id={inputId}
                      type="radio"
                      name="storeId"
                      value={store.storeId}
                      checked={chosen === store.storeId}
                      disabled={quantity === 0}
                      onChange={() => setChosen(store.storeId)}
                    />
                    <span className="pickup__store-text">
                      <strong>{store.name}</strong>
                      <span>
                        {store.address.addressLine1}, {store.address.city} {store.address.province} ·{' '}
                        {formatDistance(store.distanceKm, market.distanceUnit, market.locale)}
                      </span>
                      <span className="pickup__stock">{quantity > 0 ? t('pickup.inStock', { count: quantity }) : t('pickup.notAvailable')}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          ) : null}
        </>
      ) : null}
      {(search.state === 'done' && search.stores.length > 0) || (mineStock ?? 0) > 0 ? (
        <button type="button" className="button-primary pickup__confirm" disabled={chosen === null || adding} onClick={() => void pickUp()}>
          {t('pickup.confirm')}
        </button>
      ) : null}
      <p>
        <a href={`${marketPrefix(market)}/stores?productId=${encodeURIComponent(productId)}`}>{t('pickup.allStores')}</a>
      </p>
    </div>
  );
}
