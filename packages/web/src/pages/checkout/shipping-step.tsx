import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { deliveryTransitionEffect, HOME_CODES_BY_KIND, HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import { type ApiFailure, type ApplicableShippingMethodAnswer, type CartAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useSession } from '../../state/session.js';
import { useToasts } from '../../state/toasts.js';
import { storefrontMessage } from '../../ui/storefront-message-text.js';
import { deliveryTimeText, shippingLabel } from '../../ui/shipping-method-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { AddressForm, addressBody, addressValuesOf, validateAddressValues, type AddressValues } from './address-form.js';
import { pickupStoreOf } from './checkout-items.js';
import { useMessages } from '../../i18n/messages.js';
import type { FormFlash } from '../../actions/form-flash.js';

export interface ShippingStepProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  readonly countryCode: string;
  readonly stores: ReadonlyMap<string, string>;
  /** The home delivery methods, when the server read them (the step asks for them itself otherwise). */
  readonly methods?: readonly ApplicableShippingMethodAnswer[] | undefined;
  /** A refused post of this form (without JavaScript): what was typed, and what is wrong with it. */
  readonly flash?: FormFlash | undefined;
  /** The cart after the address and method were saved. */
  readonly onDone: (cart: CartAnswer) => void;
  readonly onFailure: (failure: ApiFailure) => void;
}

/**
 * The home methods the shopper chooses between, and those that come with their lines: beside regular
 * parcel methods (standard, express), custom-made and digital delivery are the only way their lines
 * travel, so they are shown, not offered as a choice. Alone, they are the choice.
 */
export function splitParcelMethods(methods: readonly ApplicableShippingMethodAnswer[]): {
  choices: readonly ApplicableShippingMethodAnswer[];
  fixed: readonly ApplicableShippingMethodAnswer[];
} {
  const parcel = methods.filter((m) => (HOME_CODES_BY_KIND.regular as readonly string[]).includes(m.code));
  return parcel.length === 0 ? { choices: methods, fixed: [] } : { choices: parcel, fixed: methods.filter((m) => !parcel.includes(m)) };
}

/** Shipping: the address and method for items delivered home; pickup items show their store. */
export function ShippingStep({ cart, locale, countryCode, stores, methods: served, flash, onDone, onFailure }: ShippingStepProps): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const toasts = useToasts();
  const homeItems = cart.items.filter((item) => pickupStoreOf(item) === undefined && !item.isDigitalProduct);
  const pickupItems = cart.items.filter((item) => pickupStoreOf(item) !== undefined);
  const needsAddress = homeItems.length > 0;
  const [values, setValues] = useState<AddressValues>(() => addressValuesOf(flash?.fields ?? cart.shippingAddress, countryCode));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(flash?.fieldErrors ?? {});
  const [methods, setMethods] = useState<readonly ApplicableShippingMethodAnswer[] | null>(served ?? null);
  const [code, setCode] = useState<string>(
    cart.shippingMethods.find((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID)?.code ??
      (served === undefined ? '' : (splitParcelMethods(served).choices[0]?.code ?? '')),
  );
  const [busy, setBusy] = useState(false);
  const split = methods === null ? null : splitParcelMethods(methods);
  const { signedIn } = useSession();
  const noAddressYet = cart.shippingAddress === undefined;

  useEffect(() => {
    // A signed-in shopper's empty form starts from the account (account section 4): the main shipping address of
    // this checkout's country, else the profile's name, phone and e-mail. Nothing the shopper typed is replaced.
    if (!signedIn || !needsAddress || !noAddressYet) return;
    void api.call('getConsumerProfile', {}).then((answer) => {
      if (answer.isErr()) return;
      const { email, consumerDetails } = answer.value.consumerProfile;
      const main = consumerDetails.address.find((a) => a.approachType === 'S' && a.main && a.countryCode === countryCode);
      const known = addressValuesOf({ ...consumerDetails, email, ...main, postalCode: main?.postalCode ?? '' }, countryCode);
      setValues((typed) => (Object.values(typed).every((value) => value === '') ? known : typed));
    });
  }, [api, signedIn, needsAddress, noAddressYet, countryCode]);

  useEffect(() => {
    if (!needsAddress) return;
    void api.call('getShippingMethods', { params: { basketId: cart.basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID } }).then((answer) => {
      if (answer.isErr()) return;
      const { choices } = splitParcelMethods(answer.value.applicableShippingMethods);
      const offered = (candidate: string | undefined) => (candidate !== undefined && choices.some((m) => m.code === candidate) ? candidate : undefined);
      setMethods(answer.value.applicableShippingMethods);
      setCode((current) => offered(current) ?? offered(answer.value.code) ?? choices[0]?.code ?? '');
    });
  }, [api, cart.basketId, needsAddress]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!needsAddress) {
      onDone(cart);
      return;
    }
    const found = validateAddressValues(values, 'shipping', locale, countryCode);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      // The first invalid field in the order the shopper sees them.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[id^="shipping-"][aria-invalid="true"]`)?.focus());
      return;
    }
    setBusy(true);
    const saved = await api.call('setShippingAddress', {
      params: { basketId: cart.basketId },
      body: { ...addressBody(values, countryCode), context: 'CHECKOUT' },
    });
    if (saved.isErr()) {
      setBusy(false);
      onFailure(saved.error);
      return;
    }
    // A method the new address does not get has fallen back (OrderShippingMethodDowngraded, commerce section 4): the
    // shopper is told, and the method the answer holds goes on, not the one chosen before, which is refused there.
    const moved = saved.value.flash.map(deliveryTransitionEffect).find((effect) => effect?.kind === 'info');
    if (moved !== undefined) toasts.show({ title: storefrontMessage(t, moved.messageKey), variant: 'info' });
    const held = saved.value.shippingMethods.find((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID)?.code;
    const chosen = (moved?.transition === 'OrderShippingMethodDowngraded' ? held : undefined) ?? (code || methods?.[0]?.code);
    if (chosen === undefined) {
      setBusy(false);
      onDone(saved.value);
      return;
    }
    const withMethod = await api.call('setShippingMethod', {
      body: { cartId: cart.basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID, code: chosen, shopperAppliedSM: true },
    });
    setBusy(false);
    if (withMethod.isErr()) onFailure(withMethod.error);
    else onDone(withMethod.value);
  };

  return (
    <form method="post" action="/checkout" onSubmit={(event) => void submit(event)} noValidate aria-label={t('checkout.stepShipping')}>
      <input type="hidden" name="intent" value="shipping" />
      {pickupItems.length > 0 ? (
        <section className="checkout-block" aria-labelledby="pickup-heading">
          <h3 id="pickup-heading">{t('shipping.pickupHeading')}</h3>
          <ul className="plain-list">
            {pickupItems.map((item) => {
              const storeId = pickupStoreOf(item) ?? '';
              return (
                <li key={item.id}>
                  {t('shipping.pickupItem', { name: item.name, size: item.size })} <strong>{stores.get(storeId) ?? storeId}</strong>
                </li>
              );
            })}
          </ul>
          {!needsAddress ? <p className="form-note">{t('shipping.nothingToShip')}</p> : null}
        </section>
      ) : null}
      {needsAddress ? (
        <>
          <section className="checkout-block" aria-labelledby="ship-address-heading">
            <h3 id="ship-address-heading">{t('shipping.address')}</h3>
            <AddressForm form="shipping" countryCode={countryCode} values={values} errors={errors} onChange={setValues} />
          </section>
          <fieldset className="checkout-block shipping-methods">
            <legend>{t('delivery.shippingMethod')}</legend>
            {methods === null ? <p className="form-note">{t('shipping.loadingMethods')}</p> : null}
            {methods?.length === 0 ? <p className="form-note">{t('shipping.noMethod')}</p> : null}
            {split?.choices.map((method) => (
              <div key={method.code} className="radio-row">
                <input
                  type="radio"
                  id={`method-${method.code}`}
                  name="shippingMethod"
                  value={method.code}
                  checked={code === method.code}
                  onChange={() => setCode(method.code)}
                  aria-describedby={`method-${method.code}-details`}
                />
                <label htmlFor={`method-${method.code}`}>{shippingLabel(t, method.label)}</label>
                <span id={`method-${method.code}-details`} className="radio-row__details">
                  {deliveryTimeText(t, method.deliveryTime)} ·{' '}
                  {method.price.amount === 0 ? t('summary.free') : formatPrice(method.price.amount, cart.currency, locale)}
                </span>
              </div>
            ))}
            {split?.fixed.map((method) => (
              <p key={method.code} className="form-note" data-testid={`fixed-method-${method.code}`}>
                {method.code === 'customs' ? t('shipping.customItems') : t('shipping.digitalItems')}: {shippingLabel(t, method.label)},{' '}
                {deliveryTimeText(t, method.deliveryTime)} ·{' '}
                {method.price.amount === 0 ? t('summary.free') : formatPrice(method.price.amount, cart.currency, locale)}
              </p>
            ))}
          </fieldset>
        </>
      ) : null}
      <button type="submit" className="primary-button" disabled={busy}>
        {t('shipping.continue')}
      </button>
    </form>
  );
}
