import { useId, useState, type FormEvent, type ReactElement } from 'react';
import type { OrderAnswer } from '@stride/application/storefront';
import { SUPPORT_CASE_LIMITS } from '@stride/domain/identity';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

// The shortest and longest description the claim takes (the service's bounds).
const { messageMin: MIN_MESSAGE, messageMax: MAX_MESSAGE } = SUPPORT_CASE_LIMITS;

/**
 * A warranty claim for a product of a delivered order (its own chunk, loaded when the shopper asks): which product,
 * what is wrong with it; the answer is the case number customer care answers under. The server decides whether the
 * product is still covered (a year from delivery) and says why not.
 */
export default function WarrantyClaim({ order, onClose }: { readonly order: OrderAnswer; readonly onClose: () => void }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const id = useId();
  const [productId, setProductId] = useState(order.items[0]?.variantId ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ readonly caseNumber: string; readonly email: string } | null>(null);
  const tooShort = message.trim().length < MIN_MESSAGE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) return setProblem(t('warranty.messageTooShort', { min: MIN_MESSAGE }));
    setBusy(true);
    setProblem(null);
    const answer = await api
      .with(pageRouteAddresses)
      .call('fileWarrantyClaim', { body: { orderNumber: order.orderNumber, productId, message: message.trim() } });
    setBusy(false);
    if (answer.isErr())
      return setProblem(
        answer.error.kind === 'answer'
          ? shopperErrorText(messages, answer.error.error.message, answer.error.error.errorId, 'warranty.failed')
          : t('warranty.failed'),
      );
    setOpened({ caseNumber: answer.value.caseNumber, email: answer.value.email });
  };

  if (opened !== null)
    return (
      <div className="warranty-claim">
        <p className="banner" role="status">
          {t('warranty.opened', { caseNumber: opened.caseNumber, email: opened.email })}
        </p>
        <button type="button" className="link-button" onClick={onClose}>
          {t('warranty.close')}
        </button>
      </div>
    );
  return (
    <form className="warranty-claim" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('warranty.title')}</h3>
      <p>{t('warranty.intro')}</p>
      <div className="form-field">
        <label htmlFor={`${id}-product`}>{t('warranty.product')}</label>
        <select id={`${id}-product`} value={productId} onChange={(event) => setProductId(event.target.value)}>
          {order.items.map((item) => (
            <option key={item.variantId} value={item.variantId}>
              {t('warranty.productOption', { name: item.name, colour: item.colour, size: item.size })}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-message`}>{t('warranty.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={MAX_MESSAGE}
          value={message}
          aria-describedby={`${id}-count`}
          aria-invalid={problem !== null && tooShort ? true : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-count`} className="field-hint">
          {t('warranty.count', { count: message.length, max: MAX_MESSAGE })}
        </p>
      </div>
      {problem !== null ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="order-actions__buttons">
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
          {t('warranty.submit')}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={onClose}>
          {t('warranty.cancel')}
        </button>
      </div>
    </form>
  );
}
