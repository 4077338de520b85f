import { checkWarranty, SUPPORT_CASE_LIMITS, WARRANTY_CATEGORY, WARRANTY_REFUSED, WARRANTY_SUBJECT, type SupportCase } from '@stride/domain/identity';
import { deliveredAt } from '@stride/domain/checkout';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, type Result } from 'neverthrow';
import { openSupportCase, type SupportDeps } from '../identity/support-cases.js';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';

/** A warranty claim as the signed-in shopper files it. */
export interface WarrantyClaim {
  readonly orderNumber: string;
  /** The claimed product's variant id, or its product id, as the order's line holds it. */
  readonly productId: string;
  readonly message: string;
  readonly phone?: string | undefined;
  readonly caller: CheckoutCaller;
  readonly locale: string;
  readonly clientAddress: string;
}

/**
 * `POST /consumers-v3/consumer/warranty`: opens a warranty case for a product of the caller's delivered order while
 * it is covered (WARRANTY_DAYS from delivery). Another consumer's order answers like a missing one (OHS4004); an order
 * not delivered, past its warranty, or without that product is WARRANTY_REFUSED with the reason. The case carries the
 * order's e-mail and billing name, so customer care answers the buyer.
 */
export async function fileWarrantyClaim(
  deps: Pick<CheckoutDeps, 'reader' | 'now'> & { readonly support: SupportDeps },
  claim: WarrantyClaim,
): Promise<Result<{ readonly supportCase: SupportCase; readonly coveredUntil: Date }, StrideError>> {
  const order = await deps.reader.orders.find(claim.orderNumber);
  if (order === null || order.status === 'PENDING_PAYMENT' || order.consumerNo !== claim.caller.consumerNo) return err(strideError('OHS4004'));
  const line = order.items.find((item) => item.variantId === claim.productId || item.productId === claim.productId);
  if (line === undefined) return err(strideError(WARRANTY_REFUSED, 'This product is not in that order.'));
  const covered = checkWarranty(order.status === 'DELIVERED' ? deliveredAt(await deps.reader.timeline.events(order.orderNumber)) : null, deps.now());
  if (covered.isErr()) return err(covered.error);
  const billing = order.billingAddress;
  const text = (key: string) => (typeof billing[key] === 'string' && billing[key] !== '' ? billing[key] : undefined);
  const opened = await openSupportCase(
    deps.support,
    {
      kind: 'warranty',
      categoryId: WARRANTY_CATEGORY,
      subjectId: WARRANTY_SUBJECT,
      consumerNo: order.consumerNo,
      firstName: (text('firstName') ?? '-').slice(0, SUPPORT_CASE_LIMITS.nameMax),
      lastName: (text('lastName') ?? '-').slice(0, SUPPORT_CASE_LIMITS.nameMax),
      email: order.customerEmail,
      phone: claim.phone,
      orderNumber: order.orderNumber,
      productId: line.variantId,
      message: claim.message,
      locale: claim.locale,
    },
    claim.clientAddress,
  );
  return opened.map((supportCase) => ({ supportCase, coveredUntil: covered.value }));
}
