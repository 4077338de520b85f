import type { PaymentMethodId } from '@stride/domain/cart';
import { isProviderPaid } from '@stride/domain/checkout';
import type { BasketPaymentsAnswer, PlaceOrderRequest } from '../../api-contract/checkout.contract.js';

type Instrument = BasketPaymentsAnswer['payment_instruments'][number];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The place-order payload's `paymentMethod` (commerce section 3) for the basket's payments as `prepareOrder` answered
 * them: the instrument that pays what stored value leaves (a card, pay later, a wallet), else the one paying most.
 * `code` is its payment method, `id` its payment_instrument_id, `type` the card's brand, `bin` the first six digits of
 * a card typed on this visit (a saved card's are not known here), and `additionalData` the payment session's id
 * (`sessionID`, a wallet's) and the card's last four. With no instrument, a card is assumed (the server says PYT400).
 * @example placeOrderPaymentMethod(prepared.payment_instruments, '411111') // { code: 'CREDIT_CARD', id: 'pi-1', bin: '411111', type: 'VISA', additionalData: { last4: '1111' } }
 */
export function placeOrderPaymentMethod(instruments: readonly Instrument[], cardBin?: string): PlaceOrderRequest['paymentMethod'] {
  const paying = instruments.find((i) => isProviderPaid(i.payment_method_id)) ?? [...instruments].sort((a, b) => b.amount - a.amount)[0];
  if (paying === undefined) return { code: 'CREDIT_CARD' };
  // The basket's own instrument, so one of the methods the payload takes (the list itself stays out of checkout's
  // chunk: its module holds zod schemas).
  const code = paying.payment_method_id as PaymentMethodId;
  const type = text(paying.cardBrand) ?? text(paying.additionalData?.['brand']);
  const last4 = text(paying.last4) ?? text(paying.additionalData?.['last4']);
  const sessionID = text(paying.paymentRequestId) ?? text(paying.additionalData?.['paymentRequestId']);
  const additionalData = { ...(sessionID === undefined ? {} : { sessionID }), ...(last4 === undefined ? {} : { last4 }) };
  return {
    code,
    id: paying.payment_instrument_id,
    ...(code === 'CREDIT_CARD' && cardBin !== undefined && /^\d{6}$/.test(cardBin) ? { bin: cardBin } : {}),
    ...(type === undefined ? {} : { type }),
    ...(Object.keys(additionalData).length === 0 ? {} : { additionalData }),
  };
}
