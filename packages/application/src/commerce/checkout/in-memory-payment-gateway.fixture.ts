import type { AuthoriseOutcome, AuthoriseRequest, IssuedToken, PaymentGateway } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';

/** A sandbox-like provider: tokens it issued, one outcome per token (authorised unless told), and what it was asked. */
export class InMemoryPaymentGateway implements PaymentGateway {
  readonly authorised: AuthoriseRequest[] = [];
  readonly captured: string[] = [];
  readonly outcomes = new Map<string, AuthoriseOutcome['status']>();
  private readonly tokens = new Map<string, { ownerConsumerNo: string; last4: string }>();

  issue(token: string, ownerConsumerNo: string, last4 = '1111'): string {
    this.tokens.set(token, { ownerConsumerNo, last4 });
    return token;
  }
  tokenise(): never {
    throw new Error('not used by these tests');
  }
  async session() {
    return { provider: 'in-memory', meta: { environment: 'test' as const, clientKey: 'k', brands: ['visa'] }, locale: 'en-US', sessionId: 's', success: true };
  }
  async findToken(token: string): Promise<Result<IssuedToken, StrideError>> {
    const found = this.tokens.get(token);
    if (found === undefined) return err(strideError('PYT404'));
    return ok({
      token,
      brand: 'visa',
      last4: found.last4,
      expiryMonth: 12,
      expiryYear: 2031,
      ownerConsumerNo: found.ownerConsumerNo,
      paymentMethodId: 'CREDIT_CARD',
      wallet: null,
    });
  }
  async authorise(request: AuthoriseRequest): Promise<Result<AuthoriseOutcome, StrideError>> {
    this.authorised.push(request);
    const status = this.outcomes.get(request.token) ?? 'AUTHORISED';
    const pspReference = `psp-${request.reference}`;
    if (status === 'CHALLENGE') return ok({ status, pspReference, challengeUrl: `/challenge/${pspReference}` });
    return ok(status === 'REFUSED' ? { status, pspReference, code: 'PAY400' } : { status: 'AUTHORISED', pspReference });
  }
  async completeChallenge(): Promise<'AUTHORISED' | 'REFUSED'> {
    return 'AUTHORISED';
  }
  async capture(pspReference: string) {
    this.captured.push(pspReference);
  }
  async cancelOrRefund() {}
}
