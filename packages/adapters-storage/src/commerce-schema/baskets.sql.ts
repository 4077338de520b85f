/** Baskets and what hangs off them: items, coupons, card tokens, instruments, adjustments, lists. */
export const basketsSql = `
-- ============================================================================================
-- Card tokens from the sandbox payment provider
-- ============================================================================================

-- Stride keeps the provider's token, brand, last four digits and expiry, never the number.
-- sandbox_outcome is what the sandbox decided from the test card number at tokenisation, since
-- the number itself is gone afterwards (a real provider keeps the number in its own vault).
CREATE TABLE card_tokens (
  token            text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),
  consumer_no      text REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  brand            text NOT NULL,
  last4            text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month     integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year      integer NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2999),
  holder_name      text,
  sandbox_outcome  text CHECK (sandbox_outcome IN ('AUTHORISED', 'CHALLENGE', 'REFUSED', 'FRAUD')),
  is_saved         boolean NOT NULL DEFAULT false,
  is_main          boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_main OR is_saved)
);
CREATE INDEX card_tokens_consumer_idx ON card_tokens (consumer_no) WHERE is_saved;
-- Express checkout needs one main card per consumer.
CREATE UNIQUE INDEX card_tokens_one_main ON card_tokens (consumer_no) WHERE is_main;

-- ============================================================================================
-- Baskets
-- ============================================================================================

-- version lets the services detect a concurrent change (UPDATE ... WHERE version = $n).
-- Addresses are the spec's address objects as jsonb: they are read and written whole.
CREATE TABLE baskets (
  id                    text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  consumer_no           text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  currency              text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  status                text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ORDERED', 'MERGED')),
  customer_email        text,
  shipping_address      jsonb,
  billing_address       jsonb,
  shipping_method_code  text,
  fav_store_id          text REFERENCES stores (id),
  -- POST /cart/v1/deviceFingerPrint: the payment provider's fraud check reads it at checkout.
  device_fingerprint    text CHECK (length(device_fingerprint) <= 4096),
  version               integer NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX baskets_consumer_idx ON baskets (consumer_no, status);

-- A line of a basket. Each item carries its own delivery (home, pickup in store_id, ...),
-- which is how the cart page splits the home-delivery and pickup groups.
CREATE TABLE basket_items (
  id                    text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  basket_id             text NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  variant_id            text NOT NULL REFERENCES variants (id),
  product_id            text NOT NULL REFERENCES products (id),
  qty                   integer NOT NULL CHECK (qty > 0),
  -- No default: the spec's default maxQty (999999) lives once, in the domain.
  max_qty               integer NOT NULL CHECK (max_qty > 0),
  shipping_method_code  text NOT NULL DEFAULT 'standard',
  store_id              text REFERENCES stores (id),
  recipe_id             text,
  gift_email            text,
  gift_to               text,
  gift_message          text,
  -- A gift-with-purchase line added by promotion_id: the shopper cannot change it.
  bonus_promotion_id    text REFERENCES promotions (id),
  position              integer NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (qty <= max_qty),
  CHECK ((gift_email IS NULL) = (gift_to IS NULL) AND (gift_to IS NULL) = (gift_message IS NULL))
);
CREATE INDEX basket_items_basket_idx ON basket_items (basket_id, position);

CREATE TABLE basket_coupons (
  basket_id   text NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  code        text NOT NULL REFERENCES promo_codes (code),
  applied_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (basket_id, code)
);

-- One row per instrument on a basket. The columns that identify the instrument depend on the
-- method, and the partial unique indexes forbid adding the same gift card or card twice.
CREATE TABLE basket_payment_instruments (
  id                  text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  basket_id           text NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  payment_method_id   text NOT NULL CHECK (payment_method_id IN (
                        'CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT',
                        'REWARD_CODE', 'REWARD_CARD', 'PAY_LATER', 'WALLET')),
  amount_minor        integer NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  card_token          text REFERENCES card_tokens (token),
  gift_card_number    text REFERENCES gift_cards (number),
  loyalty_points      integer CHECK (loyalty_points > 0),
  loyalty_voucher_id  text REFERENCES loyalty_vouchers (id),
  additional_data     jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (payment_method_id <> 'CREDIT_CARD' OR card_token IS NOT NULL),
  CHECK (payment_method_id <> 'GIFT_CARD' OR gift_card_number IS NOT NULL)
);
CREATE INDEX basket_payment_instruments_basket_idx ON basket_payment_instruments (basket_id);
CREATE UNIQUE INDEX basket_payment_instruments_one_gift_card
  ON basket_payment_instruments (basket_id, gift_card_number) WHERE gift_card_number IS NOT NULL;
CREATE UNIQUE INDEX basket_payment_instruments_one_voucher
  ON basket_payment_instruments (basket_id, loyalty_voucher_id) WHERE loyalty_voucher_id IS NOT NULL;

-- Agent price adjustments (support tooling), by the agent's consumer number.
CREATE TABLE basket_price_adjustments (
  id             text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  basket_id      text NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  item_id        text REFERENCES basket_items (id) ON DELETE CASCADE,
  amount_minor   integer NOT NULL CHECK (amount_minor > 0),
  reason         text NOT NULL,
  created_by     text NOT NULL REFERENCES consumers (consumer_no),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX basket_price_adjustments_basket_idx ON basket_price_adjustments (basket_id);

-- ============================================================================================
-- Saved for later and favorites: one list of each per consumer
-- ============================================================================================

CREATE TABLE saved_for_later_lists (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  consumer_no  text NOT NULL UNIQUE REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE saved_for_later_items (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  list_id     text NOT NULL REFERENCES saved_for_later_lists (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id),
  variant_id  text REFERENCES variants (id),
  qty         integer NOT NULL DEFAULT 1 CHECK (qty > 0),
  recipe_id   text,
  pdp_url     text,
  item_type   text NOT NULL DEFAULT 'product',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_for_later_items_list_idx ON saved_for_later_items (list_id, created_at);

CREATE TABLE favorite_lists (
  id            text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  consumer_no   text NOT NULL UNIQUE REFERENCES consumers (consumer_no) ON DELETE CASCADE,
  fav_store_id  text REFERENCES stores (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favorite_items (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  list_id     text NOT NULL REFERENCES favorite_lists (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id),
  variant_id  text REFERENCES variants (id),
  qty         integer NOT NULL DEFAULT 1 CHECK (qty > 0),
  item_type   text NOT NULL DEFAULT 'product',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favorite_items_list_idx ON favorite_items (list_id, created_at);
-- Adding a favourite twice keeps one line (NULLS NOT DISTINCT needs 15, which both engines are).
CREATE UNIQUE INDEX favorite_items_once ON favorite_items (list_id, product_id, variant_id)
  NULLS NOT DISTINCT;
`;
