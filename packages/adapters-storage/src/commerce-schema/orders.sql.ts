/** Orders, their items and payments, promo code redemptions, and the once-only ledgers. */
export const ordersSql = `
-- ============================================================================================
-- Orders
-- ============================================================================================

-- basket_id is UNIQUE: placing an order is idempotent per basket, a retried or doubled
-- request finds the existing order instead of creating (and charging) a second one.
-- An order waiting for a 3-D Secure challenge is PENDING_PAYMENT, and a failed challenge
-- deletes it in the same transaction that gives its stock back.
CREATE TABLE orders (
  order_number          text PRIMARY KEY CHECK (order_number ~ '^[A-Z0-9-]{6,30}$'),
  basket_id             text NOT NULL UNIQUE REFERENCES baskets (id),
  consumer_no           text NOT NULL REFERENCES consumers (consumer_no),
  customer_email        text NOT NULL,
  -- Hash of the st value given to guests, who prove with it that an order is theirs.
  st_hash               text,
  status                text NOT NULL CHECK (status IN (
                          'PENDING_PAYMENT', 'PLACED', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
  currency              text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  item_total_minor      integer NOT NULL CHECK (item_total_minor >= 0),
  discount_minor        integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  shipping_minor        integer NOT NULL DEFAULT 0 CHECK (shipping_minor >= 0),
  tax_minor             integer NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  total_minor           integer NOT NULL CHECK (total_minor >= 0),
  shipping_address      jsonb,
  billing_address       jsonb NOT NULL,
  shipping_method_code  text,
  in_store_store_id     text REFERENCES stores (id),
  in_store_employee_id  text,
  promo_summary         jsonb,
  placed_at             timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (total_minor = item_total_minor - discount_minor + shipping_minor + tax_minor),
  CHECK ((in_store_store_id IS NULL) = (in_store_employee_id IS NULL))
);
CREATE INDEX orders_consumer_idx ON orders (consumer_no, placed_at DESC);
-- Guest order tracking looks an order up by number and e-mail.
CREATE INDEX orders_email_idx ON orders (lower(customer_email));

-- Items copy the names and prices as sold: later catalogue changes never rewrite an order.
CREATE TABLE order_items (
  id                    text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  order_number          text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  variant_id            text NOT NULL REFERENCES variants (id),
  product_id            text NOT NULL REFERENCES products (id),
  product_name          text NOT NULL,
  colour_name           text NOT NULL,
  size_label            text NOT NULL,
  upc                   text NOT NULL,
  qty                   integer NOT NULL CHECK (qty > 0),
  unit_list_minor       integer NOT NULL CHECK (unit_list_minor >= 0),
  unit_price_minor      integer NOT NULL CHECK (unit_price_minor >= 0),
  discount_minor        integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  tax_minor             integer NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  row_total_minor       integer NOT NULL CHECK (row_total_minor >= 0),
  shipping_method_code  text NOT NULL,
  store_id              text REFERENCES stores (id),
  is_bonus              boolean NOT NULL DEFAULT false,
  position              integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order_idx ON order_items (order_number, position);

CREATE TABLE order_payments (
  id                 text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  order_number       text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  payment_method_id  text NOT NULL,
  amount_minor       integer NOT NULL CHECK (amount_minor >= 0),
  -- PENDING while the provider is asked, VOIDED when an uncaptured authorisation is cancelled.
  status             text NOT NULL CHECK (status IN (
                       'PENDING', 'AUTHORISED', 'PENDING_CHALLENGE', 'REFUSED', 'CAPTURED', 'REFUNDED', 'VOIDED')),
  psp_reference      text UNIQUE,
  card_token         text REFERENCES card_tokens (token),
  card_brand         text,
  card_last4         text CHECK (card_last4 ~ '^[0-9]{4}$'),
  gift_card_number   text REFERENCES gift_cards (number),
  loyalty_points     integer CHECK (loyalty_points > 0),
  loyalty_voucher_id text REFERENCES loyalty_vouchers (id),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_payments_order_idx ON order_payments (order_number);

-- A code counts once per order, which also gives max_uses_per_consumer its count.
CREATE TABLE promo_code_redemptions (
  code          text NOT NULL REFERENCES promo_codes (code),
  order_number  text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  consumer_no   text NOT NULL REFERENCES consumers (consumer_no),
  redeemed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, order_number)
);
CREATE INDEX promo_code_redemptions_consumer_idx ON promo_code_redemptions (code, consumer_no);

-- ============================================================================================
-- Ledgers: stored value is consumed exactly once per order
-- ============================================================================================

-- Each movement of a balance is a row. UNIQUE (instrument, order, entry_type) means a retried
-- checkout cannot redeem twice and a cancellation cannot refund twice: the second insert fails
-- and the transaction rolls back. Redemptions are negative, refunds and issues positive.
CREATE TABLE gift_card_ledger (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_number  text NOT NULL REFERENCES gift_cards (number),
  order_number      text REFERENCES orders (order_number) ON DELETE CASCADE,
  entry_type        text NOT NULL CHECK (entry_type IN ('ISSUE', 'REDEEM', 'REFUND')),
  amount_minor      integer NOT NULL CHECK (amount_minor <> 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gift_card_number, order_number, entry_type),
  CHECK ((entry_type = 'REDEEM') = (amount_minor < 0)),
  CHECK (entry_type = 'ISSUE' OR order_number IS NOT NULL)
);

CREATE TABLE loyalty_points_ledger (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  consumer_no   text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  order_number  text REFERENCES orders (order_number) ON DELETE CASCADE,
  entry_type    text NOT NULL CHECK (entry_type IN ('OPENING', 'EARN', 'REDEEM', 'REFUND', 'ADJUST')),
  points        integer NOT NULL CHECK (points <> 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_no, order_number, entry_type),
  CHECK (entry_type IN ('OPENING', 'ADJUST') OR order_number IS NOT NULL)
);

CREATE TABLE athlete_credit_ledger (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  consumer_no   text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  order_number  text NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
  entry_type    text NOT NULL CHECK (entry_type IN ('SPEND', 'REFUND')),
  amount_minor  integer NOT NULL CHECK (amount_minor > 0),
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_no, order_number, entry_type)
);

-- ============================================================================================
-- The sandbox acquirer's own books (the default PaymentGateway adapter)
-- ============================================================================================

-- A real provider keeps these on its side. merchant_reference (the order number) is UNIQUE: a
-- retried authorisation for one order returns the first payment, so an order is charged once.
-- No foreign key to orders: a refused or failed-challenge order is deleted, the provider's
-- record of the attempt stays. The 3-D Secure result token is stored hashed.
CREATE TABLE psp_payments (
  psp_reference       text PRIMARY KEY,
  merchant_reference  text NOT NULL UNIQUE,
  card_token          text NOT NULL REFERENCES card_tokens (token),
  amount_minor        integer NOT NULL CHECK (amount_minor >= 0),
  currency            text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status              text NOT NULL CHECK (status IN (
                        'AUTHORISED', 'CHALLENGE_PENDING', 'CHALLENGE_PASSED', 'CHALLENGE_FAILED',
                        'REFUSED', 'FRAUD', 'CAPTURED', 'VOIDED', 'REFUNDED')),
  challenge_id        text UNIQUE,
  three_ds_result_hash text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
`;
