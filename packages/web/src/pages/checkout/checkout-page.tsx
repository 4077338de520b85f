import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { CART_INVALID_CUSTOMER_RELOAD_MS } from '@stride/domain/cart';
import { defaultShippingCountryFor, HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import {
  reloadUnlessGuarded,
  type ApiFailure,
  type ChallengeResult,
  type CheckoutFailureRoute,
  type CheckoutStep,
  type OrderAnswer,
  type PendingChallenge,
} from '@stride/application/storefront';
import { Link, useMarket, useNavigate, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { localStorageCartStore, useCart } from '../../state/cart.js';
import { useDialogs } from '../../state/dialogs.js';
import { pageReloader } from '../../state/page-reloader.js';
import { useSession } from '../../state/session.js';
import { useToasts } from '../../state/toasts.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import { createCheckoutApi } from './checkout-api.js';
import { CheckoutItems, pickupStoreOf, unavailableItemIds } from './checkout-items.js';
import { OrderTotals } from './order-totals.js';
import { ShippingStep } from './shipping-step.js';
import { THREE_D_SECURE_DIALOG_ID } from './three-d-secure-dialog-id.js';
import './checkout.css';
import { type MessageId, useMessages } from '../../i18n/messages.js';
import type { ServerCheckout } from '../../actions/server-checkout.js';

const STEP_TITLES: Record<CheckoutStep, MessageId> = { shipping: 'checkout.stepShipping', billing: 'checkout.stepBilling', summary: 'checkout.stepSummary' };
const STEP_EDITS: Record<CheckoutStep, MessageId> = { shipping: 'checkout.editShipping', billing: 'checkout.editBilling', summary: 'checkout.editSummary' };

// The billing and summary steps (payment forms, gift cards, points) load when the shopper gets to
// them: a checkout opens on shipping, and its first load stays within the page budget.
const BillingStep = lazy(() => import('./billing-step.js').then((module) => ({ default: module.BillingStep })));
const SummaryStep = lazy(() => {
  // The order placement loads with the summary step, so the click on "Place order" waits for nothing.
  void import('./order-placement.js');
  return import('./summary-step.js').then((module) => ({ default: module.SummaryStep }));
});
// The 3-D Secure challenge loads when a payment asks for one.
const ThreeDSecureDialog = lazy(() => import('./three-d-secure-dialog.js').then((module) => ({ default: module.ThreeDSecureDialog })));

/** On the server, the checkout of the basket the form posts keep (the browser reads the cart it keeps itself). */
export async function load(args: LoadArgs): Promise<ServerCheckout> {
  return import.meta.env.SSR ? (await import('../../actions/server-checkout.js')).readServerCheckout(args) : {};
}

/**
 * The checkout (commerce sections 2 and 4): shipping, billing and summary, loaded in the browser from the shopper's
 * cart. The server renders the basket of the form posts' cookie, at the step of the URL, until the browser has read
 * its own: without JavaScript each step's form posts to this page.
 */
export function Page(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const checkoutApi = useMemo(() => createCheckoutApi(api), [api]);
  const market = useMarket();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const { signedIn } = useSession();
  const data = usePageData<ServerCheckout>();
  const { cart: browserCart, reload, replace } = useCart();
  const [ready, setReady] = useState(false);
  const cart = ready ? browserCart : (data.cart ?? null);
  const [step, setStep] = useState<CheckoutStep>(data.step ?? 'shipping');
  const [banner, setBanner] = useState<string | null>(data.flash?.message ?? null);
  const [stores, setStores] = useState<ReadonlyMap<string, string>>(() => new Map(Object.entries(data.stores ?? {})));
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  // Set with the first challenge: the dialog's chunk is loaded from then on, and it stays mounted to close as any dialog.
  const [challenged, setChallenged] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  // The first six digits of the card typed on the billing step: the place-order payload's bin.
  const cardBin = useRef<string | undefined>(undefined);
  const headingRefs = useRef<Partial<Record<CheckoutStep, HTMLHeadingElement | null>>>({});
  const locale = market.locale;
  const countryCode = (cart === null ? undefined : defaultShippingCountryFor(cart.currency)) ?? market.countryCode;

  // The cart is read in the browser (local storage); express checkout may jump to summary.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // A browser that keeps no cart takes the basket its form posts made (as the cart page does), then reads it.
      if (data.cart !== undefined && localStorageCartStore().basketId() === null) replace(data.cart);
      await reload();
      setReady(true);
    })();
  }, [reload, replace, data.cart]);

  // The device fingerprint goes on each basket checkout opens, once, before it is paid (commerce sections 3 and 7).
  const fingerprinted = useRef<string | null>(null);
  const basketId = ready && cart !== null && !cart.deviceFingerPrintSet ? cart.basketId : null;
  useEffect(() => {
    if (basketId === null || fingerprinted.current === basketId) return;
    fingerprinted.current = basketId;
    void import('./device-fingerprint.js').then(({ sendDeviceFingerprint }) => sendDeviceFingerprint(api, basketId));
  }, [api, basketId]);

  const express = useRef(false);
  useEffect(() => {
    if (!ready || cart === null || express.current || !signedIn) return;
    express.current = true;
    // Express checkout's calls and rules load only for a signed-in shopper.
    void import('./express-start.js')
      .then(({ expressStart }) => expressStart(api, checkoutApi, cart, countryCode))
      .then((start) => {
        if (start === null) return;
        replace(start.cart);
        setStep(start.step);
      });
  }, [ready, cart, signedIn, api, checkoutApi, replace, countryCode]);

  const hasPickup = cart?.items.some((item) => pickupStoreOf(item) !== undefined) === true;
  useEffect(() => {
    if (!hasPickup) return;
    void api.call('listStores').then((answer) => {
      if (answer.isOk()) setStores(new Map(answer.value.stores.map((s) => [s.storeId, s.name])));
    });
  }, [api, hasPickup]);

  const goTo = useCallback((next: CheckoutStep) => {
    setStep(next);
    // Move focus to the step that opened, so keyboard and screen reader users follow.
    requestAnimationFrame(() => headingRefs.current[next]?.focus());
  }, []);

  const applyRoute = useCallback(
    async (route: CheckoutFailureRoute) => {
      // Worded by the error's code in the page's language; a code the catalogue does not know reads as a generic failure.
      const message = shopperErrorText(messages, route.message, route.errorId, 'storefront.SOMETHING_WENT_WRONG');
      if (route.presentation === 'reload-page') {
        toasts.show({ title: message, variant: 'error', persistent: true });
        replace(null);
        setTimeout(() => reloadUnlessGuarded(pageReloader()), CART_INVALID_CUSTOMER_RELOAD_MS);
        return;
      }
      if (route.presentation === 'banner') setBanner(message);
      else {
        setBanner(null);
        toasts.show({ title: t('checkout.notPlaced'), message, variant: 'error', persistent: route.presentation === 'persistent-toast' });
      }
      if (route.newCart && cart !== null) {
        const fresh = await (await import('./new-cart.js')).startNewCart(checkoutApi, cart);
        if (fresh.isOk()) replace(fresh.value);
        else await reload();
      } else if (route.reloadCart) {
        await reload();
      }
      if (route.step !== null) goTo(route.step);
    },
    [cart, checkoutApi, goTo, reload, replace, toasts, t, messages],
  );

  const onFailure = useCallback(
    (failure: ApiFailure) => void import('./order-placement.js').then(({ routeCheckoutFailure }) => applyRoute(routeCheckoutFailure(failure, 'prepare'))),
    [applyRoute],
  );

  const placed = useCallback(
    async (order: OrderAnswer) => {
      await navigate(`/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}`);
      // Commerce section 4: on success the cart is reset (and the step returns to shipping).
      replace(null);
    },
    [navigate, replace],
  );

  const placeOrder = async (captcha: { readonly recaptcha_response?: string }) => {
    if (cart === null) return;
    setBusy(true);
    setBanner(null);
    const { placeOrderFlow } = await import('./order-placement.js');
    const outcome = await placeOrderFlow(checkoutApi, { ...captcha, cartId: cart.basketId, cardBin: cardBin.current });
    if (outcome.kind === 'placed') return placed(outcome.order);
    setBusy(false);
    if (outcome.kind === 'failed') return applyRoute(outcome.route);
    setPending(outcome.pending);
    setChallenged(true);
    dialogs.open(THREE_D_SECURE_DIALOG_ID);
  };

  const answerChallenge = async (result: ChallengeResult) => {
    if (pending === null) return;
    setBusy(true);
    const { completeThreeDsChallenge } = await import('./order-placement.js');
    const outcome = await completeThreeDsChallenge(checkoutApi, pending, result);
    dialogs.close(THREE_D_SECURE_DIALOG_ID);
    setPending(null);
    if (outcome.kind === 'placed') return placed(outcome.order);
    setBusy(false);
    return applyRoute(outcome.route);
  };

  const head = (
    <>
      <PageHead title={t('checkout.title')} description={t('checkout.description')} path="/checkout" robots="noindex" />
    </>
  );
  if (!ready && data.cart === undefined) {
    return (
      <div className="checkout-page">
        {head}
        <h1>{t('checkout.title')}</h1>
        <p role="status" className="checkout-loading">
          {t('cart.loading')}
        </p>
        <noscript>
          <p>{t('cart.empty')}</p>
        </noscript>
      </div>
    );
  }
  if (cart === null || cart.items.length === 0) {
    return (
      <div className="checkout-page">
        {head}
        <h1>{t('checkout.title')}</h1>
        <p>{t('cart.empty')}</p>
        <Link to="/" className="primary-button">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

  const unavailable = unavailableItemIds(cart);
  const [unavailableBefore = '', unavailableAfter = ''] = t('checkout.unavailable', { link: '\u0001' }).split('\u0001');
  const renderStep = (name: CheckoutStep): ReactElement | null => {
    if (name !== step) return null;
    if (name === 'shipping')
      return (
        <ShippingStep
          cart={cart}
          locale={locale}
          countryCode={countryCode}
          stores={stores}
          methods={data.methods}
          flash={data.flash?.form === 'shipping' ? data.flash : undefined}
          onFailure={onFailure}
          onDone={(next) => {
            replace(next);
            setBanner(null);
            goTo('billing');
          }}
        />
      );
    if (name === 'billing')
      return (
        <BillingStep
          cart={cart}
          locale={locale}
          countryCode={countryCode}
          flash={data.flash}
          reloadCart={reload}
          onFailure={onFailure}
          onDone={async (bin) => {
            cardBin.current = bin;
            await reload();
            setBanner(null);
            goTo('summary');
          }}
        />
      );
    return <SummaryStep cart={cart} locale={locale} stores={stores} busy={busy} onPlaceOrder={(captcha) => void placeOrder(captcha)} />;
  };
  const stepIndex = (['shipping', 'billing', 'summary'] as const).indexOf(step);

  return (
    <div className="checkout-page">
      {head}
      <h1>{t('checkout.title')}</h1>
      <div aria-live="assertive">
        {banner !== null ? (
          <div className="checkout-banner" role="alert">
            {banner}
          </div>
        ) : null}
      </div>
      {unavailable.size > 0 ? (
        <div className="checkout-banner" role="alert">
          {unavailableBefore}
          <Link to="/cart">{t('checkout.reviewCart')}</Link>
          {unavailableAfter}
        </div>
      ) : null}
      <div className="checkout-layout">
        <ol className="checkout-steps">
          {(['shipping', 'billing', 'summary'] as const).map((name, index) => (
            <li key={name} className={`checkout-step${name === step ? ' checkout-step--current' : ''}`} aria-current={name === step ? 'step' : undefined}>
              <div className="checkout-step__head">
                <h2 tabIndex={-1} ref={(el) => void (headingRefs.current[name] = el)}>
                  {t(STEP_TITLES[name])}
                </h2>
                {index < stepIndex ? (
                  <button type="button" className="link-button" onClick={() => goTo(name)}>
                    {t(STEP_EDITS[name])}
                  </button>
                ) : null}
              </div>
              <Suspense fallback={<p role="status">{t('common.loading')}</p>}>{renderStep(name)}</Suspense>
            </li>
          ))}
        </ol>
        <aside className="checkout-aside" aria-labelledby="your-order-heading">
          <h2 id="your-order-heading">{t('checkout.yourOrder')}</h2>
          <CheckoutItems cart={cart} locale={locale} stores={stores} />
          <OrderTotals
            totals={cart.totals}
            currency={cart.currency}
            locale={locale}
            shippingPending={cart.shippingMethods.some((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID && s.code === undefined)}
          />
        </aside>
      </div>
      {challenged ? (
        <Suspense fallback={null}>
          <ThreeDSecureDialog
            pending={pending}
            amount={formatPrice(cart.totals.remainingToPay, cart.currency, locale)}
            busy={busy}
            onAnswer={(result) => void answerChallenge(result)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
