import type { PaymentMethodId } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import { LOYALTY_MIN_POINTS_FOR_PAYMENT, availablePaymentMethods } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { viewBasketInstruments, type BasketInstrumentsView } from './add-payment-instrument.js';

/** `GET /cart/v1/cart/{basketId}/paymentMethods`: the methods offered to the caller on their basket. */
export async function listPaymentMethods(
  deps: CheckoutDeps,
  input: { basketId: string; caller: CheckoutCaller },
): Promise<Result<{ methods: PaymentMethodId[]; view: BasketInstrumentsView }, StrideError>> {
  const view = await viewBasketInstruments(deps, input);
  if (view.isErr()) return err(view.error);
  const payer = await deps.reader.payers.find(input.caller.consumerNo);
  if (payer === null) return err(strideError('BSK404'));
  return ok({ methods: availablePaymentMethods(payer, LOYALTY_MIN_POINTS_FOR_PAYMENT), view: view.value });
}
