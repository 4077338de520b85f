import { timingSafeEqual } from 'node:crypto';
import type {
  AuthoriseOutcome,
  AuthoriseRequest,
  CardDetails,
  CardToken,
  IssuedToken,
  PaymentGateway,
  PaymentSession,
  PaymentSessionRequest,
} from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { isExpressWalletMethod, validateCard, type ExpressWalletMethodId } from '@stride/domain/checkout';
import { err, ok, type Result } from 'neverthrow';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { randomToken, sha256Hex } from './random-token.js';
import { SANDBOX_WALLET_CARDS, SANDBOX_WALLET_CONTACTS, type SandboxWalletCard, type SandboxWalletContact } from './sandbox-wallet.js';

/** What the sandbox needs: its database, the clock, randomness, and where its challenge page lives. */
export interface SandboxGatewayOptions {
  readonly sql: SqlClient;
  readonly now: () => Date;
  readonly randomBytes: (size: number) => Uint8Array;
  /** Path (or URL) prefix of the challenge page, e.g. `/psp/v1/challenge/`. */
  readonly challengeBase: string;
}

/** The sandbox's public client key: test mode, never a secret. */
export const SANDBOX_CLIENT_KEY = 'test_STRIDE_SANDBOX_CLIENT_KEY';
const BRANDS = ['visa', 'mc', 'amex', 'discover'] as const;
const WALLET_BRANDS: Record<ExpressWalletMethodId, readonly string[]> = { DW_APPLE_PAY: BRANDS, PAYPAL: ['paypal'] };

/** What the sandbox's wallet sheet offers in a session: its test contacts and the method's test cards. */
export interface SandboxWalletSheet {
  readonly sessionId: string;
  readonly paymentMethodId: ExpressWalletMethodId;
  readonly contacts: readonly SandboxWalletContact[];
  readonly cards: readonly SandboxWalletCard[];
}

/** The payment data a wallet hands the merchant once the shopper pays in its sheet. */
export interface SandboxWalletPayment {
  readonly paymentData: string;
  readonly paymentId: string;
  readonly payerId: string;
}

type PspRow = {
  psp_reference: string;
  status: string;
  challenge_id: string | null;
  three_ds_result_hash: string | null;
  amount_minor: number;
  currency: string;
  last4: string;
};

const OUTCOME_STATUS: Record<string, string> = { AUTHORISED: 'AUTHORISED', CHALLENGE: 'CHALLENGE_PENDING', REFUSED: 'REFUSED', FRAUD: 'FRAUD' };

/**
 * The sandbox acquirer behind the `PaymentGateway` port: behaves like a provider's test mode.
 * Card numbers are checked and dropped at tokenisation; the outcome of a test card is kept instead.
 */
export class PgSandboxPaymentGateway implements PaymentGateway {
  constructor(private readonly options: SandboxGatewayOptions) {}

  async tokenise(card: CardDetails, ownerConsumerNo: string | undefined): Promise<Result<CardToken, StrideError>> {
    const checked = validateCard(card, this.options.now());
    if (checked.isErr()) return err(checked.error);
    const summary = checked.value;
    const token = randomToken('tok_', this.options.randomBytes(24));
    await this.options.sql.query(
      `INSERT INTO card_tokens (token, consumer_no, brand, last4, expiry_month, expiry_year, holder_name, sandbox_outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [token, ownerConsumerNo ?? null, summary.brand, summary.last4, summary.expiryMonth, summary.expiryYear, summary.holderName, summary.outcome],
    );
    return ok({ token, brand: summary.brand, last4: summary.last4, expiryMonth: summary.expiryMonth, expiryYear: summary.expiryYear });
  }

  async session(input: PaymentSessionRequest): Promise<PaymentSession> {
    const sessionId = randomToken('ses_', this.options.randomBytes(18));
    const wallet = isExpressWalletMethod(input.paymentMethodId) ? input.paymentMethodId : null;
    // A wallet's session is its owner's: only they may pay in it, and only their baskets take what it issues.
    if (wallet !== null && input.consumerNo !== undefined) {
      await this.options.sql.query('INSERT INTO psp_wallet_sessions (session_id, consumer_no, payment_method_id, referer) VALUES ($1, $2, $3, $4)', [
        sessionId,
        input.consumerNo,
        wallet,
        input.referer ?? null,
      ]);
    }
    return {
      provider: 'stride-sandbox',
      meta: { environment: 'test', clientKey: SANDBOX_CLIENT_KEY, brands: wallet === null ? BRANDS : WALLET_BRANDS[wallet] },
      locale: input.locale,
      sessionId,
      success: true,
    };
  }

  async findToken(token: string): Promise<Result<IssuedToken, StrideError>> {
    const [row] = await this.options.sql.query<{
      brand: string;
      last4: string;
      expiry_month: number;
      expiry_year: number;
      consumer_no: string | null;
      payment_method_id: string;
      wallet_session_id: string | null;
      wallet_payment_id: string | null;
      wallet_payer_id: string | null;
      paid: boolean;
    }>(
      `SELECT t.brand, t.last4, t.expiry_month, t.expiry_year, t.consumer_no, t.payment_method_id, t.wallet_session_id, t.wallet_payment_id,
              t.wallet_payer_id, EXISTS (SELECT 1 FROM psp_payments p WHERE p.card_token = t.token) AS paid
       FROM card_tokens t WHERE t.token = $1`,
      [token],
    );
    // A wallet's payment data pays once: after its payment it is as unknown as a token never issued.
    if (row === undefined || (row.wallet_session_id !== null && row.paid)) return err(strideError('PYT404'));
    const wallet =
      row.wallet_session_id === null ? null : { sessionId: row.wallet_session_id, paymentId: row.wallet_payment_id ?? '', payerId: row.wallet_payer_id ?? '' };
    return ok({
      token,
      brand: row.brand,
      last4: row.last4,
      expiryMonth: row.expiry_month,
      expiryYear: row.expiry_year,
      ownerConsumerNo: row.consumer_no,
      paymentMethodId: row.payment_method_id,
      wallet,
    });
  }

  /** The wallet sheet of a session opened for this consumer; null for anyone else's or an unknown one. */
  async walletSheet(sessionId: string, consumerNo: string): Promise<SandboxWalletSheet | null> {
    const session = await this.walletSession(sessionId, consumerNo);
    if (session === null) return null;
    return { sessionId, paymentMethodId: session, contacts: SANDBOX_WALLET_CONTACTS, cards: SANDBOX_WALLET_CARDS[session] };
  }

  /**
   * The shopper pays in the sheet with a test card: the wallet's payment data, usable only by the session's consumer,
   * paying with the card's test outcome. Null for a session or card that is not theirs.
   */
  async walletPay(sessionId: string, consumerNo: string, cardId: string): Promise<SandboxWalletPayment | null> {
    const session = await this.walletSession(sessionId, consumerNo);
    const card = session === null ? undefined : SANDBOX_WALLET_CARDS[session].find((c) => c.id === cardId);
    if (session === null || card === undefined) return null;
    const paymentData = randomToken('wpd_', this.options.randomBytes(24));
    const paymentId = randomToken('wpay_', this.options.randomBytes(12));
    const payerId = randomToken('payer_', this.options.randomBytes(12));
    const expiry = this.options.now();
    await this.options.sql.query(
      `INSERT INTO card_tokens (token, consumer_no, brand, last4, expiry_month, expiry_year, sandbox_outcome, payment_method_id, wallet_session_id,
                                wallet_payment_id, wallet_payer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        paymentData,
        consumerNo,
        card.brand,
        card.last4,
        expiry.getUTCMonth() + 1,
        expiry.getUTCFullYear() + 3,
        card.outcome,
        session,
        sessionId,
        paymentId,
        payerId,
      ],
    );
    return { paymentData, paymentId, payerId };
  }

  private async walletSession(sessionId: string, consumerNo: string): Promise<ExpressWalletMethodId | null> {
    const [row] = await this.options.sql.query<{ payment_method_id: ExpressWalletMethodId }>(
      'SELECT payment_method_id FROM psp_wallet_sessions WHERE session_id = $1 AND consumer_no = $2',
      [sessionId, consumerNo],
    );
    return row?.payment_method_id ?? null;
  }

  async authorise(request: AuthoriseRequest): Promise<Result<AuthoriseOutcome, StrideError>> {
    const [card] = await this.options.sql.query<{ sandbox_outcome: string | null }>('SELECT sandbox_outcome FROM card_tokens WHERE token = $1', [
      request.token,
    ]);
    if (card === undefined) return err(strideError('PYT404'));
    const status = OUTCOME_STATUS[card.sandbox_outcome ?? 'AUTHORISED'] ?? 'AUTHORISED';
    const challengeId = status === 'CHALLENGE_PENDING' ? randomToken('chl_', this.options.randomBytes(18)) : null;
    // Idempotent per merchant reference: a retried or doubled authorisation finds the first one.
    await this.options.sql.query(
      `INSERT INTO psp_payments (psp_reference, merchant_reference, card_token, amount_minor, currency, status, challenge_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_reference) DO NOTHING`,
      [randomToken('psp_', this.options.randomBytes(18)), request.reference, request.token, request.amountMinor, request.currency, status, challengeId],
    );
    const row = await this.byReference('merchant_reference', request.reference);
    if (row === undefined) throw new Error('psp payment vanished after insert');
    return ok(this.outcomeOf(row));
  }

  private outcomeOf(row: PspRow): AuthoriseOutcome {
    const pspReference = row.psp_reference;
    if (row.status === 'AUTHORISED' || row.status === 'CAPTURED') return { status: 'AUTHORISED', pspReference };
    if (row.status === 'CHALLENGE_PENDING' || row.status === 'CHALLENGE_PASSED') {
      return { status: 'CHALLENGE', pspReference, challengeUrl: `${this.options.challengeBase}${row.challenge_id ?? ''}` };
    }
    return { status: 'REFUSED', pspReference, code: row.status === 'FRAUD' ? 'PYT402' : 'PAY400' };
  }

  private async byReference(column: 'merchant_reference' | 'psp_reference' | 'challenge_id', value: string): Promise<PspRow | undefined> {
    const [row] = await this.options.sql.query<PspRow>(
      `SELECT p.psp_reference, p.status, p.challenge_id, p.three_ds_result_hash, p.amount_minor, p.currency, t.last4
       FROM psp_payments p JOIN card_tokens t ON t.token = p.card_token WHERE p.${column} = $1`,
      [value],
    );
    return row;
  }

  async completeChallenge(pspReference: string, threeDS2Result: string): Promise<'AUTHORISED' | 'REFUSED'> {
    const row = await this.byReference('psp_reference', pspReference);
    if (row === undefined || row.three_ds_result_hash === null) return 'REFUSED';
    const given = Buffer.from(sha256Hex(threeDS2Result));
    const stored = Buffer.from(row.three_ds_result_hash);
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return 'REFUSED';
    if (row.status === 'AUTHORISED' || row.status === 'CAPTURED') return 'AUTHORISED';
    const [updated] = await this.options.sql.query(
      `UPDATE psp_payments SET status = 'AUTHORISED', updated_at = now() WHERE psp_reference = $1 AND status = 'CHALLENGE_PASSED' RETURNING 1`,
      [pspReference],
    );
    return updated === undefined ? 'REFUSED' : 'AUTHORISED';
  }

  async capture(pspReference: string): Promise<void> {
    await this.options.sql.query(`UPDATE psp_payments SET status = 'CAPTURED', updated_at = now() WHERE psp_reference = $1 AND status = 'AUTHORISED'`, [
      pspReference,
    ]);
  }

  async cancelOrRefund(pspReference: string): Promise<void> {
    await this.options.sql.query(
      `UPDATE psp_payments SET updated_at = now(),
         status = CASE WHEN status = 'CAPTURED' THEN 'REFUNDED' ELSE 'VOIDED' END
       WHERE psp_reference = $1 AND status IN ('AUTHORISED', 'CAPTURED', 'CHALLENGE_PENDING', 'CHALLENGE_PASSED')`,
      [pspReference],
    );
  }

  /** The challenge page's view of a pending payment; null when unknown. */
  async challenge(challengeId: string): Promise<{ amountMinor: number; currency: string; last4: string; status: string } | null> {
    const row = await this.byReference('challenge_id', challengeId);
    return row === undefined ? null : { amountMinor: row.amount_minor, currency: row.currency, last4: row.last4, status: row.status };
  }

  /** Records the shopper's answer to the challenge once, and hands back the result token. */
  async recordChallenge(challengeId: string, passed: boolean): Promise<{ threeDS2Result: string } | null> {
    const threeDS2Result = randomToken('3ds_', this.options.randomBytes(24));
    const [row] = await this.options.sql.query(
      `UPDATE psp_payments SET status = $2, three_ds_result_hash = $3, updated_at = now()
       WHERE challenge_id = $1 AND status = 'CHALLENGE_PENDING' RETURNING 1`,
      [challengeId, passed ? 'CHALLENGE_PASSED' : 'CHALLENGE_FAILED', sha256Hex(threeDS2Result)],
    );
    return row === undefined ? null : { threeDS2Result };
  }
}
