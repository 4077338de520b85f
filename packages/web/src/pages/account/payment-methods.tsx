import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import type { ApiFailure } from '@stride/application/storefront';
import { walletRouteAddresses } from '@stride/application/wallet-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages, type Messages } from '../../i18n/messages.js';
import { useToasts } from '../../state/toasts.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { CardForm, EMPTY_CARD, parseExpiry, type CardValues } from '../checkout/card-form.js';
import { EditorFooter } from './editor-footer.js';
import { captchaToken } from '../../captcha/captcha-tokens.js';

/** The card-exists id (commerce section 8, PYT300): the server's message for a card, a named one for a gift card. */
const ALREADY_SAVED = 'PYT300';

type Instrument = {
  readonly paymentInstrumentId: string;
  readonly payment_method_id: string;
  readonly card?:
    { readonly brand: string; readonly last4: string; readonly expiryMonth: number; readonly expiryYear: number; readonly isMain: boolean } | undefined;
  readonly giftCard?: { readonly maskedNumber: string; readonly balance: number; readonly currency: string } | undefined;
};

/** The id and message of an API answer that refused, or none for a network failure. */
const refusalOf = (failure: ApiFailure) => (failure.kind === 'answer' ? failure.error : undefined);

/** Account section 8: a card that exists shows the server's message; any other failure 'credit card save failed'. */
function cardSaveError(messages: Messages, failure: ApiFailure): string {
  const refusal = refusalOf(failure);
  return refusal?.errorId === ALREADY_SAVED ? shopperErrorText(messages, refusal.message, refusal.errorId) : messages.t('wallet.cardSaveFailed');
}

/** Account section 8: 'gift card already exists', or 'gift card save failed'. */
function giftCardSaveError(messages: Messages, failure: ApiFailure): string {
  return messages.t(refusalOf(failure)?.errorId === ALREADY_SAVED ? 'wallet.giftCardExists' : 'wallet.giftCardSaveFailed');
}

/**
 * The account's payment methods (account section 7): saved cards (brand, last four, expiry; the main one marked,
 * for express checkout) and saved gift cards (number masked, balance); add a card (tokenised at the payment
 * provider, then saved), add a gift card (number and PIN), make a card main, remove. Its own chunk: the default
 * export is React.lazy's, which keeps the account page's first load a few bytes shorter than a named one.
 */
export default function PaymentMethods(): ReactElement {
  const messages = useMessages();
  const { t, locale } = messages;
  const api = useApi();
  const wallet = api.with(walletRouteAddresses);
  const toasts = useToasts();
  const [instruments, setInstruments] = useState<readonly Instrument[] | null>(null);
  const [adding, setAdding] = useState<'card' | 'gift' | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const read = useCallback(
    async () =>
      (await api.call('getSavedPaymentInstruments')).match(
        (answer) => answer.payment_instruments.filter((i) => i.card !== undefined || i.giftCard !== undefined),
        () => [],
      ),
    [api],
  );
  useEffect(() => {
    void read().then(setInstruments);
  }, [read]);
  const load = async () => setInstruments(await read());

  const change = async (run: () => Promise<boolean>, done: string) => {
    setBusy(true);
    const ok = await run();
    setBusy(false);
    if (!ok) return toasts.show({ title: t('wallet.failed'), variant: 'error' });
    await load();
    setStatus(done);
  };
  const makeMain = (id: string) =>
    change(
      async () => (await wallet.call('updatePaymentInstrument', { params: { paymentInstrumentId: id }, body: { isMain: true } })).isOk(),
      t('wallet.saved'),
    );
  const remove = (id: string) =>
    change(async () => (await wallet.call('deletePaymentInstrument', { params: { paymentInstrumentId: id } })).isOk(), t('wallet.removed'));
  const added = async (done: string) => {
    setAdding(null);
    await load();
    setStatus(done);
  };

  const cards = instruments?.filter((i) => i.card !== undefined) ?? [];
  const giftCards = instruments?.filter((i) => i.giftCard !== undefined) ?? [];
  return (
    <section className="account-card" aria-labelledby="account-wallet-title">
      <h2 id="account-wallet-title">{t('wallet.title')}</h2>
      <p className="account-muted" role="status">
        {status}
      </p>
      {instruments === null ? <p className="account-muted">{t('common.loading')}</p> : null}
      {instruments?.length === 0 ? <p>{t('wallet.empty')}</p> : null}
      <ul className="address-book">
        {cards.map(({ paymentInstrumentId: id, card }) =>
          card === undefined ? null : (
            <li key={id} className="address-card">
              <p>
                <strong>{t('payment.cardEnding', { brand: card.brand.toUpperCase(), last4: card.last4 })}</strong>
                <br />
                {t('wallet.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) })}
              </p>
              <p className="address-card__type">{card.isMain ? t('wallet.main') : t('card.generic')}</p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('wallet.removeLabel', { name: card.last4 })}
                  onClick={() => void remove(id)}
                >
                  {t('addressBook.remove')}
                </button>
                {!card.isMain ? (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    aria-label={t('wallet.makeMainLabel', { name: card.last4 })}
                    onClick={() => void makeMain(id)}
                  >
                    {t('addressBook.makeMain')}
                  </button>
                ) : null}
              </div>
            </li>
          ),
        )}
        {giftCards.map(({ paymentInstrumentId: id, giftCard }) =>
          giftCard === undefined ? null : (
            <li key={id} className="address-card">
              <p>
                <strong>{t('wallet.giftCard', { masked: giftCard.maskedNumber })}</strong>
                <br />
                {t('giftCard.balance')} {formatPrice(giftCard.balance, giftCard.currency, locale)}
              </p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('wallet.removeLabel', { name: giftCard.maskedNumber.slice(-4) })}
                  onClick={() => void remove(id)}
                >
                  {t('addressBook.remove')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {adding === 'card' ? (
        <AddCard onDone={() => void added(t('wallet.cardSaved'))} onCancel={() => setAdding(null)} makeMainDefault={cards.length === 0} />
      ) : null}
      {adding === 'gift' ? <AddGiftCard onDone={() => void added(t('wallet.giftCardSaved'))} onCancel={() => setAdding(null)} /> : null}
      {adding === null ? (
        <p className="account-actions">
          <button type="button" className="button" onClick={() => setAdding('card')}>
            {t('wallet.addCard')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setAdding('gift')}>
            {t('wallet.addGiftCard')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** Adding a card: the number goes to the payment provider only; its token is what the account saves. */
function AddCard({
  onDone,
  onCancel,
  makeMainDefault,
}: {
  readonly onDone: () => void;
  readonly onCancel: () => void;
  readonly makeMainDefault: boolean;
}): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const toasts = useToasts();
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [main, setMain] = useState(makeMainDefault);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expiry = parseExpiry(values.expiry);
    if (expiry === null || values.holderName.trim() === '' || values.number.trim() === '' || values.cvc.trim() === '') return setError(t('card.checkFields'));
    setBusy(true);
    const token = await api.call('createCardToken', {
      body: { number: values.number.replace(/\s/g, ''), ...expiry, cvc: values.cvc, holderName: values.holderName.trim() },
    });
    if (token.isErr()) {
      setBusy(false);
      const refusal = refusalOf(token.error);
      return setError(refusal === undefined ? t('card.checkFailed') : shopperErrorText(messages, refusal.message, refusal.errorId, 'card.checkFailed'));
    }
    const recaptcha_response = await captchaToken('paymentInstrument');
    const saved = await api
      .with(walletRouteAddresses)
      .call('savePaymentInstrument', { body: { payment_method_id: 'CREDIT_CARD', token: token.value.token, isMain: main, recaptcha_response } });
    setBusy(false);
    if (saved.isErr()) return toasts.show({ title: cardSaveError(messages, saved.error), variant: 'error' });
    onDone();
  };
  return (
    <form className="address-editor" onSubmit={(event) => void submit(event)} noValidate aria-label={t('wallet.addCard')}>
      <h3>{t('wallet.addCard')}</h3>
      <CardForm values={values} error={error} onChange={setValues} />
      <label className="address-editor__main">
        <input type="checkbox" name="main" checked={main} onChange={(event) => setMain(event.currentTarget.checked)} /> {t('wallet.makeMainOnSave')}
      </label>
      <EditorFooter error={null} saveLabel={t('wallet.saveCard')} saving={busy} onCancel={onCancel} />
    </form>
  );
}

/** Adding a gift card: its number and PIN, checked by the gift card service; the PIN is not kept. */
function AddGiftCard({ onDone, onCancel }: { readonly onDone: () => void; readonly onCancel: () => void }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (number.trim() === '' || pin.trim() === '') return setError(t('giftCard.missing'));
    setBusy(true);
    const saved = await api
      .with(walletRouteAddresses)
      .call('savePaymentInstrument', { body: { payment_method_id: 'GIFT_CARD', giftCardNumber: number.replace(/\s/g, ''), pin: pin.trim() } });
    setBusy(false);
    if (saved.isErr()) return setError(giftCardSaveError(messages, saved.error));
    onDone();
  };
  return (
    <form className="address-editor" onSubmit={(event) => void submit(event)} noValidate aria-label={t('wallet.addGiftCard')}>
      <h3>{t('wallet.addGiftCard')}</h3>
      <div className="address-form">
        <div className="form-field">
          <label htmlFor="wallet-gift-number">{t('giftCard.number')}</label>
          <input
            id="wallet-gift-number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="wallet-gift-pin">{t('giftCard.pin')}</label>
          <input id="wallet-gift-pin" inputMode="numeric" autoComplete="off" maxLength={12} value={pin} onChange={(e) => setPin(e.currentTarget.value)} />
        </div>
      </div>
      <EditorFooter error={error} saveLabel={t('wallet.saveGiftCard')} saving={busy} onCancel={onCancel} />
    </form>
  );
}
