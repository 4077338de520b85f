import type { Migration } from './migration.js';

/**
 * Express wallets (account sections 4 and 7): the sandbox provider's wallet payment sessions, each opened for one
 * consumer, and the wallet payment data it issues in them, kept beside card tokens (both are authorised the same
 * way). A basket may hold a DW_APPLE_PAY or PAYPAL instrument, always with the provider's token.
 */
export const migration0029ExpressWallet: Migration = {
  id: '0029_express_wallet',
  sql: `
    CREATE TABLE psp_wallet_sessions (
      session_id         text PRIMARY KEY CHECK (session_id ~ '^ses_[A-Za-z0-9_-]{16,64}$'),
      consumer_no        text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      payment_method_id  text NOT NULL CHECK (payment_method_id IN ('DW_APPLE_PAY', 'PAYPAL')),
      referer            text CHECK (length(referer) <= 2000),
      created_at         timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE card_tokens
      ADD COLUMN payment_method_id text NOT NULL DEFAULT 'CREDIT_CARD' CHECK (payment_method_id IN ('CREDIT_CARD', 'DW_APPLE_PAY', 'PAYPAL')),
      ADD COLUMN wallet_session_id text REFERENCES psp_wallet_sessions (session_id) ON DELETE CASCADE,
      ADD COLUMN wallet_payment_id text,
      ADD COLUMN wallet_payer_id text,
      ADD CONSTRAINT card_tokens_wallet_session CHECK ((payment_method_id = 'CREDIT_CARD') = (wallet_session_id IS NULL));
    ALTER TABLE basket_payment_instruments DROP CONSTRAINT basket_payment_instruments_payment_method_id_check;
    ALTER TABLE basket_payment_instruments ADD CONSTRAINT basket_payment_instruments_payment_method_id_check CHECK (payment_method_id IN (
      'CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD', 'PAY_LATER', 'WALLET',
      'DW_APPLE_PAY', 'PAYPAL'));
    ALTER TABLE basket_payment_instruments ADD CONSTRAINT basket_payment_instruments_wallet_token
      CHECK (payment_method_id NOT IN ('DW_APPLE_PAY', 'PAYPAL') OR card_token IS NOT NULL);
  `,
};
