import { useEffect, useState, type ReactElement } from 'react';
import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { ApiFailure, CartAnswer } from '@stride/application/storefront';
import { walletRouteAddresses } from '@stride/application/wallet-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages, type Messages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { captchaToken } from '../../captcha/captcha-tokens.js';

type SavedCard = { readonly id: string; readonly brand: string; readonly last4: string; readonly isMain: boolean };

/**
 * A signed-in shopper's saved cards at the payment step (loaded only for one): choosing one puts its provider
 * token on the basket, the same instrument a typed card becomes, so 3-D Secure still applies when the provider asks.
 */
export default function SavedCardChoice({ cart, onChosen }: { readonly cart: CartAnswer; readonly onChosen: () => Promise<void> }): ReactElement | null {
  const { t } = useMessages();
  const api = useApi();
  const [cards, setCards] = useState<readonly SavedCard[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.call('getSavedPaymentInstruments').then((answer) => {
      if (answer.isErr()) return;
      setCards(answer.value.payment_instruments.flatMap((i) => (i.card === undefined ? [] : [{ id: i.paymentInstrumentId, ...i.card }])));
    });
  }, [api]);
  if (cards.length === 0) return null;
  const choose = async (card: SavedCard) => {
    setBusy(true);
    const added = await api.call('addPaymentInstrument', { params: { basketId: cart.basketId }, body: { payment_method_id: 'CREDIT_CARD', token: card.id } });
    setFailed(added.isErr());
    if (added.isOk()) await onChosen();
    setBusy(false);
  };
  return (
    <div className="saved-cards">
      <h4>{t('wallet.savedCardTitle')}</h4>
      <ul className="plain-list">
        {cards.map((card) => (
          <li key={card.id}>
            <button type="button" className="button" disabled={busy} onClick={() => void choose(card)}>
              {t('payment.cardEnding', { brand: card.brand.toUpperCase(), last4: card.last4 })}
              {card.isMain ? ` · ${t('wallet.main')}` : ''}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="form-error" role="alert">
          {t('wallet.failed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Saves a card the shopper typed at checkout to the account (after it was tokenised). Account section 8: a card
 * that exists answers the server's message; any other failure 'credit card save failed'. Null when saved.
 */
export async function saveCardToAccount(api: StrideApiClient, messages: Messages, token: string): Promise<string | null> {
  const recaptcha_response = await captchaToken('paymentInstrument');
  const saved = await api.with(walletRouteAddresses).call('savePaymentInstrument', { body: { payment_method_id: 'CREDIT_CARD', token, recaptcha_response } });
  if (saved.isOk()) return null;
  const failure: ApiFailure = saved.error;
  return failure.kind === 'answer' && failure.error.errorId === 'PYT300'
    ? shopperErrorText(messages, failure.error.message, failure.error.errorId)
    : messages.t('wallet.cardSaveFailed');
}
