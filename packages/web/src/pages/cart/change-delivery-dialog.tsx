import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import {
  storeShipmentId,
  HOME_SHIPMENT_ID,
  type ApiFailure,
  type ApplicableShippingMethodAnswer,
  type StoreSearchAnswer,
} from '@stride/application/storefront';
import { formatDistance } from '@stride/domain/catalogue';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useCart } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { useStoreNames } from '../../state/store-names.js';
import { Dialog } from '../../ui/dialog.js';
import { deliveryTimeText, shippingLabel } from '../../ui/shipping-method-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { useMessages } from '../../i18n/messages.js';

import { CHANGE_DELIVERY_DIALOG_ID } from './change-delivery-dialog-id.js';

/** The change store confirmation's id: it opens over the delivery dialog, which is kept open under it. */
export const CHANGE_STORE_DIALOG_ID = 'change-store-confirmation';

export interface ChangeDeliveryDialogProps {
  readonly locale: string;
  readonly currency: string;
  /** A variant in the cart, to show each store's stock of it. */
  readonly variantId: string | undefined;
  onFailure(failure: ApiFailure): void;
}

type Mode = 'home' | 'store';
type Store = StoreSearchAnswer['stores'][number];

/**
 * Home delivery or pickup at a store for the cart's items. Pickup moves the home-delivery items to
 * the chosen store with the method the store offers (pickup, or ship to store when it is short).
 */
export function ChangeDeliveryDialog({ locale, currency, variantId, onFailure }: ChangeDeliveryDialogProps): ReactElement {
  const { t } = useMessages();
  return (
    <Dialog id={CHANGE_DELIVERY_DIALOG_ID} title={t('delivery.change')} height="full">
      <ChangeDeliveryForm locale={locale} currency={currency} variantId={variantId} onFailure={onFailure} />
    </Dialog>
  );
}

function ChangeDeliveryForm({ locale, currency, variantId, onFailure }: ChangeDeliveryDialogProps): ReactElement {
  const { t } = useMessages();
  const id = useId();
  const api = useApi();
  const market = useMarket();
  const cart = useCart();
  const dialogs = useDialogs();
  const [mode, setMode] = useState<Mode>('home');
  const [methods, setMethods] = useState<readonly ApplicableShippingMethodAnswer[]>([]);
  const [code, setCode] = useState<string | null>(null);
  const [postalCode, setPostalCode] = useState('');
  const [stores, setStores] = useState<readonly Store[] | null>(null);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The store the cart's pickup lines are collected at now: choosing another one is a change of store, confirmed first.
  const pickupLines = (cart.cart?.items ?? []).filter((item) => item.shippingOptions.some((o) => o.selected && o.storeInfo !== undefined));
  const currentStore = pickupLines[0]?.shippingOptions.find((o) => o.selected)?.storeInfo?.id;
  const storeNames = useStoreNames(currentStore !== undefined);

  // The methods on offer follow the choice: home methods, or what the chosen store can do. A new
  // choice clears the old one's methods while rendering, before its own arrive.
  const shippingId = mode === 'home' ? HOME_SHIPMENT_ID : storeId === null ? null : storeShipmentId(storeId);
  const [methodsFor, setMethodsFor] = useState(shippingId);
  if (methodsFor !== shippingId) {
    setMethodsFor(shippingId);
    setMethods([]);
    setCode(null);
  }
  // Only the choice matters here: the cart object changes with every answer.
  const loadMethods = useEffectEvent((id: string) => cart.shipmentMethods(id));
  const fail = useEffectEvent((error: Parameters<typeof onFailure>[0]) => onFailure(error));
  useEffect(() => {
    if (shippingId === null) return;
    let current = true;
    void loadMethods(shippingId).then((result) => {
      if (!current) return;
      if (result.ok) {
        setMethods(result.value.applicableShippingMethods);
        setCode(result.value.code ?? result.value.applicableShippingMethods[0]?.code ?? null);
      } else fail(result.error);
    });
    return () => {
      current = false;
    };
  }, [shippingId]);

  const findStores = async (event: FormEvent) => {
    event.preventDefault();
    if (postalCode.trim().length < 3) {
      setMessage(t('delivery.enterPostal'));
      return;
    }
    setBusy(true);
    setMessage(null);
    const found = await api.call('searchStores', { body: { postalCode: postalCode.trim(), limit: 5, ...(variantId === undefined ? {} : { variantId }) } });
    setBusy(false);
    if (found.isErr()) {
      setMessage(found.error.kind === 'answer' ? found.error.error.message : t('pickup.searchFailed'));
      return;
    }
    setStores(found.value.stores);
    if (found.value.stores.length === 0) setMessage(found.value.message ?? t('delivery.noStore'));
  };

  // Back from the confirmation: the delivery dialog is on top again, no longer marked to be kept.
  const backFromConfirmation = () => dialogs.open(CHANGE_DELIVERY_DIALOG_ID, { keepOpen: false });
  const save = async (confirmed = false) => {
    if (code === null) return;
    if (!confirmed && mode === 'store' && storeId !== null && currentStore !== undefined && currentStore !== storeId) {
      dialogs.open(CHANGE_DELIVERY_DIALOG_ID, { keepOpen: true });
      dialogs.open(CHANGE_STORE_DIALOG_ID);
      return;
    }
    if (confirmed) backFromConfirmation();
    setBusy(true);
    const result = mode === 'home' ? await cart.deliverHome(code) : storeId === null ? null : await cart.pickUpAtStore(storeId, code);
    setBusy(false);
    if (result === null) return;
    if (result.ok) dialogs.close(CHANGE_DELIVERY_DIALOG_ID);
    else onFailure(result.error);
  };

  return (
    <div className="delivery-form">
      <fieldset>
        <legend>{t('delivery.how')}</legend>
        <label className="choice">
          <input type="radio" name={`${id}-mode`} checked={mode === 'home'} onChange={() => setMode('home')} /> {t('delivery.home')}
        </label>
        <label className="choice">
          <input type="radio" name={`${id}-mode`} checked={mode === 'store'} onChange={() => setMode('store')} /> {t('delivery.store')}
        </label>
      </fieldset>
      {mode === 'store' ? (
        <>
          <form className="inline-form" onSubmit={(event) => void findStores(event)} noValidate>
            <div className="field">
              <label htmlFor={`${id}-postal`}>{t('delivery.postal')}</label>
              <input
                id={`${id}-postal`}
                autoComplete="postal-code"
                value={postalCode}
                onChange={(event) => setPostalCode(event.target.value)}
                aria-describedby={message !== null ? `${id}-message` : undefined}
              />
            </div>
            <button type="submit" className="button" disabled={busy}>
              {t('pickup.find')}
            </button>
          </form>
          {message !== null ? (
            <p className="field-error" id={`${id}-message`} role="alert">
              {message}
            </p>
          ) : null}
          {stores !== null && stores.length > 0 ? (
            <fieldset>
              <legend>{t('delivery.storesNear')}</legend>
              {stores.map((store) => (
                <label key={store.storeId} className="choice">
                  <input type="radio" name={`${id}-store`} checked={storeId === store.storeId} onChange={() => setStoreId(store.storeId)} /> {store.name},{' '}
                  {store.address.city} ({formatDistance(store.distanceKm, market.distanceUnit, market.locale)})
                </label>
              ))}
            </fieldset>
          ) : null}
        </>
      ) : null}
      {methods.length > 0 ? (
        <fieldset>
          <legend>{mode === 'home' ? t('delivery.shippingMethod') : t('delivery.pickupOption')}</legend>
          {methods.map((method) => (
            <label key={method.code} className="choice">
              <input type="radio" name={`${id}-method`} checked={code === method.code} onChange={() => setCode(method.code)} /> {shippingLabel(t, method.label)}{' '}
              · {deliveryTimeText(t, method.deliveryTime)} ·{' '}
              {method.price.amount === 0 ? t('summary.free') : formatPrice(method.price.amount, currency, locale)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="button" className="button-primary" disabled={busy || code === null || (mode === 'store' && storeId === null)} onClick={() => void save()}>
        {t('delivery.save')}
      </button>
      {/* Outside the delivery dialog's panel, whose Tab goes round its own controls only. */}
      {createPortal(
        <Dialog id={CHANGE_STORE_DIALOG_ID} title={t('changeStore.title')} onClose={backFromConfirmation}>
          <p>
            {t('changeStore.text', {
              count: pickupLines.length,
              from: storeNames.get(currentStore ?? '') ?? currentStore,
              to: stores?.find((store) => store.storeId === storeId)?.name ?? storeId ?? '',
            })}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button-primary" onClick={() => void save(true)}>
              {t('changeStore.confirm')}
            </button>
            <button type="button" className="button" onClick={backFromConfirmation}>
              {t('changeStore.keep', { from: storeNames.get(currentStore ?? '') ?? currentStore })}
            </button>
          </div>
        </Dialog>,
        document.body,
      )}
    </div>
  );
}
