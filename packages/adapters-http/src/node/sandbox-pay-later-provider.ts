import { createHash } from 'node:crypto';
import type { PayLaterDecision, PayLaterProvider, PayLaterRequest } from '@stride/domain/checkout';
import { SANDBOX_PAY_LATER_TERMS } from '@stride/domain/checkout';
import { currencyExponent } from '@stride/domain/money';

/** Why the sandbox refuses a request, or null when it finances it. */
export function sandboxPayLaterRefusal(request: Pick<PayLaterRequest, 'amountMinor' | 'currency' | 'shopperEmail'>): 'OVER_LIMIT' | 'DENIED_EMAIL' | null {
  if (request.amountMinor > SANDBOX_PAY_LATER_TERMS.maxOrderMajor * 10 ** currencyExponent(request.currency)) return 'OVER_LIMIT';
  const local = request.shopperEmail.toLowerCase().split('@')[0] ?? '';
  return local.includes(SANDBOX_PAY_LATER_TERMS.deniedEmailTag) ? 'DENIED_EMAIL' : null;
}

/**
 * The sandbox pay-later provider behind the `PayLaterProvider` port, standing for a vendor such as Klarna or Afterpay
 * in its test mode: it finances an order up to 1,000 in the order's currency, and refuses one above that or placed with
 * an e-mail tagged `+denied` (docs/test-cards.md, "Pay later"). Its decision is a function of the request, so it is
 * idempotent per merchant reference without a ledger; capture, cancel and refund have nothing to move.
 * @example await createSandboxPayLaterProvider().authorise({ amountMinor: 12000, currency: 'USD', shopperEmail: 'a@b.example', reference: 'ST1' })
 */
export function createSandboxPayLaterProvider(): PayLaterProvider {
  return {
    name: SANDBOX_PAY_LATER_TERMS.name,
    async authorise(request: PayLaterRequest): Promise<PayLaterDecision> {
      const pspReference = `plt_${createHash('sha256').update(request.reference).digest('hex').slice(0, 32)}`;
      return sandboxPayLaterRefusal(request) === null ? { status: 'AUTHORISED', pspReference } : { status: 'REFUSED', pspReference, code: 'PAY400' };
    },
    async capture(): Promise<void> {},
    async cancelOrRefund(): Promise<void> {},
  };
}
