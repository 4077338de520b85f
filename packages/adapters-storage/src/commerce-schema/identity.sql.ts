/** Identity: consumers (guests included), addresses, vouchers, tokens, codes and rate limits. */
export const identitySql = `
-- ============================================================================================
-- Consumers and their sign-in state
-- ============================================================================================

-- Guests are rows too (consumer_type GUEST, no e-mail, no password), so every basket, list and
-- order has an owner and ownership checks are one comparison.
CREATE TABLE consumers (
  consumer_no                       text PRIMARY KEY CHECK (consumer_no ~ '^[A-Za-z0-9-]{6,40}$'),
  consumer_type                     text NOT NULL
    CHECK (consumer_type IN ('GUEST', 'REGISTERED', 'EMPLOYEE', 'ATHLETE', 'STORE_ASSOCIATE')),
  email                             text,
  password_hash                     text,
  first_name                        text,
  last_name                         text,
  phone                             text,
  phone_code                        text,
  birth_date                        date,
  gender                            text,
  postal_code                       text,
  country_code                      text CHECK (country_code ~ '^[A-Z]{2}$'),
  preferred_shoe_size               text,
  interests                         text,
  newsletter_opt_in                 boolean NOT NULL DEFAULT false,
  is_loyalty_member                 boolean NOT NULL DEFAULT false,
  loyalty_member_id                 text UNIQUE,
  loyalty_opt_in_date               date,
  loyalty_points                    integer NOT NULL DEFAULT 0 CHECK (loyalty_points >= 0),
  is_employee_discount_tc_accepted  boolean NOT NULL DEFAULT false,
  employee_annual_cap_minor         integer CHECK (employee_annual_cap_minor >= 0),
  employee_current_spend_minor      integer NOT NULL DEFAULT 0 CHECK (employee_current_spend_minor >= 0),
  athlete_annual_credit_minor       integer CHECK (athlete_annual_credit_minor >= 0),
  athlete_current_spend_minor       integer NOT NULL DEFAULT 0 CHECK (athlete_current_spend_minor >= 0),
  credit_currency                   text CHECK (credit_currency ~ '^[A-Z]{3}$'),
  store_id                          text REFERENCES stores (id),
  store_employee_id                 text,
  failed_sign_in_count              integer NOT NULL DEFAULT 0 CHECK (failed_sign_in_count >= 0),
  locked_until                      timestamptz,
  created_at                        timestamptz NOT NULL DEFAULT now(),
  updated_at                        timestamptz NOT NULL DEFAULT now(),
  CHECK (consumer_type = 'GUEST' OR (email IS NOT NULL AND password_hash IS NOT NULL)),
  CHECK (NOT is_loyalty_member OR loyalty_member_id IS NOT NULL),
  CHECK (consumer_type <> 'STORE_ASSOCIATE' OR (store_id IS NOT NULL AND store_employee_id IS NOT NULL)),
  -- Athlete credit is spent at most up to the annual credit.
  CHECK (athlete_annual_credit_minor IS NULL
         OR athlete_current_spend_minor <= athlete_annual_credit_minor)
);
-- Sign-in and sign-up compare e-mails case-insensitively: one account per address.
CREATE UNIQUE INDEX consumers_email_key ON consumers (lower(email)) WHERE email IS NOT NULL;

-- A consumer's address book: at most one main address per type (S shipping, B billing).
CREATE TABLE consumer_addresses (
  id             text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  consumer_no    text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  approach_type  text NOT NULL CHECK (approach_type IN ('S', 'B')),
  is_main        boolean NOT NULL DEFAULT false,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  address_line1  text NOT NULL,
  address_line2  text,
  city           text NOT NULL,
  province       text,
  postal_code    text NOT NULL,
  country_code   text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  phone          text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consumer_addresses_consumer_idx ON consumer_addresses (consumer_no);
CREATE UNIQUE INDEX consumer_addresses_one_main ON consumer_addresses (consumer_no, approach_type)
  WHERE is_main;

-- Loyalty vouchers: points turned into an amount off, applied to one basket at a time.
CREATE TABLE loyalty_vouchers (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Z0-9-]{4,40}$'),
  consumer_no   text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  points        integer NOT NULL CHECK (points > 0),
  amount_minor  integer NOT NULL CHECK (amount_minor > 0),
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status        text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'APPLIED', 'REDEEMED')),
  expires_at    timestamptz
);
CREATE INDEX loyalty_vouchers_consumer_idx ON loyalty_vouchers (consumer_no, status);

-- ============================================================================================
-- Tokens and codes: only hashes are stored, never the values handed to clients
-- ============================================================================================

-- Rotation: using a token sets rotated_at and replaced_by. Presenting a rotated token again
-- is reuse, and the service revokes the whole family.
CREATE TABLE refresh_tokens (
  token_hash   text PRIMARY KEY,
  family_id    text NOT NULL,
  consumer_no  text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  issued_at    timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  rotated_at   timestamptz,
  replaced_by  text,
  revoked_at   timestamptz,
  -- Tokens from the agent sign-in keep the role and store through rotation.
  agent_role   text CHECK (agent_role IN ('EMPLOYEE', 'STORE_ASSOCIATE')),
  store_id     text,
  CHECK (expires_at > issued_at)
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_consumer_idx ON refresh_tokens (consumer_no);

-- Sign-in answers an authorization code bound to a PKCE challenge (S256 only). The token call
-- consumes it once: UPDATE ... SET consumed_at = now() WHERE consumed_at IS NULL.
CREATE TABLE authorization_codes (
  code_hash         text PRIMARY KEY,
  consumer_no       text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  code_challenge    text NOT NULL CHECK (code_challenge ~ '^[A-Za-z0-9_-]{43}$'),
  challenge_method  text NOT NULL DEFAULT 'S256' CHECK (challenge_method = 'S256'),
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  consumed_at       timestamptz
);
CREATE INDEX authorization_codes_consumer_idx ON authorization_codes (consumer_no);

-- Forgot password: a single-use reset token.
CREATE TABLE password_reset_tokens (
  token_hash   text PRIMARY KEY,
  consumer_no  text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- The mail outbox: a relay sends and marks rows, and tests read the reset link as a mail server would.
CREATE TABLE outbound_emails (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  to_address   text NOT NULL,
  template     text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz
);
CREATE INDEX outbound_emails_unsent_idx ON outbound_emails (created_at) WHERE sent_at IS NULL;

-- Fixed-window counters shared by every bff replica (gift card balance checks per consumer
-- and per address, sign-in attempts). bucket_key says what is limited, e.g. 'gc-balance:ip:...'.
CREATE TABLE rate_limits (
  bucket_key    text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL CHECK (hits >= 0)
);

-- Idempotency keys for retried writes: the first answer is stored and replayed.
CREATE TABLE idempotency_keys (
  scope            text NOT NULL,
  key              text NOT NULL,
  request_hash     text NOT NULL,
  response_status  integer CHECK (response_status BETWEEN 100 AND 599),
  response_body    jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at);
`;
