import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { validateCard } from '@stride/domain/checkout';
import { type ApiFailure, type CartAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useSession } from '../../state/session.js';
import { AddressForm, addressBody, addressValuesOf, validateAddressValues, type AddressValues } from './address-form.js';
import { CardForm, EMPTY_CARD, parseExpiry, type CardValues } from './card-form.js';
import { GiftCardPayment } from './gift-card-payment.js';
import { LoyaltyPayment } from './loyalty-payment.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { useToasts } from '../../state/toasts.js';
import type { FormFlash } from '../../actions/form-flash.js';

// A signed-in shopper's saved cards (and saving a typed one) load only for a signed-in shopper.
const SavedCardChoice = lazy(() => import('./saved-card-choice.js'));
// Vouchers, athlete credit and pay later load only for a shopper offered them (GET paymentMethods), when billing shows.
const LoyaltyVoucherPayment = lazy(() => import('./loyalty-voucher-payment.js').then((module) => ({ default: module.LoyaltyVoucherPayment })));
const AthleteCreditPayment = lazy(() => import('./athlete-credit-payment.js').then((module) => ({ default: module.AthleteCreditPayment })));
const PayLaterPayment = lazy(() => import('./pay-later-payment.js').then((module) => ({ default: module.PayLaterPayment })));

export interface BillingStepProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  readonly countryCode: string;
  /** A refused post of this form (without JavaScript): "same as shipping", what was typed and what is wrong with it. */
  readonly flash?: FormFlash | undefined;
  readonly reloadCart: () => Promise<void>;
  /** Billing is on the basket; `cardBin` is the first six digits of the card typed here (the place-order payload's bin). */
  readonly onDone: (cardBin?: string) => Promise<void>;
  readonly onFailure: (failure: ApiFailure) => void;
}

/**
 * Billing: the billing address (or the shipping one), gift cards, the methods offered to the shopper (points,
 * vouchers, athlete credit), and what pays the rest: the card, tokenised at the provider, or the pay-later provider.
 */
export function BillingStep({ cart, locale, countryCode, flash, reloadCart, onDone, onFailure }: BillingStepProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const { signedIn } = useSession();
  const hasShipping = cart.shippingAddress !== undefined;
  const typed = flash?.form === 'billing' ? flash : undefined;
  const [sameAsShipping, setSameAsShipping] = useState(hasShipping && flash?.sameAsShipping !== false);
  const [values, setValues] = useState<AddressValues>(() => addressValuesOf(typed?.fields ?? cart.billingAddress ?? cart.shippingAddress, countryCode));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(typed?.fieldErrors ?? {});
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardError, setCardError] = useState<string | null>(flash?.cardError ?? null);
  const existingCard = cart.payment_instruments.find((i) => i.payment_method_id === 'CREDIT_CARD');
  const payLaterOnBasket = cart.payment_instruments.find((i) => i.payment_method_id === 'PAY_LATER');
  const [offered, setOffered] = useState<ReadonlySet<string>>(() => new Set());
  const [method, setMethod] = useState<'card' | 'payLater'>(payLaterOnBasket === undefined ? 'card' : 'payLater');
  // What the card or the pay-later provider pays: what stored value leaves.
  const leftForProvider = cart.totals.remainingToPay + (payLaterOnBasket?.amount ?? 0);
  const payLater = method === 'payLater' && leftForProvider > 0;
  const [replaceCard, setReplaceCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const toasts = useToasts();
  // A card on the basket already pays what is left (remainingToPay 0): "Use another card" opens the choice anyway.
  const needsCard = !payLater && ((leftForProvider > 0 && existingCard === undefined) || replaceCard);

  useEffect(() => {
    void api.call('getPaymentMethods', { params: { basketId: cart.basketId } }).then((answer) => {
      if (answer.isOk()) setOffered(new Set(answer.value.applicablePaymentMethods.map((m) => m.id)));
    });
  }, [api, cart.basketId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const billingValues = sameAsShipping ? addressValuesOf(cart.shippingAddress, countryCode) : values;
    const found = sameAsShipping ? {} : validateAddressValues(values, 'billing', locale, countryCode);
    setErrors(found);
    const expiry = parseExpiry(card.expiry);
    const checked = needsCard
      ? validateCard(
          { number: card.number, expiryMonth: expiry?.expiryMonth ?? 0, expiryYear: expiry?.expiryYear ?? 0, cvc: card.cvc, holderName: card.holderName },
          new Date(),
        )
      : null;
    const cardProblem = checked === null ? null : checked.isErr() || card.holderName.trim() === '' ? t('card.checkFields') : null;
    setCardError(cardProblem);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      // The first invalid field in the order the shopper sees them.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[id^="billing-"][aria-invalid="true"]`)?.focus());
      return;
    }
    if (cardProblem !== null) {
      document.getElementById('card-number')?.focus();
      return;
    }
    setBusy(true);
    try {
      const billed = await api.call('setBillingAddress', { params: { basketId: cart.basketId }, body: addressBody(billingValues, countryCode) });
      if (billed.isErr()) return onFailure(billed.error);
      if (payLater && payLaterOnBasket === undefined) {
        // The pay-later provider replaces a card on the basket and pays the rest; it decides when the order is placed.
        const chosen = await api.call('addPaymentInstrument', { params: { basketId: cart.basketId }, body: { payment_method_id: 'PAY_LATER' } });
        if (chosen.isErr()) return onFailure(chosen.error);
      }
      if (needsCard && expiry !== null) {
        // The card goes to the payment provider; the cart API only ever sees its token.
        const token = await api.call('createCardToken', {
          body: { number: card.number.replace(/\s/g, ''), ...expiry, cvc: card.cvc, holderName: card.holderName.trim() },
        });
        if (token.isErr()) {
          setCardError(
            token.error.kind === 'answer'
              ? shopperErrorText(messages, token.error.error.message, token.error.error.errorId, 'card.checkFailed')
              : t('card.checkFailed'),
          );
          return;
        }
        const added = await api.call('addPaymentInstrument', {
          params: { basketId: cart.basketId },
          body: { payment_method_id: 'CREDIT_CARD', token: token.value.token },
        });
        if (added.isErr()) return onFailure(added.error);
        if (signedIn && saveCard) {
          const { saveCardToAccount } = await import('./saved-card-choice.js');
          const problem = await saveCardToAccount(api, messages, token.value.token);
          if (problem !== null) toasts.show({ title: problem, variant: 'error' });
        }
      }
      setCard(EMPTY_CARD);
      await onDone(needsCard ? card.number.replace(/\D/g, '').slice(0, 6) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" action="/checkout" onSubmit={(event) => void submit(event)} noValidate aria-label={t('checkout.stepBilling')}>
      <input type="hidden" name="intent" value="billing" />
      <section className="checkout-block" aria-labelledby="bill-address-heading">
        <h3 id="bill-address-heading">{t('billing.address')}</h3>
        {hasShipping ? (
          <div className="checkbox-row">
            <input
              type="checkbox"
              id="billing-same"
              name="sameAsShipping"
              checked={sameAsShipping}
              onChange={(e) => setSameAsShipping(e.currentTarget.checked)}
            />
            <label htmlFor="billing-same">{t('billing.same')}</label>
          </div>
        ) : null}
        {!sameAsShipping ? <AddressForm form="billing" countryCode={countryCode} values={values} errors={errors} onChange={setValues} /> : null}
      </section>
      <GiftCardPayment cart={cart} locale={locale} onChanged={reloadCart} />
      {offered.has('REWARD_CODE') ? (
        <>
          <LoyaltyPayment cart={cart} locale={locale} onChanged={reloadCart} />
          <Suspense fallback={null}>
            <LoyaltyVoucherPayment cart={cart} locale={locale} onChanged={reloadCart} />
          </Suspense>
        </>
      ) : null}
      {offered.has('ATHLETES_PAYMENT') || cart.payment_instruments.some((i) => i.payment_method_id === 'ATHLETES_PAYMENT') ? (
        <Suspense fallback={null}>
          <AthleteCreditPayment cart={cart} locale={locale} onChanged={reloadCart} />
        </Suspense>
      ) : null}
      <section className="checkout-block" aria-labelledby="card-heading">
        <h3 id="card-heading">{t('payMethod.heading')}</h3>
        {offered.has('PAY_LATER') && leftForProvider > 0 ? (
          <fieldset className="pay-method">
            <legend>{t('payMethod.legend')}</legend>
            <div className="checkbox-row">
              <input type="radio" id="pay-method-card" name="payMethod" value="card" checked={!payLater} onChange={() => setMethod('card')} />
              <label htmlFor="pay-method-card">{t('payMethod.card')}</label>
            </div>
            <div className="checkbox-row">
              <input type="radio" id="pay-method-later" name="payMethod" value="payLater" checked={payLater} onChange={() => setMethod('payLater')} />
              <label htmlFor="pay-method-later">{t('payMethod.payLater')}</label>
            </div>
          </fieldset>
        ) : null}
        {payLater ? (
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <PayLaterPayment cart={cart} locale={locale} />
          </Suspense>
        ) : null}
        {existingCard !== undefined && !replaceCard && !payLater ? (
          <p className="applied-row">
            <span>
              {t('payment.cardEnding', {
                brand: String(existingCard.cardBrand ?? existingCard.additionalData?.['brand'] ?? t('card.generic')),
                last4: String(existingCard.last4 ?? existingCard.additionalData?.['last4'] ?? ''),
              })}
            </span>
            <button type="button" className="link-button" onClick={() => setReplaceCard(true)}>
              {t('card.useAnother')}
            </button>
          </p>
        ) : null}
        {needsCard && signedIn ? (
          <Suspense fallback={null}>
            <SavedCardChoice
              cart={cart}
              onChosen={async () => {
                await reloadCart();
                setReplaceCard(false);
              }}
            />
          </Suspense>
        ) : null}
        {needsCard ? <CardForm values={card} error={cardError} onChange={setCard} /> : null}
        {needsCard && signedIn ? (
          <div className="checkbox-row">
            <input type="checkbox" id="card-save" checked={saveCard} onChange={(e) => setSaveCard(e.currentTarget.checked)} />
            <label htmlFor="card-save">{t('wallet.saveForLater')}</label>
          </div>
        ) : null}
        {!needsCard && !payLater && existingCard === undefined ? <p className="form-note">{t('card.notNeeded')}</p> : null}
      </section>
      <button type="submit" className="primary-button" disabled={busy}>
        {t('billing.continue')}
      </button>
    </form>
  );
}
