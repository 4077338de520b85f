import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { ApiFailure, OrderAnswer } from '@stride/application/storefront';
import { checkInvoiceable, checkOrderCancellable, type OrderStatus } from '@stride/domain/checkout';
import { useApi } from '../../app/services-context.js';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { saveFile } from '../../ui/save-file.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

type Busy = 'cancel' | 'invoice' | 'label' | 'giftCards' | null;

// Loaded when the shopper reports a fault: most order pages never need it.
const WarrantyClaim = lazy(() => import('./warranty-claim.js'));

/**
 * What a shopper can do with an order: cancel it before it ships (after a confirmation), download
 * its invoice while it stands, get a return label once delivered, until the return window closes, and
 * have its gift cards e-mailed again (each with a new PIN).
 */
export function OrderActions({
  order,
  onChange,
  dateFormat,
}: {
  readonly order: OrderAnswer;
  readonly onChange: (order: OrderAnswer) => void;
  readonly dateFormat: Intl.DateTimeFormat;
}): ReactElement | null {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ readonly kind: 'done' | 'error'; readonly text: string } | null>(null);
  const [claiming, setClaiming] = useState(false);
  const status = order.status as OrderStatus;
  const returnBy = order.tracking?.returnBy ?? null;
  // The server says whether the window is open by its clock: the page renders alike on the server and in the browser.
  const returnOpen = order.tracking?.returnable === true;
  // An order still waiting for 3-D Secure is never shown, so what the domain allows is what a shopper may cancel.
  const cancellable = checkOrderCancellable(status).isOk();
  const invoiceable = checkInvoiceable(status).isOk();
  // A delivered product may be faulty; the server says whether it is still under warranty.
  const claimable = status === 'DELIVERED';
  // A refunded order's gift cards are suspended: there is nothing to send again.
  const giftCards = status === 'CANCELLED' || status === 'RETURNED' ? [] : (order.giftCards ?? []);

  const failed = (failure: ApiFailure, fallback: MessageId = 'orderPage.failed') =>
    setNotice({
      kind: 'error',
      text: failure.kind === 'answer' ? shopperErrorText(messages, failure.error.message, failure.error.errorId, fallback) : t(fallback),
    });

  const cancel = async () => {
    setBusy('cancel');
    const answer = await api.with(pageRouteAddresses).call('cancelOrder', { body: { orderNumber: order.orderNumber } });
    setBusy(null);
    setConfirming(false);
    if (answer.isErr()) return failed(answer.error);
    onChange(answer.value);
    setNotice({ kind: 'done', text: t('orderPage.cancelled') });
  };

  const invoice = async () => {
    setBusy('invoice');
    const answer = await api.with(pageRouteAddresses).call('downloadInvoice', { body: { orderNumber: order.orderNumber } });
    setBusy(null);
    if (answer.isErr()) return failed(answer.error);
    saveFile(answer.value as Uint8Array<ArrayBuffer>, 'application/pdf', `INV-${order.orderNumber}.pdf`);
  };

  const resendGiftCards = async () => {
    setBusy('giftCards');
    const answer = await api.with(pageRouteAddresses).call('resendGiftCardEmail', { body: { orderNumber: order.orderNumber } });
    setBusy(null);
    if (answer.isErr()) return failed(answer.error, 'orderPage.giftCardsResendFailed');
    setNotice({ kind: 'done', text: t('orderPage.giftCardsResent') });
  };

  const label = async () => {
    setBusy('label');
    const answer = await api.with(pageRouteAddresses).call('getReturnLabel', { params: { orderId: order.orderNumber } });
    setBusy(null);
    if (answer.isErr()) return failed(answer.error);
    saveFile(answer.value as Uint8Array<ArrayBuffer>, 'application/pdf', `return-label-R${order.orderNumber}.pdf`);
    // The label opened the return: read the order again for its number on the timeline.
    const again = await api.call('getPurchase', { params: { orderId: order.orderNumber } });
    if (again.isOk()) onChange(again.value);
  };

  if (!cancellable && !invoiceable && !returnOpen && !claimable && giftCards.length === 0 && notice === null) return null;
  return (
    <section className="account-card order-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">{t('orderPage.actions')}</h2>
      {returnOpen && returnBy !== null ? <p>{t('orderPage.returnBy', { date: dateFormat.format(new Date(returnBy)) })}</p> : null}
      {order.tracking?.returnNumber != null ? <p>{t('orderPage.returnStarted', { number: order.tracking.returnNumber })}</p> : null}
      {giftCards.length > 0 ? (
        <p>
          {t('orderPage.giftCards', { numbers: giftCards.map((card) => card.maskedNumber).join(', ') })} {t('orderPage.giftCardsResendNote')}
        </p>
      ) : null}
      <div className="order-actions__buttons">
        {invoiceable ? (
          <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'invoice'} onClick={() => void invoice()}>
            {t('orderPage.invoice')}
          </button>
        ) : null}
        {returnOpen ? (
          <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'label'} onClick={() => void label()}>
            {t('orderPage.returnLabel')}
          </button>
        ) : null}
        {giftCards.length > 0 ? (
          <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'giftCards'} onClick={() => void resendGiftCards()}>
            {t('orderPage.giftCardsResend')}
          </button>
        ) : null}
        {claimable && !claiming ? (
          <button type="button" className="link-button" disabled={busy !== null} onClick={() => setClaiming(true)}>
            {t('orderPage.reportFault')}
          </button>
        ) : null}
        {cancellable && !confirming ? (
          <button type="button" className="link-button" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('orderPage.cancel')}
          </button>
        ) : null}
      </div>
      {cancellable && confirming ? (
        <div className="order-actions__confirm" role="group" aria-labelledby="order-cancel-question">
          <p id="order-cancel-question">{t('orderPage.cancelConfirm')}</p>
          <button type="button" className="button-primary" disabled={busy !== null} aria-busy={busy === 'cancel'} onClick={() => void cancel()}>
            {t('orderPage.cancelYes')}
          </button>
          <button type="button" className="link-button" disabled={busy !== null} onClick={() => setConfirming(false)}>
            {t('orderPage.cancelNo')}
          </button>
        </div>
      ) : null}
      {claiming ? (
        <Suspense fallback={<p role="status">{t('orderPage.loading')}</p>}>
          <WarrantyClaim order={order} onClose={() => setClaiming(false)} />
        </Suspense>
      ) : null}
      {notice !== null ? (
        <p className={notice.kind === 'error' ? 'banner banner--error' : 'banner'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
