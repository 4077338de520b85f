import { useState, type FormEvent, type ReactElement } from 'react';
import type { ApiFailure, StoreSearchAnswer } from '@stride/application/storefront';
import type { Result } from 'neverthrow';
import { formatDistance, formatOpeningHours, type OpeningLine } from '@stride/domain/catalogue';
import { marketFromPath, marketPrefix } from '../../app/market.js';
import { Link, PageError, useMarket, useNavigate, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useHydrated } from '../../app/use-hydrated.js';
import { useMessages, type Translate } from '../../i18n/messages.js';
import { PageHead } from '../../ui/page-head.js';
import { rememberMyStore, useMyStore } from './my-store.js';
import './store-locator.css';

/** Stores a search lists (Stride's choice: ten cover a metro area without a second page). */
export const STORE_LOCATOR_LIMIT = 10;

const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;

/**
 * A store found, with its hours as the site's language writes them. They are written where the search ran
 * (the server for the first render, which the browser then hydrates): two ICU versions can space a time
 * range differently, and the hydrated text must be the server's.
 */
type FoundStore = StoreSearchAnswer['stores'][number] & { readonly hours: readonly OpeningLine[] | null };

/** What the stores are listed for: a postal code typed (in the URL) or the shopper's position (the browser's only). */
type Search =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly stores: readonly FoundStore[]; readonly message: string | null }
  | { readonly kind: 'failed'; readonly message: string };

interface StoreLocatorData {
  readonly path: string;
  readonly postalCode: string;
  /** The product whose stock each store shows, when the page was opened from one. */
  readonly product: { readonly productId: string; readonly name: string; readonly url: string } | null;
  readonly search: Search;
}

/**
 * `/stores?postalCode=&productId=` (or under a site prefix): the search runs in `load`, so the page
 * answers from the server and its form works without JavaScript (a GET form).
 */
export async function load({ url, params, api, market }: LoadArgs): Promise<StoreLocatorData> {
  if (params.locale !== undefined && marketFromPath(url.pathname) === null) throw new PageError(404, 'error.notFound');
  const path = `${marketPrefix(market)}/stores`;
  const postalCode = (url.searchParams.get('postalCode') ?? '').trim().slice(0, 10);
  const wantedId = (url.searchParams.get('productId') ?? '').toUpperCase();
  const productId = PRODUCT_ID.test(wantedId) ? wantedId : null;
  const [details, search] = await Promise.all([
    productId === null ? null : api.call('getProductDetails', { params: { productId } }),
    postalCode.length < 3
      ? null
      : api.call('searchStores', {
          body: { postalCode, limit: STORE_LOCATOR_LIMIT, ...(productId === null ? {} : { productId }) },
        }),
  ]);
  const product = details?.isOk() === true ? { productId: productId ?? '', name: details.value.name, url: details.value.url } : null;
  return { path, postalCode, product, search: searchFrom(search, market.locale) };
}

function searchFrom(answer: Result<StoreSearchAnswer, ApiFailure> | null, locale: string): Search {
  if (answer === null) return { kind: 'none' };
  if (answer.isErr()) return { kind: 'failed', message: answer.error.kind === 'answer' ? answer.error.error.message : '' };
  const stores = answer.value.stores.map((store) => ({ ...store, hours: formatOpeningHours(store.openingHours, locale) }));
  return { kind: 'found', stores, message: answer.value.message ?? null };
}

/** The store locator: stores near a postal code or the shopper's position, with hours, services, stock and "my store". */
export function Page(): ReactElement {
  const data = usePageData<StoreLocatorData>();
  const { t } = useMessages();
  const api = useApi();
  const navigate = useNavigate();
  const market = useMarket();
  const hydrated = useHydrated();
  const [located, setLocated] = useState<Search | null>(null);
  const [locating, setLocating] = useState(false);
  const search = located ?? data.search;
  const productQuery = data.product === null ? '' : `&productId=${data.product.productId}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postalCode = String(new FormData(event.currentTarget).get('postalCode') ?? '').trim();
    setLocated(null);
    navigate(`${data.path}?postalCode=${encodeURIComponent(postalCode)}${productQuery}`);
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) return setLocated({ kind: 'failed', message: t('stores.locationUnavailable') });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void api
          .call('searchStores', {
            body: {
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              limit: STORE_LOCATOR_LIMIT,
              ...(data.product === null ? {} : { productId: data.product.productId }),
            },
          })
          .then((answer) => {
            setLocating(false);
            setLocated(searchFrom(answer, market.locale));
          });
      },
      () => {
        setLocating(false);
        setLocated({ kind: 'failed', message: t('stores.locationUnavailable') });
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="store-locator">
      <PageHead title={t('stores.title')} description={t('stores.description')} path={data.path} />
      <h1>{t('stores.title')}</h1>
      {data.product === null ? null : (
        <p className="store-locator__product">
          {t('stores.stockOf')} <Link to={data.product.url}>{data.product.name}</Link>
        </p>
      )}
      <form className="store-locator__form" method="get" action={data.path} onSubmit={submit} role="search">
        <label htmlFor="store-locator-postal">{t('stores.postalCode')}</label>
        <div className="store-locator__row">
          <input id="store-locator-postal" name="postalCode" autoComplete="postal-code" defaultValue={data.postalCode} minLength={3} maxLength={10} required />
          {data.product === null ? null : <input type="hidden" name="productId" value={data.product.productId} />}
          <button type="submit" className="button-primary">
            {t('stores.find')}
          </button>
        </div>
        {hydrated ? (
          <button type="button" className="button store-locator__here" onClick={locateMe} disabled={locating}>
            {locating ? t('stores.locating') : t('stores.useMyLocation')}
          </button>
        ) : null}
      </form>
      <StoreResults search={search} t={t} withStock={data.product !== null} />
    </div>
  );
}

function StoreResults({ search, t, withStock }: { readonly search: Search; readonly t: Translate; readonly withStock: boolean }): ReactElement | null {
  if (search.kind === 'none') return null;
  if (search.kind === 'failed')
    return (
      <p className="banner banner--error" role="alert">
        {search.message === '' ? t('pickup.searchFailed') : search.message}
      </p>
    );
  return (
    <section aria-labelledby="store-locator-results">
      <h2 id="store-locator-results" className="store-locator__count">
        {search.stores.length === 0 ? (search.message ?? t('pickup.noStores')) : t('stores.found', { count: search.stores.length })}
      </h2>
      <ol className="store-locator__list">
        {search.stores.map((store) => (
          <StoreCard key={store.storeId} store={store} t={t} withStock={withStock} />
        ))}
      </ol>
    </section>
  );
}

function StoreCard({ store, t, withStock }: { readonly store: FoundStore; readonly t: Translate; readonly withStock: boolean }): ReactElement {
  const market = useMarket();
  const mine = useMyStore();
  const hydrated = useHydrated();
  const address = `${store.address.addressLine1}, ${store.address.city} ${store.address.province} ${store.address.postalCode}`;
  const isMine = mine?.storeId === store.storeId;
  const services = [
    store.offersPickup ? t('stores.servicePickUp') : null,
    store.offersSameDay ? t('stores.serviceSameDay') : null,
    store.offersShipToStore ? t('stores.serviceShipToStore') : null,
  ].filter((s): s is string => s !== null);
  return (
    <li className={`store-card${isMine ? ' store-card--mine' : ''}`} aria-label={store.name}>
      <h3>
        {store.name}
        {isMine ? <span className="store-card__badge">{t('stores.myStore')}</span> : null}
      </h3>
      <p className="store-card__distance">{formatDistance(store.distanceKm, market.distanceUnit, market.locale)}</p>
      <address>
        {address}
        <br />
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
      </address>
      <OpeningHours text={store.openingHours} lines={store.hours} t={t} />
      {services.length > 0 ? <p className="store-card__services">{services.join(' · ')}</p> : null}
      {withStock && store.inventory !== undefined ? (
        <p className={`store-card__stock${store.inventory.quantity > 0 ? '' : ' store-card__stock--out'}`}>
          {store.inventory.quantity > 0 ? t('pickup.inStock', { count: store.inventory.quantity }) : t('pickup.notAvailable')}
        </p>
      ) : null}
      {hydrated && !isMine ? (
        <button type="button" className="button" onClick={() => rememberMyStore({ storeId: store.storeId, name: store.name, address })}>
          {t('stores.makeMyStore')}
        </button>
      ) : null}
    </li>
  );
}

/** The store's week as the site's language writes days and times; the store's own words when they cannot be read. */
function OpeningHours({ text, lines, t }: { readonly text: string; readonly lines: readonly OpeningLine[] | null; readonly t: Translate }): ReactElement {
  return (
    <div className="store-card__hours">
      <strong>{t('stores.hours')}</strong>
      {lines === null ? (
        <p>{text}</p>
      ) : (
        <dl>
          {lines.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
