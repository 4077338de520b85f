import type { InstrumentRecord } from '@stride/domain/checkout';

/** The place-order payload's paymentMethod (commerce section 3) as the order is placed with it. */
export interface PlaceOrderPaymentMethod {
  readonly code: string;
  readonly id?: string | undefined;
  readonly bin?: string | undefined;
  readonly type?: string | undefined;
  readonly additionalData?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Whether the place-order payload's paymentMethod names a payment of the basket: with an `id`, the instrument of that
 * id, paid by `code`, of the card brand `type` names (any case) and, with a `sessionID`, from that payment session (a
 * wallet's). Anything else is PYT404: the payment named is not the basket's, and nothing is reserved. Without an `id`
 * (a client naming the method only) the basket's payments are taken as they are. The `bin` is not checked: the
 * sandbox provider keeps no card number (docs/decisions.md, "Place-order paymentMethod").
 * @example paymentMethodRefusal(payments, { code: 'CREDIT_CARD', id: 'pi-1', type: 'visa' }) // undefined when pi-1 is the basket's VISA card
 */
export function paymentMethodRefusal(payments: readonly InstrumentRecord[], method: PlaceOrderPaymentMethod | undefined): 'PYT404' | undefined {
  if (method?.id === undefined) return undefined;
  const named = payments.find((payment) => payment.id === method.id);
  if (named === undefined || named.paymentMethodId !== method.code) return 'PYT404';
  const brand = named.additionalData?.['brand'];
  if (method.type !== undefined && (typeof brand !== 'string' || brand.toLowerCase() !== method.type.toLowerCase())) return 'PYT404';
  const sessionID = method.additionalData?.['sessionID'];
  if (sessionID !== undefined && sessionID !== named.additionalData?.['paymentRequestId']) return 'PYT404';
  return undefined;
}
